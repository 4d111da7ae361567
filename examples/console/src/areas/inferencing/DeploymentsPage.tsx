import { useToasts } from '@console/react';
import { DeploymentsPanel, useNavigation } from '@console/widgets';
import { PageHeading } from '../PageHeading';
import { NoProject } from './NoProject';
import { useProjectId } from './useProjectId';

const BASE = '/project-module/triton-inference';

/** The selected project's inference deployments, with live status. */
export function DeploymentsPage() {
  const projectId = useProjectId();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Inferencing list" />
      {projectId === 0 ? (
        <NoProject />
      ) : (
        <DeploymentsPanel
          projectId={projectId}
          deploymentHref={(d) => `${BASE}/${d.id}`}
          onCreate={() => navigate('/project-module/predefined-models')}
          onDeleted={(d) => toasts.show({ severity: 'success', summary: 'Deployment deleted', detail: d.name })}
        />
      )}
    </section>
  );
}
