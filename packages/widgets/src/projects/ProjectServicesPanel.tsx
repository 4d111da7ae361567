import type { ProjectService } from '@console/core';
import {
  projectAvailableServicesQuery,
  projectQuery,
  useAddProjectService,
  useConsoleClient,
  useRedeployProjectService,
  useRemoveProjectService,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { ServicesPanel } from './ServicesPanel';

/** While a service provisions, the project is fetched again so its status turns READY without a reload. */
const PROVISIONING_POLL_MS = 2000;

export interface ProjectServicesPanelProps {
  projectId: number;
  /** Who may add, redeploy and remove services; by default the project's admins (its `isAdmin`). */
  canManage?: boolean | undefined;
  /** A service's detail under it, e.g. `ServiceQuotaPanel`; no Details button without it. */
  renderDetail?: ((service: ProjectService) => ReactNode) | undefined;
  /** Called after a confirmed removal succeeded (toast it). */
  onRemoved?: ((service: ProjectService) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * A project's services inside `ConsoleProvider`: fetches the project (polling while a service provisions) and
 * the catalogue's services it lacks; adds, redeploys, and removes after confirmation. The one place a project's
 * services are changed.
 */
export function ProjectServicesPanel({
  projectId,
  canManage: canManageProp,
  renderDetail,
  onRemoved,
  appearance,
}: ProjectServicesPanelProps) {
  const client = useConsoleClient();
  const project = useQuery({
    ...projectQuery(client, projectId),
    enabled: projectId > 0,
    refetchInterval: (query) =>
      query.state.data?.services.some((s) => s.status === 'PROVISIONING') ? PROVISIONING_POLL_MS : false,
  });
  const canManage = canManageProp ?? project.data?.isAdmin === true;
  const available = useQuery({
    ...projectAvailableServicesQuery(client, projectId),
    enabled: projectId > 0 && canManage,
  });
  const add = useAddProjectService();
  const redeploy = useRedeployProjectService();
  const remove = useRemoveProjectService();
  return (
    <ServicesPanel
      services={project.data?.services}
      loading={project.isPending}
      error={project.error}
      onRetry={() => void project.refetch()}
      available={available.data ?? []}
      canAdd={canManage}
      onAdd={(serviceId) => add.mutateAsync({ id: projectId, body: { serviceId } })}
      canRedeploy={() => canManage}
      onRedeploy={(s) => redeploy.mutateAsync({ id: projectId, serviceId: s.serviceId })}
      canRemove={() => canManage}
      onRemove={async (s) => {
        await remove.mutateAsync({ id: projectId, serviceId: s.serviceId });
        onRemoved?.(s);
      }}
      {...(renderDetail ? { renderDetail } : {})}
      {...(appearance ? { appearance } : {})}
    />
  );
}
