import type { User } from '@console/core';
import {
  useActivateUser,
  useConsoleClient,
  useExportUsers,
  useReinviteUser,
  userListQuery,
  useUserInfo,
  useUserSpace,
} from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Allowance } from '../actions/Allowance';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { allowIf } from '../panel/spaceAccess';
import { type SaveDownload, useListExport } from '../panel/useListExport';
import { useSuccessToast } from '../panel/useSuccessToast';
import { useNavigationOrAnchors } from '../provider/useLink';
import { LazyPart, lazyPart } from '../state/lazyPart';
import { listQueryOf } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import type { InvitePanelProps } from './InvitePanel';
import { inviteScopes, type UserScopeIds } from './inviteScopes';
import type { UserFilters } from './types';
import type { UserEditPanelProps } from './UserEditPanel';
import { NO_USER_FILTERS, UsersTable } from './UsersTable';
import { userEditable } from './userEditAccess';

// The invite panel (its Radix Dialog) and its form are fetched together, in parallel, when Invite is first pressed.
const invitePanel = lazyPart<InvitePanelProps>(() =>
  Promise.all([import('./InvitePanel'), import('./InviteForm')]).then(([m]) => m.InvitePanel),
);

// The edit dialog and its form are fetched when Edit is first chosen.
const editPanel = lazyPart<UserEditPanelProps>(() => import('./UserEditPanel').then((m) => m.UserEditPanel));

export interface UsersPanelProps extends UserScopeIds, ListStateProps<UserFilters> {
  userHref?: ((user: User) => string) | undefined;
  /** Invite navigates here instead of opening the panel's invite dialog. */
  inviteHref?: string | undefined;
  /** Overrides who may invite; by default whoever administers something in scope. */
  canInvite?: Allowance | undefined;
  /** Overrides who may (de)activate; by default anyone but yourself. */
  canChangeActive?: ((user: User) => Allowance) | undefined;
  /** Overrides who may be invited again; by default those who never signed in. */
  canReinvite?: ((user: User) => Allowance) | undefined;
  /** Saves the list's CSV export; default: a download in the browser. */
  onDownload?: SaveDownload | undefined;
  /** Overrides who may be edited; by default those the signed-in user may change anything of. */
  canEdit?: ((user: User) => Allowance) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The people of a scope (an organization, branch or project id; none for the whole platform), connected: fetches,
 * searches, filters and pages by itself; invites in its own dialog (or on the host's page, given `inviteHref`);
 * activates, deactivates after confirmation, and invites again. Needs only `ConsoleProvider` above it.
 */
export function UsersPanel(props: UsersPanelProps) {
  const { organizationId, branchId, projectId, userHref, inviteHref, appearance } = props;
  const scope: UserScopeIds = {
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(branchId === undefined ? {} : { branchId }),
    ...(projectId === undefined ? {} : { projectId }),
  };
  const client = useConsoleClient();
  const { navigate } = useNavigationOrAnchors();
  const [list, setList] = useListState(props, NO_USER_FILTERS);
  const params = { ...listQueryOf(list, LIST_SORT_KEYS), ...scope };
  const query = useQuery({ ...userListQuery(client, params), placeholderData: keepPreviousData });
  const exporter = useListExport(useExportUsers(), 'users', params, props.onDownload);
  const me = useUserInfo().data?.id;
  const space = useUserSpace().data;
  const scopes = space ? inviteScopes(space, scope) : [];
  const [inviting, setInviting] = useState(false);
  const [inviteOpened, setInviteOpened] = useState(false);
  const [editing, setEditing] = useState<{ id: number; open: boolean } | null>(null);
  const activate = useActivateUser();
  const reinvite = useReinviteUser();
  const notify = useSuccessToast();
  const t = useMessages({ iam: iamEn }).iam;

  return (
    <>
      <UsersTable
        {...queryListProps(query)}
        {...exporter}
        value={list}
        onValueChange={setList}
        userHref={userHref}
        onInvite={() => {
          if (inviteHref !== undefined) return navigate(inviteHref);
          setInviteOpened(true);
          setInviting(true);
        }}
        canInvite={props.canInvite ?? allowIf(space && scopes.length > 0, t.administerNothing)}
        onActiveChange={async (user, active) => {
          await activate.mutateAsync({ id: user.id, active });
          notify(active ? t.activated : t.deactivated, user.name);
        }}
        canChangeActive={
          props.canChangeActive ??
          ((user) => allowIf(me === undefined ? undefined : user.id !== me, t.cannotDeactivateSelf))
        }
        onReinvite={async (user) => {
          await reinvite.mutateAsync(user.id);
          notify(t.invitationSentAgain, user.email);
        }}
        canReinvite={props.canReinvite ?? ((user) => allowIf(user.isNewUser, t.alreadySignedIn))}
        onEdit={(user) => setEditing({ id: user.id, open: true })}
        canEdit={
          props.canEdit ??
          ((user) => {
            if (!space || me === undefined) return false;
            const may = userEditable(space, me, user);
            return allowIf(may.account || may.active || may.roles.length > 0, t.edit.nothingToChange);
          })
        }
        appearance={appearance}
      />
      {inviteHref === undefined && scopes.length > 0 && inviteOpened ? (
        <LazyPart
          code={invitePanel}
          props={{
            ...scope,
            open: inviting,
            onOpenChange: setInviting,
            onInvited: (input) => notify(t.invitationSent, t.invitee({ name: input.name, email: input.email })),
            ...(appearance ? { appearance } : {}),
          }}
        />
      ) : null}
      {editing ? (
        <LazyPart
          code={editPanel}
          props={{
            userId: editing.id,
            open: editing.open,
            onOpenChange: (open) => setEditing({ id: editing.id, open }),
            ...(appearance ? { appearance } : {}),
          }}
        />
      ) : null}
    </>
  );
}
