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
import { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
import type { NotebookRow } from './types';

export interface NotebooksTableProps<T extends NotebookRow> {
  page: ListPage<T> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Sort by `NAME` or `CREATED_AT`; `null` is the server's default (newest first). */
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows whose each instance is (project admins see everyone's). */
  showOwner?: boolean;
  /** Starts or stops an instance from its row (the hub then moves it by itself). */
  onPower?: (notebook: T, action: 'start' | 'stop') => unknown;
  canPower?: (notebook: T) => Allowance;
  /** Where an instance is edited; no Edit link without it. */
  editHref?: (notebook: T) => string;
  canDelete?: (notebook: T) => Allowance;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: (notebook: T) => unknown;
  canCreate?: Allowance;
  onCreate?: () => void;
  appearance?: Appearance;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Notebook instances with inline start and stop, an Open link while running, edit and delete as allowed. */
export function NotebooksTable<T extends NotebookRow>(props: NotebooksTableProps<T>) {
  const { page, search, onSearchChange, showOwner = false, onPower, canPower, editHref, appearance } = props;
  const { canDelete, onDelete, canCreate = false, onCreate } = props;
  const { Link } = useNavigationOrAnchors();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const action = useActionRunner();

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const list: DataTableColumn<T>[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (row) => (editHref ? <Link to={editHref(row)}>{row.name}</Link> : row.name),
      },
    ];
    if (showOwner) list.push({ id: 'owner', header: 'Owner', cell: (row) => row.ownerName });
    list.push(
      {
        id: 'status',
        header: 'Status',
        cell: (row) => (
          <span data-slot="notebook-status">
            <StatusBadge tone={notebookTone(row.status)}>{notebookStatusLabel(row.status)}</StatusBadge>
            {row.statusReason ? <span data-slot="status-reason">{row.statusReason}</span> : null}
          </span>
        ),
      },
      { id: 'image', header: 'Image', cell: (row) => row.imageName },
      {
        id: 'resources',
        header: 'Resources',
        cell: (row) => (
          <>
            {notebookResources(row)}
            {row.replicas > 1 ? ` · ${row.replicas} replicas` : ''} · {row.storageGiB} GiB storage
          </>
        ),
      },
      {
        id: 'activity',
        header: 'Last activity',
        cell: (row) => (row.lastActivityAt ? timeFormat.format(new Date(row.lastActivityAt)) : '—'),
      },
      {
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (row) => {
          const power = powerActionOf(row.status);
          return (
            <span data-slot="row-actions">
              {row.url ? (
                <a href={row.url} target="_blank" rel="noreferrer" aria-label={`Open ${row.name}`}>
                  Open
                </a>
              ) : null}
              {onPower && power ? (
                <ActionButton
                  variant="secondary"
                  allow={canPower ? canPower(row) : true}
                  disabled={busyId === row.id}
                  aria-label={`${power === 'start' ? 'Start' : 'Stop'} ${row.name}`}
                  onClick={() => {
                    setBusyId(row.id);
                    void action.run(() => onPower(row, power)).finally(() => setBusyId(null));
                  }}
                >
                  {power === 'start' ? 'Start' : 'Stop'}
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
          );
        },
      },
    );
    return list;
  }, [Link, editHref, showOwner, onPower, canPower, busyId, action, onDelete, canDelete]);

  const toolbar = (
    <>
      <SearchInput label="Search notebooks" value={search} onChange={onSearchChange} />
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
          Create notebook
        </ActionButton>
      ) : null}
    </>
  );

  return (
    <>
      {action.error ? (
        <p data-slot="form-error" role="alert">
          {action.error.message}
        </p>
      ) : null}
      <DataTable
        label="Notebooks"
        columns={columns}
        rows={page?.items}
        getRowId={(row) => row.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={search !== '' ? 'No notebook matches this search' : 'No notebooks yet'}
        emptyDescription={search !== '' ? undefined : 'Create one to start working in JupyterLab.'}
        sort={props.sort}
        onSortChange={props.onSortChange}
        pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
        toolbar={toolbar}
        {...(appearance ? { appearance } : {})}
      />
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete ${deleting?.name ?? 'notebook'}?`}
          description="The notebook and its storage are deleted. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
