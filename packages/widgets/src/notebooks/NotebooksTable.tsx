import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { formatDateTime } from '../table/formatDate';
import { type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { RowAction } from '../table/rowActions';
import type { DataTableColumn } from '../table/types';
import { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
import type { NotebookRow } from './types';

export interface NotebooksTableProps<T extends NotebookRow> extends ResourceListProps<T> {
  /** Shows whose each instance is (project admins see everyone's). */
  showOwner?: boolean;
  /** Starts or stops an instance from its row (the hub then moves it by itself). */
  onPower?: (notebook: T, action: 'start' | 'stop') => unknown;
  canPower?: (notebook: T) => Allowance;
  /** Where an instance is edited; the name links there when given. */
  editHref?: (notebook: T) => string;
  canDelete?: (notebook: T) => Allowance;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: (notebook: T) => unknown;
  canCreate?: Allowance;
  onCreate?: () => void;
}

/** Notebook instances with inline Start and Stop, an Open link while running, edit and delete as allowed. */
export function NotebooksTable<T extends NotebookRow>(props: NotebooksTableProps<T>) {
  const { showOwner = false, onPower, canPower, editHref, canDelete, onDelete, canCreate, onCreate, ...list } = props;
  const { Link } = useNavigationOrAnchors();

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const all: (DataTableColumn<T> | false)[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (row) => (editHref ? <Link to={editHref(row)}>{row.name}</Link> : row.name),
      },
      showOwner && { id: 'owner', header: 'Owner', cell: (row) => row.ownerName },
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
        cell: (row) =>
          `${notebookResources(row)}${row.replicas > 1 ? ` · ${row.replicas} replicas` : ''} · ${row.storageGiB} GiB storage`,
      },
      {
        id: 'activity',
        header: 'Last activity',
        cell: (row) => (row.lastActivityAt ? formatDateTime(row.lastActivityAt) : '—'),
      },
      {
        id: 'open',
        header: 'Notebook',
        cell: (row) =>
          row.url ? (
            <a href={row.url} target="_blank" rel="noreferrer" aria-label={`Open ${row.name}`}>
              Open
            </a>
          ) : (
            '—'
          ),
      },
    ];
    return all.filter((column): column is DataTableColumn<T> => column !== false);
  }, [Link, editHref, showOwner]);

  const power: RowAction<T> | undefined = onPower && {
    label: (row) => (powerActionOf(row.status) === 'start' ? 'Start' : 'Stop'),
    // While it stops, there is nothing to press until it has stopped.
    allow: (row) => (powerActionOf(row.status) === null ? false : (canPower?.(row) ?? true)),
    run: (row) => {
      const action = powerActionOf(row.status);
      return action ? onPower(row, action) : undefined;
    },
  };

  return (
    <ResourceTable
      {...list}
      label="Notebooks"
      searchLabel="Search notebooks"
      columns={columns}
      getRowId={(row) => row.id}
      rowName={(row) => row.name}
      onCreate={onCreate}
      canCreate={canCreate}
      createLabel="Create notebook"
      onDelete={onDelete}
      canDelete={canDelete}
      deleteConsequence="The notebook and its storage are deleted. This cannot be undone."
      actions={[power]}
      emptyTitle="No notebooks yet"
      noMatchTitle="No notebook matches this search"
    />
  );
}
