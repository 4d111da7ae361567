import { useToasts } from '@console/react';
import { DeploymentDetailPanel, ErrorState, useNavigation } from '@console/widgets';
import { PageHeading } from '../PageHeading';
import { useRouteId } from '../useRouteId';
import { NoProject } from './NoProject';
import { useProjectId } from './useProjectId';

const BASE = '/project-module/triton-inference';

/** One deployment: overview, versions, keys, schedule, permissions and timeline. */
export function DeploymentDetailPage() {
  const projectId = useProjectId();
  const id = useRouteId();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Deployment Details" />
      {projectId === 0 ? (
        <NoProject />
      ) : id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such deployment' }} />
      ) : (
        <DeploymentDetailPanel
          key={id}
          projectId={projectId}
          deploymentId={id}
          onEdit={(d) => navigate(`${BASE}/update/${d.id}`)}
          onDeleted={(d) => {
            toasts.show({ severity: 'success', summary: 'Deployment deleted', detail: d.name });
            navigate(BASE);
          }}
          onDone={(summary, detail) => toasts.show({ severity: 'success', summary, detail })}
        />
      )}
    </section>
  );
}
