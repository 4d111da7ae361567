import { organizationListQuery, useConsoleClient, useDeleteOrganization, useRole, useToasts } from '@console/react';
import { listQueryOf, OrganizationsTable, useNavigation } from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allowAt, Role } from '../canAct';
import { emptyList, SORT_KEYS } from '../listState';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Every organization, for super admins: search, sort, paging, create, edit and delete (after confirmation). */
export function OrganizationsPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const role = useRole();
  const toasts = useToasts();
  const [list, setList] = useState(emptyList);
  const page = useQuery({
    ...organizationListQuery(client, listQueryOf(list, SORT_KEYS)),
    placeholderData: keepPreviousData,
  });
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
        value={list}
        onValueChange={setList}
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
