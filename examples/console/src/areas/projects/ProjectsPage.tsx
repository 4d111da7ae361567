import {
  projectListQuery,
  useConsoleClient,
  useDeleteProject,
  useFavoriteProject,
  useRole,
  useSelection,
  useToasts,
} from '@console/react';
import {
  EmptyState,
  initialListState,
  listQueryOf,
  NO_PROJECT_FILTERS,
  ProjectsTable,
  serviceCatalogue,
  useNavigation,
} from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allowAt, Role } from '../canAct';
import { SORT_KEYS } from '../listState';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { projectScope } from './projectScope';

/** While a service provisions, the list polls so its status turns READY without a reload. */
const PROVISIONING_POLL_MS = 2000;

/**
 * The projects of the selected organization (org module) or branch (branch module): server-side search, sort,
 * paging and service filter, favorites, create and delete for admins.
 */
export function ProjectsPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const toasts = useToasts();
  const [list, setList] = useState(() => initialListState(NO_PROJECT_FILTERS));
  const scope = projectScope(base, selection);
  const page = useQuery({
    ...projectListQuery(client, { ...listQueryOf(list, SORT_KEYS), ...scope }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((p) => p.services.some((s) => s.status === 'PROVISIONING'))
        ? PROVISIONING_POLL_MS
        : false,
  });
  const favorite = useFavoriteProject();
  const remove = useDeleteProject();
  const needed = base === '/org-module' ? Role.OrganizationAdmin : Role.BranchAdmin;
  const canCreate = allowAt(role?.priority, needed, 'Only organization and branch admins create projects');

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Projects" />
      {scope === null ? (
        <EmptyState title="Nothing selected" description="Choose an organization or branch in the context switcher." />
      ) : (
        <ProjectsTable
          page={page.data}
          loading={page.isPending}
          error={page.error}
          onRetry={() => void page.refetch()}
          value={list}
          onValueChange={setList}
          services={serviceCatalogue(client.config.serviceIds)}
          onFavoriteChange={(p, isFavorite) => favorite.mutateAsync({ id: p.id, isFavorite })}
          projectHref={(p) => `${base}/project/update/${p.id}`}
          canCreate={canCreate}
          onCreate={() => navigate(`${base}/project/create`)}
          canDelete={(p) => (p.isAdmin ? true : { reason: 'Only admins of this project delete it' })}
          onDelete={async (p) => {
            await remove.mutateAsync(p.id);
            toasts.show({ severity: 'success', summary: 'Project deleted', detail: p.name });
          }}
        />
      )}
    </section>
  );
}
