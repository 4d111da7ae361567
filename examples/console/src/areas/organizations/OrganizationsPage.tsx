import { organizationListQuery, useConsoleClient, useDeleteOrganization, useRole, useToasts } from '@console/react';
import { OrganizationsTable, useNavigation } from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useListState } from '../useListState';
import { useModuleBase } from '../useModuleBase';

/** Every organization, for super admins: search, sort, paging, create, edit and delete (after confirmation). */
export function OrganizationsPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const role = useRole();
  const toasts = useToasts();
  const list = useListState();
  const page = useQuery({ ...organizationListQuery(client, list.query), placeholderData: keepPreviousData });
  const remove = useDeleteOrganization();
  const superAdmin = allowAt(role?.priority, Role.SuperAdmin, 'Only super admins manage organizations');

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Organizations" />
      <OrganizationsTable
        page={page.data}
        loading={page.isPending}
        error={page.error}
        onRetry={() => void page.refetch()}
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPageIndex}
        onPageSizeChange={list.setPageSize}
        organizationHref={(o) => `${base}/organization/update/${o.id}`}
        canCreate={superAdmin}
        onCreate={() => navigate(`${base}/organization/create`)}
        canEdit={() => superAdmin}
        onEdit={(o) => navigate(`${base}/organization/update/${o.id}`)}
        canDelete={() => superAdmin}
        onDelete={async (o) => {
          await remove.mutateAsync(o.id);
          toasts.show({ severity: 'success', summary: 'Organization deleted', detail: o.name });
        }}
      />
    </section>
  );
}
