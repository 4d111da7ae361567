import { projectQuery, useConsoleClient, useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { ProjectDetailsPanel, ProjectFormPanel, ProjectServicesPanel } from '@console/widgets/projects';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/**
 * Edits a project's name, description and logo, manages its services (add, redeploy, remove after asking), and shows
 * its details: services' status, current services, groups and the branch's project list.
 */
export function ProjectUpdatePage() {
  const client = useConsoleClient();
  const t = useAreaMessages();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  // The panels' own query, read here for where to go back to and to show the services once the project is there.
  const project = useQuery({ ...projectQuery(client, id), enabled: id > 0 });
  // A super admin reached this screen from the organization it belongs to.
  const back =
    base === '/super-admin' ? `${base}/organization/update/${project.data?.organizationId ?? ''}` : `${base}/projects`;

  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageHeading title={t.pages.projectUpdate} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.project }} />
      ) : (
        <>
          <ProjectFormPanel
            projectId={id}
            onSaved={(saved) => {
              toasts.show({ severity: 'success', summary: t.toasts.projectSaved, detail: saved.name });
              navigate(back);
            }}
            onCancel={() => navigate(back)}
          />
          {project.data ? (
            <div>
              <h2 className="mb-2 text-lg font-semibold text-fg">{t.pageText.services}</h2>
              <ProjectServicesPanel
                projectId={id}
                onRemoved={(s) =>
                  toasts.show({ severity: 'success', summary: t.toasts.serviceRemoved, detail: s.name })
                }
              />
            </div>
          ) : null}
          {project.data ? (
            <div>
              <h2 className="mb-2 text-lg font-semibold text-fg">{t.pageText.details}</h2>
              <ProjectDetailsPanel projectId={id} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
