import {
  useActivateUser,
  useConsoleClient,
  useReinviteUser,
  userListQuery,
  useSelection,
  useToasts,
  useUserInfo,
} from '@console/react';
import { EmptyState, type UserFilters, UsersTable, useNavigation } from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../PageHeading';
import { useListState } from '../useListState';
import { useModuleBase } from '../useModuleBase';
import { userScope } from './userScope';

const anyFilter: UserFilters = { isActive: null, isNewUser: null, role: null };

/** The users of the module's scope with the filters of spec section 3; invite, activate and re-invite. */
export function IamPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const toasts = useToasts();
  const me = useUserInfo().data?.id;
  const list = useListState();
  const [filters, setFilters] = useState<UserFilters>(anyFilter);
  const scope = userScope(base, selection);
  const page = useQuery({
    ...userListQuery(client, {
      ...list.query,
      ...scope,
      ...(filters.isActive === null ? {} : { isActive: filters.isActive }),
      ...(filters.isNewUser === null ? {} : { isNewUser: filters.isNewUser }),
      ...(filters.role === null ? {} : { role: filters.role }),
    }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
  const activate = useActivateUser();
  const reinvite = useReinviteUser();

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="IAM" />
      {scope === null ? (
        <EmptyState title="Nothing selected" description="Choose where to manage users in the context switcher." />
      ) : (
        <UsersTable
          page={page.data}
          loading={page.isPending}
          error={page.error}
          onRetry={() => void page.refetch()}
          search={list.search}
          onSearchChange={list.setSearch}
          filters={filters}
          onFiltersChange={(next) => {
            setFilters(next);
            list.setPageIndex(0);
          }}
          sort={list.sort}
          onSortChange={list.setSort}
          onPageChange={list.setPageIndex}
          onPageSizeChange={list.setPageSize}
          userHref={(u) => `${base}/user-detail/${u.id}`}
          canInvite
          onInvite={() => navigate(`${base}/invite-user`)}
          canChangeActive={(u) => (u.id === me ? { reason: 'You cannot deactivate yourself' } : true)}
          onActiveChange={async (u, active) => {
            await activate.mutateAsync({ id: u.id, active });
            toasts.show({
              severity: 'success',
              summary: active ? 'User activated' : 'User deactivated',
              detail: u.name,
            });
          }}
          canReinvite={(u) => (u.isNewUser ? true : { reason: 'They have already signed in' })}
          onReinvite={async (u) => {
            await reinvite.mutateAsync(u.id);
            toasts.show({ severity: 'success', summary: 'Invitation sent again', detail: u.email });
          }}
        />
      )}
    </section>
  );
}
