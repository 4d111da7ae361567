import {
  useActivateUser,
  useConsoleClient,
  useReinviteUser,
  userListQuery,
  useSelection,
  useToasts,
  useUserInfo,
} from '@console/react';
import {
  EmptyState,
  initialListState,
  listQueryOf,
  NO_USER_FILTERS,
  UsersTable,
  useNavigation,
} from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SORT_KEYS } from '../listState';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { userScope } from './userScope';

/** The users of the module's scope with the filters of spec section 3; invite, activate and re-invite. */
export function IamPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const toasts = useToasts();
  const me = useUserInfo().data?.id;
  const [list, setList] = useState(() => initialListState(NO_USER_FILTERS));
  const scope = userScope(base, selection);
  const page = useQuery({
    ...userListQuery(client, {
      ...listQueryOf(list, SORT_KEYS),
      ...scope,
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
          value={list}
          onValueChange={setList}
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
