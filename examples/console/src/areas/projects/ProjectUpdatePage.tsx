import {
  projectAvailableServicesQuery,
  projectQuery,
  useAddProjectService,
  useConsoleClient,
  useRedeployProjectService,
  useRemoveProjectService,
  useToasts,
  useUpdateProject,
} from '@console/react';
import { ErrorState, LoadingState, useNavigation } from '@console/widgets';
import { ProjectForm, ServicesPanel } from '@console/widgets/projects';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

const PROVISIONING_POLL_MS = 2000;

/** Edits a project's name, description and logo, and manages its services (add, redeploy, remove after asking). */
export function ProjectUpdatePage() {
  const client = useConsoleClient();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const project = useQuery({
    ...projectQuery(client, id),
    enabled: id > 0,
    refetchInterval: (query) =>
      query.state.data?.services.some((s) => s.status === 'PROVISIONING') ? PROVISIONING_POLL_MS : false,
  });
  const canManage = project.data?.isAdmin === true;
  const available = useQuery({ ...projectAvailableServicesQuery(client, id), enabled: id > 0 && canManage });
  const update = useUpdateProject();
  const add = useAddProjectService();
  const redeploy = useRedeployProjectService();
  const remove = useRemoveProjectService();
  // A super admin reached this screen from the organization it belongs to.
  const back =
    base === '/super-admin' ? `${base}/organization/update/${project.data?.organizationId ?? ''}` : `${base}/projects`;

  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageHeading title="Update Project" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such project' }} />
      ) : project.error ? (
        <ErrorState error={project.error} onRetry={() => void project.refetch()} />
      ) : project.data === undefined ? (
        <LoadingState label="Loading project…" />
      ) : (
        <>
          <ProjectForm
            key={project.data.id}
            mode="update"
            branches={[{ id: project.data.branchId, name: project.data.branchName }]}
            services={[]}
            initialValues={project.data}
            onSubmit={async ({ name, description, logo }) => {
              const saved = await update.mutateAsync({ id, body: { name, description, logo } });
              toasts.show({ severity: 'success', summary: 'Project saved', detail: saved.name });
              navigate(back);
            }}
            onCancel={() => navigate(back)}
          />
          <div>
            <h2 className="mb-2 text-lg font-semibold text-fg">Services</h2>
            <ServicesPanel
              services={project.data.services}
              loading={false}
              available={available.data ?? []}
              canAdd={canManage}
              onAdd={(serviceId) => add.mutateAsync({ id, body: { serviceId } })}
              canRedeploy={() => canManage}
              onRedeploy={(s) => redeploy.mutateAsync({ id, serviceId: s.serviceId })}
              canRemove={() => canManage}
              onRemove={async (s) => {
                await remove.mutateAsync({ id, serviceId: s.serviceId });
                toasts.show({ severity: 'success', summary: 'Service removed', detail: s.name });
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
