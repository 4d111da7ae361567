import { useToasts } from '@console/react';
import { useNavigation } from '@console/widgets';
import { DeploymentsPanel } from '@console/widgets/inferencing';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { inferencingBase } from './inferencingBase';
import { NoProject } from './NoProject';
import { useProjectId } from './useProjectId';

/**
 * The selected project's inference deployments, with live status. In the member module it lists only
 * the deployments the member was granted a permission on (the admin API filters), and deploys nothing.
 */
export function DeploymentsPage({ member = false }: { member?: boolean }) {
  const BASE = inferencingBase(member);
  const t = useAreaMessages();
  const projectId = useProjectId();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.deployments} />
      {projectId === 0 ? (
        <NoProject />
      ) : (
        <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
          <DeploymentsPanel
            projectId={projectId}
            deploymentHref={(d) => `${BASE}/${d.id}`}
            {...(member ? {} : { onCreate: () => navigate('/project-module/predefined-models') })}
            onDeleted={(d) => toasts.show({ severity: 'success', summary: t.toasts.deploymentDeleted, detail: d.name })}
          />
        </div>
      )}
    </section>
  );
}
