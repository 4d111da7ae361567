import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
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
  /** Opens the host's edit form for the user (e.g. `UserEditPanel`). */
  onEdit?: ((user: T) => void) | undefined;
  canEdit?: ((user: T) => Allowance) | undefined;
}

/** No status, new-user or role filter. */
export const NO_USER_FILTERS: UserFilters = Object.freeze({ isActive: null, isNewUser: null, role: null });

const name = (user: UserRow) => user.name;

/** The IAM user list with search, the filters of spec section 3, paging, and per-user actions by role. */
export function UsersTable<T extends UserRow>(props: UsersTableProps<T>) {
  const { userHref, onInvite, canInvite, onActiveChange, canChangeActive, onReinvite, canReinvite, ...rest } = props;
  const { onEdit, canEdit, ...list } = rest;
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, iam: iamEn });
  const format = useFormat();
  const t = messages.iam;

  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (user) => (userHref ? <Link to={userHref(user)}>{user.name}</Link> : user.name),
      },
      { id: 'email', header: t.columns.email, cell: (user) => user.email },
      {
        id: 'status',
        header: t.columns.status,
        cell: (user) => (
          <span data-slot="badge-list">
            <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
              {user.isActive ? t.active : t.inactive}
            </StatusBadge>
            {user.isNewUser ? <StatusBadge tone="info">{t.new}</StatusBadge> : null}
          </span>
        ),
      },
      {
        id: 'assignments',
        header: t.columns.roles,
        cell: (user) =>
          user.assignments.length === 0
            ? messages.common.none
            : user.assignments.map((a) => assignmentLabel(a, messages)).join('; '),
      },
      {
        id: 'lastSignIn',
        header: t.columns.lastSignIn,
        cell: (user) => (user.lastSignIn ? format.dateTime(user.lastSignIn) : messages.common.never),
      },
    ],
    [Link, userHref, messages, format, t],
  );

  const actions = useMemo<(RowAction<T> | undefined)[]>(
    () => [
      onEdit && { label: t.edit.open, allow: canEdit, run: onEdit },
      onReinvite && { label: t.reinvite, allow: canReinvite, run: onReinvite },
      onActiveChange && {
        label: (user) => (user.isActive ? t.deactivate : t.activate),
        allow: canChangeActive,
        run: (user) => onActiveChange(user, !user.isActive),
        confirm: (user) =>
          user.isActive
            ? {
                title: t.deactivateTitle({ name: user.name }),
                description: t.deactivateConsequence,
                confirmLabel: t.deactivate,
              }
            : null,
      },
    ],
    [onEdit, canEdit, onReinvite, canReinvite, onActiveChange, canChangeActive, t],
  );

  return (
    <ResourceTable
      {...list}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(user) => user.id}
      rowName={name}
      filters={NO_USER_FILTERS}
      renderFilters={(filters, onChange) => <UserFiltersBar filters={filters} onChange={onChange} />}
      onCreate={onInvite}
      canCreate={canInvite}
      createLabel={t.invite}
      actions={actions}
      emptyTitle={t.empty}
      noMatchTitle={t.noMatch}
    />
  );
}
