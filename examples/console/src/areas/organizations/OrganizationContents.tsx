import { branchListQuery, projectListQuery, useConsoleClient } from '@console/react';
import {
  BranchesTable,
  initialListState,
  listQueryOf,
  NO_FILTERS,
  NO_PROJECT_FILTERS,
  ProjectsTable,
} from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SORT_KEYS } from '../listState';

/**
 * An organization's branches and projects, linking to their update screens: how a super admin, who has no
 * branch or project lists of their own, reaches `branch/update/{id}` and `project/update/{id}`.
 */
export function OrganizationContents({ organizationId, base }: { organizationId: number; base: string }) {
  const client = useConsoleClient();
  const [branchList, setBranchList] = useState(() => initialListState(NO_FILTERS, { pageSize: 5 }));
  const [projectList, setProjectList] = useState(() => initialListState(NO_PROJECT_FILTERS, { pageSize: 5 }));
  const branches = useQuery({
    ...branchListQuery(client, { ...listQueryOf(branchList, SORT_KEYS), organizationId }),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery({
    ...projectListQuery(client, { ...listQueryOf(projectList, SORT_KEYS), orgId: organizationId }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Branches</h2>
        <BranchesTable
          page={branches.data}
          loading={branches.isPending}
          error={branches.error}
          onRetry={() => void branches.refetch()}
          value={branchList}
          onValueChange={setBranchList}
          branchHref={(b) => `${base}/branch/update/${b.id}`}
        />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Projects</h2>
        <ProjectsTable
          page={projects.data}
          loading={projects.isPending}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          value={projectList}
          onValueChange={setProjectList}
          projectHref={(p) => `${base}/project/update/${p.id}`}
        />
      </div>
    </>
  );
}
