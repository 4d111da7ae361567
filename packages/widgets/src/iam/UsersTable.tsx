import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { formatDateTime } from '../table/formatDate';
import { type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { RowAction } from '../table/rowActions';
import type { DataTableColumn } from '../table/types';
import { assignmentLabel } from './assignmentLabel';
import type { UserFilters, UserRow } from './types';
import { UserFiltersBar } from './UserFiltersBar';

export interface UsersTableProps<T extends UserRow> extends ResourceListProps<T, UserFilters> {
  userHref?: ((user: T) => string) | undefined;
  /** Shows "Invite user"; `canInvite` (default allowed) gates it by role. */
  onInvite?: (() => void) | undefined;
  canInvite?: Allowance | undefined;
  /** Activates at once, or deactivates after confirmation. */
  onActiveChange?: ((user: T, active: boolean) => unknown) | undefined;
  canChangeActive?: ((user: T) => Allowance) | undefined;
  onReinvite?: ((user: T) => unknown) | undefined;
  canReinvite?: ((user: T) => Allowance) | undefined;
}

/** No status, new-user or role filter. */
export const NO_USER_FILTERS: UserFilters = Object.freeze({ isActive: null, isNewUser: null, role: null });

const name = (user: UserRow) => user.name;

/** The IAM user list with search, the filters of spec section 3, paging, and per-user actions by role. */
export function UsersTable<T extends UserRow>(props: UsersTableProps<T>) {
  const { userHref, onInvite, canInvite, onActiveChange, canChangeActive, onReinvite, canReinvite, ...list } = props;
  const { Link } = useNavigationOrAnchors();

  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (user) => (userHref ? <Link to={userHref(user)}>{user.name}</Link> : user.name),
      },
      { id: 'email', header: 'Email', cell: (user) => user.email },
      {
        id: 'status',
        header: 'Status',
        cell: (user) => (
          <span data-slot="badge-list">
            <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
              {user.isActive ? 'Active' : 'Inactive'}
            </StatusBadge>
            {user.isNewUser ? <StatusBadge tone="info">New</StatusBadge> : null}
          </span>
        ),
      },
      {
        id: 'assignments',
        header: 'Roles',
        cell: (user) =>
          user.assignments.length === 0 ? '—' : user.assignments.map((a) => assignmentLabel(a)).join('; '),
      },
      {
        id: 'lastSignIn',
        header: 'Last sign-in',
        cell: (user) => (user.lastSignIn ? formatDateTime(user.lastSignIn) : 'Never'),
      },
    ],
    [Link, userHref],
  );

  const actions = useMemo<(RowAction<T> | undefined)[]>(
    () => [
      onReinvite && { label: 'Re-invite', allow: canReinvite, run: onReinvite },
      onActiveChange && {
        label: (user) => (user.isActive ? 'Deactivate' : 'Activate'),
        allow: canChangeActive,
        run: (user) => onActiveChange(user, !user.isActive),
        confirm: (user) =>
          user.isActive
            ? {
                title: `Deactivate ${user.name}?`,
                description: 'They can no longer sign in until activated again.',
                confirmLabel: 'Deactivate',
              }
            : null,
      },
    ],
    [onReinvite, canReinvite, onActiveChange, canChangeActive],
  );

  return (
    <ResourceTable
      {...list}
      label="Users"
      searchLabel="Search users"
      columns={columns}
      getRowId={(user) => user.id}
      rowName={name}
      filters={NO_USER_FILTERS}
      renderFilters={(filters, onChange) => <UserFiltersBar filters={filters} onChange={onChange} />}
      create={onInvite && { label: 'Invite user', allow: canInvite, onClick: onInvite }}
      actions={actions}
      emptyTitle="No users yet"
      noMatchTitle="No user matches these filters"
    />
  );
}
