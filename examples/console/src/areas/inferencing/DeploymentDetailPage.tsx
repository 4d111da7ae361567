import { deploymentQuery, useConsoleClient, useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { DeploymentDetailPanel } from '@console/widgets/inferencing';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { OpenTicketLink } from '../support/OpenTicketLink';
import { useRouteId } from '../useRouteId';
import { inferencingBase } from './inferencingBase';
import { NoProject } from './NoProject';
import { useProjectId } from './useProjectId';

/** One deployment: overview, versions, keys, schedule, permissions and timeline, as the caller may see them. */
export function DeploymentDetailPage({ member = false }: { member?: boolean }) {
  const BASE = inferencingBase(member);
  const t = useAreaMessages();
  const projectId = useProjectId();
  const id = useRouteId();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const client = useConsoleClient();
  // The panel's own query: read from the cache to name the deployment in a ticket.
  const { data } = useQuery({ ...deploymentQuery(client, projectId, id), enabled: projectId > 0 && id > 0 });
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t.pages.deploymentDetail}>
        <OpenTicketLink related={data && { kind: 'DEPLOYMENT', id: data.id, name: data.name }} />
      </PageHeading>
      {projectId === 0 ? (
        <NoProject />
      ) : id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.deployment }} />
      ) : (
        <DeploymentDetailPanel
          key={id}
          projectId={projectId}
          deploymentId={id}
          onEdit={(d) => navigate(`${BASE}/update/${d.id}`)}
          onDeleted={(d) => {
            toasts.show({ severity: 'success', summary: t.toasts.deploymentDeleted, detail: d.name });
            navigate(BASE);
          }}
          onDone={(summary, detail) => toasts.show({ severity: 'success', summary, detail })}
        />
      )}
    </section>
  );
}
