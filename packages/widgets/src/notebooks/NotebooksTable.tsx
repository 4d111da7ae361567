import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { common as commonEn } from '../i18n/messages/en/common';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { RowAction } from '../table/rowActions';
import type { DataTableColumn } from '../table/types';
import { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
import { OpenNotebookLink } from './OpenNotebookLink';
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
  /** Asks for the one-time address Open follows; without it Open follows the instance's `url`. */
  onOpen?: (notebook: T) => Promise<{ url: string }>;
  /** Whether Open shows for an instance (only its owner enters a notebook); default: whenever it runs. */
  canOpen?: (notebook: T) => boolean;
}

/** Notebook instances with inline Start and Stop, an Open link while running, edit and delete as allowed. */
export function NotebooksTable<T extends NotebookRow>(props: NotebooksTableProps<T>) {
  const {
    showOwner = false,
    onPower,
    canPower,
    editHref,
    canDelete,
    onDelete,
    canCreate,
    onCreate,
    onOpen,
    canOpen,
    ...list
  } = props;
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, notebooks: notebooksEn });
  const format = useFormat();
  const t = messages.notebooks;

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const all: (DataTableColumn<T> | false)[] = [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (row) => (editHref ? <Link to={editHref(row)}>{row.name}</Link> : row.name),
      },
      showOwner && { id: 'owner', header: t.columns.owner, cell: (row) => row.ownerName },
      {
        id: 'status',
        header: t.columns.status,
        cell: (row) => (
          <span data-slot="notebook-status">
            <StatusBadge tone={notebookTone(row.status)}>{notebookStatusLabel(row.status, messages)}</StatusBadge>
            {row.statusReason ? <span data-slot="status-reason">{row.statusReason}</span> : null}
          </span>
        ),
      },
      { id: 'image', header: t.columns.image, cell: (row) => row.imageName },
      {
        id: 'resources',
        header: t.columns.resources,
        cell: (row) =>
          [
            notebookResources(row, messages, format),
            ...(row.replicas > 1 ? [t.resources.replicas({ count: format.number(row.replicas) })] : []),
            t.resources.storage({ gib: format.number(row.storageGiB) }),
          ].join(' · '),
      },
      {
        id: 'activity',
        header: t.columns.lastActivity,
        cell: (row) => (row.lastActivityAt ? format.dateTime(row.lastActivityAt) : messages.common.none),
      },
      {
        id: 'open',
        header: t.columns.notebook,
        cell: (row) =>
          row.url && (canOpen?.(row) ?? true) ? (
            <OpenNotebookLink name={row.name} href={row.url} onOpen={onOpen ? () => onOpen(row) : undefined}>
              {t.open}
            </OpenNotebookLink>
          ) : (
            messages.common.none
          ),
      },
    ];
    return all.filter((column): column is DataTableColumn<T> => column !== false);
  }, [Link, editHref, showOwner, messages, format, t, onOpen, canOpen]);

  const power: RowAction<T> | undefined = onPower && {
    label: (row) => (powerActionOf(row.status) === 'start' ? t.start : t.stop),
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
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(row) => row.id}
      rowName={(row) => row.name}
      onCreate={onCreate}
      canCreate={canCreate}
      createLabel={t.create}
      onDelete={onDelete}
      canDelete={canDelete}
      deleteConsequence={t.deleteConsequence}
      actions={[power]}
      emptyTitle={t.empty}
      noMatchTitle={t.noMatch}
    />
  );
}
