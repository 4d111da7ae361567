import { useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { DeploymentFormPanel } from '@console/widgets/inferencing';
import { useSearch } from '@tanstack/react-router';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { parseId, useRouteId } from '../useRouteId';
import { inferencingBase } from './inferencingBase';
import { NoProject } from './NoProject';
import { RegistryCredentialsSection } from './RegistryCredentialsSection';
import { useProjectId } from './useProjectId';

/**
 * Creates a deployment (prefilled from `?modelId=` when it comes from the catalog) or changes one. In
 * the member module (a member granted MANAGE) it only changes one, without registry credentials, which
 * belong to admins.
 */
export function DeploymentFormPage({ mode, member = false }: { mode: 'create' | 'update'; member?: boolean }) {
  const BASE = inferencingBase(member);
  const t = useAreaMessages();
  const projectId = useProjectId();
  const id = useRouteId();
  const search = useSearch({ strict: false }) as { modelId?: unknown };
  const modelId = parseId(search.modelId === undefined ? undefined : String(search.modelId));
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const back = mode === 'update' ? `${BASE}/${id}` : BASE;
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageHeading title={mode === 'create' ? t.pages.deploymentCreate : t.pages.deploymentUpdate} />
      {projectId === 0 ? (
        <NoProject />
      ) : mode === 'update' && id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.deployment }} />
      ) : (
        <DeploymentFormPanel
          projectId={projectId}
          {...(mode === 'update' ? { deploymentId: id } : {})}
          {...(mode === 'create' && modelId > 0 ? { modelId } : {})}
          onSaved={(d) => {
            toasts.show({
              severity: 'success',
              summary: mode === 'create' ? t.toasts.deploymentStarted : t.toasts.newVersionRollingOut,
              detail: d.name,
            });
            navigate(`${BASE}/${d.id}`);
          }}
          onCancel={() => navigate(back)}
        />
      )}
      {projectId === 0 || member ? null : <RegistryCredentialsSection />}
    </section>
  );
}
