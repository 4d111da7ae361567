import {
  slaPolicyListQuery,
  useConsoleClient,
  useDeleteSlaPolicy,
  useRole,
  useSelection,
  useToasts,
} from '@console/react';
import { listQueryOf, SlaPoliciesTable, useListState, useNavigation } from '@console/widgets';
import { useQuery } from '@tanstack/react-query';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** The SLA policies of the selected organization (all of them for super admins); organization admins manage them. */
export function SlaListPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const toasts = useToasts();
  const [list, change] = useListState({}, {});
  const query = listQueryOf(list, ['ID', 'NAME', 'CREATED_AT'] as const);
  const organizationId = base === '/super-admin' ? undefined : selection.organization?.id;
  const page = useQuery(slaPolicyListQuery(client, { ...query, ...(organizationId ? { organizationId } : {}) }));
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
        onSearchChange={(search) => change({ search })}
        sort={list.sortBy ? { id: list.sortBy, desc: list.sortOrder === 'DESC' } : null}
        onSortChange={(sort) =>
          change({ sortBy: sort?.id, sortOrder: sort ? (sort.desc ? 'DESC' : 'ASC') : undefined })
        }
        onPageChange={(pageIndex) => change({ pageIndex })}
        onPageSizeChange={(pageSize) => change({ pageSize })}
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
