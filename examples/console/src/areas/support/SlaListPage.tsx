import {
  slaPolicyListQuery,
  useConsoleClient,
  useDeleteSlaPolicy,
  useRole,
  useSelection,
  useToasts,
} from '@console/react';
import { SlaPoliciesTable, useNavigation } from '@console/widgets';
import { useQuery } from '@tanstack/react-query';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useListState } from '../useListState';
import { useModuleBase } from '../useModuleBase';

/** The SLA policies of the selected organization (all of them for super admins); organization admins manage them. */
export function SlaListPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const toasts = useToasts();
  const list = useListState();
  const organizationId = base === '/super-admin' ? undefined : selection.organization?.id;
  const page = useQuery(slaPolicyListQuery(client, { ...list.query, ...(organizationId ? { organizationId } : {}) }));
  const remove = useDeleteSlaPolicy();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="SLA List" />
      <SlaPoliciesTable
        page={page.data}
        loading={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        search={list.search}
        onSearchChange={list.setSearch}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPageIndex}
        onPageSizeChange={list.setPageSize}
        policyHref={(p) => `${base}/sla/update/${p.id}`}
        canCreate={allowAt(role?.priority, Role.OrganizationAdmin, 'Only organization admins create SLA policies')}
        onCreate={() => navigate(`${base}/sla/create`)}
        onDelete={async (p) => {
          await remove.mutateAsync(p.id);
          toasts.show({ severity: 'success', summary: 'SLA policy deleted', detail: p.name });
        }}
      />
    </section>
  );
}
