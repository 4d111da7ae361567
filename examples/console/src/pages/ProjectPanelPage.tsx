import { projectQuery, projectUsersQuery, useConsoleClient, useRole, useSelection } from '@console/react';
import { EmptyState, LoadingState } from '@console/widgets';
import { ProjectDetailsPanel, ProjectPanel, ProjectServicesPanel } from '@console/widgets/projects';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeading } from '../areas/PageHeading';
import { useAreaMessages } from '../i18n/areaMessages';
import { useAfterFirstData } from '../shell/afterFirstData';

const PROJECT_ADMIN = 4;
/** The members' tab (the second). */
const MEMBERS_TAB = 1;

/**
 * A service's quota editor shows only once its detail is opened: its code (a form with its schema, and charts) is not
 * on the landing's path (its evaluation alone was a long task there). It loads as soon as a pointer or the focus
 * reaches the services, so that opening a detail most often finds it there.
 */
const loadServiceQuotaPanel = () => import('./serviceQuotaPanel');
const preloadServiceQuotaPanel = () => void loadServiceQuotaPanel().catch(() => {});
const ServiceQuotaPanel = lazy(() => loadServiceQuotaPanel().then((m) => ({ default: m.ServiceQuotaPanel })));

/** The selected project: its services (managed by project admins and above), its members and its details, one tab each. */
export function ProjectPanelPage() {
  const client = useConsoleClient();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const role = useRole();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const projectId = selection.project?.id ?? 0;
  const enabled = projectId > 0;
  const project = useQuery({ ...projectQuery(client, projectId), enabled });
  const canManage = (role?.priority ?? 99) <= PROJECT_ADMIN;
  const active = Number((search as { active?: unknown }).active) || 0;
  // The members are asked for at once when their tab is open; otherwise once the first screen has painted, so that
  // their request and answer do not come between the project's answer and its services' paint.
  const afterFirstData = useAfterFirstData();
  const members = useQuery({
    ...projectUsersQuery(client, projectId),
    enabled: enabled && (active === MEMBERS_TAB || afterFirstData),
  });

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.projectPanel} />
      {enabled ? (
        <ProjectPanel
          project={project.data}
          error={project.error}
          onRetry={() => void project.refetch()}
          active={active}
          onActiveChange={(next) => void navigate({ href: `${pathname}?active=${next}`, replace: true })}
          tabs={[
            {
              id: 'services',
              label: t.pageText.services,
              content: (
                // No box of its own (`contents`): it only hears the pointer and the focus coming to the services.
                // biome-ignore lint/a11y/noStaticElementInteractions: not a control, it preloads code; the services' own controls act
                <div className="contents" onPointerOver={preloadServiceQuotaPanel} onFocus={preloadServiceQuotaPanel}>
                  <ProjectServicesPanel
                    projectId={projectId}
                    canManage={canManage}
                    renderDetail={(s) => (
                      <Suspense fallback={<LoadingState />}>
                        <ServiceQuotaPanel
                          projectId={projectId}
                          serviceId={s.serviceId}
                          canEdit={canManage || { reason: t.reasons.onlyProjectAdminsChangeQuotas }}
                        />
                      </Suspense>
                    )}
                  />
                </div>
              ),
            },
            {
              id: 'members',
              label: t.pageText.members,
              content: (
                <ul aria-label={t.pageText.members} className="mt-3 flex flex-col gap-1">
                  {(members.data ?? []).map((m) => (
                    <li key={m.id} className="flex justify-between rounded border border-line bg-surface px-3 py-2">
                      <span>
                        {m.name} <span className="text-sm text-muted-fg">{m.email}</span>
                      </span>
                      <span className="text-sm text-fg">
                        {m.role === 'ADMIN' ? t.pageText.projectAdmin : t.pageText.member}
                      </span>
                    </li>
                  ))}
                </ul>
              ),
            },
            { id: 'details', label: t.pageText.details, content: <ProjectDetailsPanel projectId={projectId} /> },
          ]}
        />
      ) : (
        <EmptyState title={t.empty.noProject} description={t.empty.chooseProject} />
      )}
    </section>
  );
}
