import { branchListQuery, useConsoleClient, useDeleteBranch, useRole, useSelection, useToasts } from '@console/react';
import { BranchesTable, Button, EmptyState, listQueryOf, useNavigation } from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allowAt, Role } from '../canAct';
import { emptyList, SORT_KEYS } from '../listState';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/**
 * The branches of the selected organization the user can see. Organization admins create and delete them; in the
 * branch module the list narrows to what the branch admin may see (the API decides).
 */
export function BranchesPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const toasts = useToasts();
  const [list, setList] = useState(emptyList);
  const organizationId = selection.organization?.id ?? 0;
  const page = useQuery({
    ...branchListQuery(client, { ...listQueryOf(list, SORT_KEYS), organizationId }),
    enabled: organizationId > 0,
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteBranch();
  const orgAdmin = allowAt(role?.priority, Role.OrganizationAdmin, 'Only organization admins manage branches');
  const inOrgModule = base === '/org-module';

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Branches">
        {inOrgModule && organizationId > 0 && orgAdmin === true ? (
          <Button onClick={() => navigate(`${base}/organization/update/${organizationId}`)}>Edit organization</Button>
        ) : null}
      </PageHeading>
      {organizationId === 0 ? (
        <EmptyState title="No organization selected" description="Choose an organization in the context switcher." />
      ) : (
        <BranchesTable
          page={page.data}
          loading={page.isPending}
          error={page.error}
          onRetry={() => void page.refetch()}
          value={list}
          onValueChange={setList}
          branchHref={(b) => `${base}/branch/${b.id}`}
          canCreate={inOrgModule ? orgAdmin : false}
          onCreate={() => navigate(`${base}/branch/create`)}
          canDelete={() => (inOrgModule ? orgAdmin : false)}
          onDelete={async (b) => {
            await remove.mutateAsync(b.id);
            toasts.show({ severity: 'success', summary: 'Branch deleted', detail: b.name });
          }}
        />
      )}
    </section>
  );
}
