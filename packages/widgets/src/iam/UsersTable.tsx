import { useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { assignmentLabel } from './assignmentLabel';
import type { UserFilters, UserRow } from './types';
import { UserFiltersBar } from './UserFiltersBar';

export interface UsersTableProps<T extends UserRow> {
  page: ListPage<T> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
  /** Sort by `NAME` or `CREATED_AT`; `null` is the server's default. */
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  userHref?: (user: T) => string;
  canInvite?: Allowance;
  onInvite?: () => void;
  canChangeActive?: (user: T) => Allowance;
  /** Activates or (after confirmation) deactivates a user. */
  onActiveChange?: (user: T, active: boolean) => unknown;
  canReinvite?: (user: T) => Allowance;
  onReinvite?: (user: T) => unknown;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The IAM user list with search, the filters of spec section 3, paging, and per-user actions by role. */
export function UsersTable<T extends UserRow>(props: UsersTableProps<T>) {
  const { page, search, filters, userHref, canInvite = false, onInvite, appearance } = props;
  const { canChangeActive, onActiveChange, canReinvite, onReinvite } = props;
  const { Link } = useNavigationOrAnchors();
  const [deactivating, setDeactivating] = useState<T | null>(null);
  const { run, error: actionError } = useActionRunner();

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const list: DataTableColumn<T>[] = [
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
        cell: (user) => (user.lastSignIn ? dateFormat.format(new Date(user.lastSignIn)) : 'Never'),
      },
    ];
    const hasActions = (onActiveChange && canChangeActive) || (onReinvite && canReinvite);
    if (hasActions)
      list.push({
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (user) => (
          <span data-slot="row-actions">
            {onReinvite && canReinvite ? (
              <ActionButton
                variant="ghost"
                allow={canReinvite(user)}
                aria-label={`Re-invite ${user.name}`}
                onClick={() => void run(() => onReinvite(user))}
              >
                Re-invite
              </ActionButton>
            ) : null}
            {onActiveChange && canChangeActive ? (
              <ActionButton
                variant="ghost"
                allow={canChangeActive(user)}
                aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.name}`}
                onClick={() => (user.isActive ? setDeactivating(user) : void run(() => onActiveChange(user, true)))}
              >
                {user.isActive ? 'Deactivate' : 'Activate'}
              </ActionButton>
            ) : null}
          </span>
        ),
      });
    return list;
  }, [Link, userHref, onActiveChange, canChangeActive, onReinvite, canReinvite, run]);

  const filtered = search !== '' || filters.isActive !== null || filters.isNewUser !== null || filters.role !== null;
  return (
    <>
      <DataTable
        label="Users"
        columns={columns}
        rows={page?.items}
        getRowId={(user) => user.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={filtered ? 'No user matches these filters' : 'No users yet'}
        sort={props.sort}
        onSortChange={props.onSortChange}
        pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
        toolbar={
          <>
            <SearchInput label="Search users" value={search} onChange={props.onSearchChange} />
            <UserFiltersBar filters={filters} onChange={props.onFiltersChange} />
            {onInvite ? (
              <ActionButton variant="primary" allow={canInvite} onClick={onInvite}>
                Invite user
              </ActionButton>
            ) : null}
            {actionError ? (
              <p data-slot="form-error" role="alert">
                {actionError.message}
              </p>
            ) : null}
          </>
        }
        {...(appearance ? { appearance } : {})}
      />
      {onActiveChange ? (
        <ConfirmDialog
          open={deactivating !== null}
          onOpenChange={(open) => {
            if (!open) setDeactivating(null);
          }}
          title={`Deactivate ${deactivating?.name ?? 'user'}?`}
          description="They can no longer sign in until activated again."
          confirmLabel="Deactivate"
          destructive
          onConfirm={() => (deactivating ? onActiveChange(deactivating, false) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
