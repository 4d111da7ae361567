import {
  projectCurrentServicesQuery,
  projectDdlQuery,
  projectGroupsQuery,
  projectQuery,
  projectStatusQuery,
  useConsoleClient,
} from '@console/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Appearance } from '../theme/appearance';
import { ProjectDetails, type ProjectDetailsPart } from './ProjectDetails';

export interface ProjectDetailsPanelProps {
  projectId: number;
  appearance?: Appearance | undefined;
}

function partOf<T>(query: UseQueryResult<T>): ProjectDetailsPart<T> {
  return { data: query.data, error: query.error, onRetry: () => void query.refetch() };
}

/**
 * A project's details inside `ConsoleProvider`, fetched part by part: the services' status and quota, the services
 * it has now, its members by group and its branch's project list (DDL). Read only; each part loads and fails alone.
 */
export function ProjectDetailsPanel({ projectId, appearance }: ProjectDetailsPanelProps) {
  const client = useConsoleClient();
  const enabled = projectId > 0;
  const project = useQuery({ ...projectQuery(client, projectId), enabled });
  const status = useQuery({ ...projectStatusQuery(client, projectId), enabled });
  const current = useQuery({ ...projectCurrentServicesQuery(client, projectId), enabled });
  const groups = useQuery({ ...projectGroupsQuery(client, projectId), enabled });
  const where = project.data ? { orgId: project.data.organizationId, branchId: project.data.branchId } : {};
  const ddl = useQuery({ ...projectDdlQuery(client, where), enabled: project.data !== undefined });
  return (
    <ProjectDetails
      projectName={project.data?.name ?? ''}
      status={partOf(status)}
      current={partOf(current)}
      groups={partOf(groups)}
      // The list waits for the project (its branch); the project's failure is the list's too.
      ddl={
        project.error ? { data: undefined, error: project.error, onRetry: () => void project.refetch() } : partOf(ddl)
      }
      {...(appearance ? { appearance } : {})}
    />
  );
}
