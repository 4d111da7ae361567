import { useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import { pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import type { OrganizationRow } from './types';

export interface OrganizationsTableProps<T extends OrganizationRow> {
  /** The current page in the admin API's list shape; `undefined` until the first load. */
  page: { items: readonly T[]; pageIndex: number; pageSize: number; total: number } | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Sort by `NAME` or `CREATED_AT`; `null` is the server's default. */
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Where an organization's name links to, e.g. its update route. */
  organizationHref?: (organization: T) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  canEdit?: (organization: T) => Allowance;
  onEdit?: (organization: T) => void;
  canDelete?: (organization: T) => Allowance;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: (organization: T) => unknown;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** The organization list: server-side search, sort and paging, with create, edit and delete as the role allows. */
export function OrganizationsTable<T extends OrganizationRow>({
  page,
  loading = false,
  error,
  onRetry,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onPageChange,
  onPageSizeChange,
  organizationHref,
  canCreate = false,
  onCreate,
  canEdit,
  onEdit,
  canDelete,
  onDelete,
  appearance,
}: OrganizationsTableProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const [deleting, setDeleting] = useState<T | null>(null);
  const hasActions =
    (onEdit !== undefined && canEdit !== undefined) || (onDelete !== undefined && canDelete !== undefined);

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const base: DataTableColumn<T>[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (row) => (organizationHref ? <Link to={organizationHref(row)}>{row.name}</Link> : row.name),
      },
      { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
      { id: 'contactEmail', header: 'Contact', cell: (row) => row.contactEmail ?? '—' },
      { id: 'branchCount', header: 'Branches', align: 'end', cell: (row) => row.branchCount },
      { id: 'projectCount', header: 'Projects', align: 'end', cell: (row) => row.projectCount },
      { id: 'userCount', header: 'Users', align: 'end', cell: (row) => row.userCount },
      { id: 'CREATED_AT', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
    ];
    if (!hasActions) return base;
    const actions: DataTableColumn<T> = {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <span data-slot="row-actions">
          {onEdit && canEdit ? (
            <ActionButton
              variant="ghost"
              allow={canEdit(row)}
              aria-label={`Edit ${row.name}`}
              onClick={() => onEdit(row)}
            >
              Edit
            </ActionButton>
          ) : null}
          {onDelete && canDelete ? (
            <ActionButton
              variant="ghost"
              allow={canDelete(row)}
              aria-label={`Delete ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              Delete
            </ActionButton>
          ) : null}
        </span>
      ),
    };
    return [...base, actions];
  }, [Link, organizationHref, hasActions, onEdit, canEdit, onDelete, canDelete]);

  const toolbar = (
    <>
      <SearchInput label="Search organizations" value={search} onChange={onSearchChange} />
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
          Create organization
        </ActionButton>
      ) : null}
    </>
  );

  return (
    <>
      <DataTable
        label="Organizations"
        columns={columns}
        rows={page?.items}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyTitle={search ? `No organization matches “${search}”` : 'No organizations yet'}
        sort={sort}
        onSortChange={onSortChange}
        pagination={pagePagination(page, onPageChange, onPageSizeChange)}
        toolbar={toolbar}
        {...(appearance ? { appearance } : {})}
      />
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete ${deleting?.name ?? 'organization'}?`}
          description="Its branches and projects are deleted with it. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
