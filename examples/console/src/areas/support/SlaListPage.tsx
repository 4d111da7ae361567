import {
  slaPolicyListQuery,
  useConsoleClient,
  useDeleteSlaPolicy,
  useRole,
  useSelection,
  useToasts,
} from '@console/react';
import { useNavigation } from '@console/widgets';
import { LIST_SORT_KEYS, queryListProps } from '@console/widgets/panel';
import { SlaPoliciesTable } from '@console/widgets/support';
import { listQueryOf, NO_FILTERS, useListState } from '@console/widgets/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  const [list, setList] = useListState({}, NO_FILTERS);
  const organizationId = base === '/super-admin' ? undefined : selection.organization?.id;
  const query = useQuery({
    ...slaPolicyListQuery(client, {
      ...listQueryOf(list, LIST_SORT_KEYS),
      ...(organizationId ? { organizationId } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteSlaPolicy();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="SLA List" />
      <SlaPoliciesTable
        {...queryListProps(query)}
        value={list}
        onValueChange={setList}
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
