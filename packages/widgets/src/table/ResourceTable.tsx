import { type ReactNode, useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import { Button } from '../button/Button';
import type { ConfirmDialogProps } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { DataTable } from './DataTable';
import { isFiltered, type ListState, NO_FILTERS, type NoFilters, sortChange, sortOf } from './listState';
import { type ListPage, pagePagination } from './pagePagination';
import { actionLabel, deleteAction, editAction, type RowAction, type RowConfirm } from './rowActions';
import { SearchInput } from './SearchInput';
import type { DataTableColumn } from './types';
import { type ListStateProps, useListState } from './useListState';

/**
 * The props every resource table shares: the page and how its load went, the list state (controlled or not),
 * and the theme. A table adds only what is its own (links, create, row actions).
 */
export interface ResourceListProps<T, F extends object = NoFilters> extends ListStateProps<F> {
  /** The current page in the admin API's list shape; `undefined` until the first load. */
  page: ListPage<T> | undefined;
  /** A load is running (the first, or the next page while the previous stays visible). */
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** Offers "Export CSV" in the toolbar: every row with the search, filters and sort in force (the host downloads). */
  onExport?: (() => void) | undefined;
  /** An export is under way (its button waits). */
  exporting?: boolean | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Create, edit and delete, each shown when its handler is given and gated by its `can*` (allowed by default). The
 * area tables take these as they are; delete asks first.
 */
export interface ResourceActionProps<T> {
  onCreate?: (() => void) | undefined;
  canCreate?: Allowance | undefined;
  onEdit?: ((row: T) => void) | undefined;
  canEdit?: ((row: T) => Allowance) | undefined;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: ((row: T) => unknown) | undefined;
  canDelete?: ((row: T) => Allowance) | undefined;
}

export interface ResourceTableProps<T, F extends object = NoFilters>
  extends ResourceListProps<T, F>,
    ResourceActionProps<T> {
  /** Accessible name of the table, e.g. "Projects". */
  label: string;
  /** Label of the search box, e.g. "Search projects". */
  searchLabel: string;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  /** Names a row in action labels and confirmations ("Delete Acme AI?"). */
  rowName: (row: T) => string;
  /** The filters when nothing is filtered, e.g. `{ serviceId: null }`; none by default. */
  filters?: F;
  /** Filter controls beside the search box; each change goes back to the first page. */
  renderFilters?: ((filters: F, onChange: (filters: F) => void) => ReactNode) | undefined;
  /** Text of the create button, e.g. "Create project" (shown with `onCreate`). */
  createLabel?: string | undefined;
  /** What else a delete removes, said in its confirmation, e.g. "Its projects are deleted with it." */
  deleteConsequence?: string | undefined;
  /** More buttons of the Actions column, before Edit and Delete; `undefined` entries are skipped. */
  actions?: readonly (RowAction<T> | undefined)[] | undefined;
  /** Shown when the list is empty and nothing narrows it. */
  emptyTitle: string;
  /** Said under `emptyTitle` (what to do first), e.g. "Deploy a model to serve it."; not on a no-match. */
  emptyDescription?: string | undefined;
  /** Shown when a search or filter finds nothing. */
  noMatchTitle: string | ((state: ListState<F>) => string);
}

// The confirmation dialog (and Radix Dialog with it) is fetched when a row action that asks first is reached.
const confirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('../dialog/ConfirmDialog').then((m) => m.ConfirmDialog),
);

interface Confirming<T> {
  action: RowAction<T>;
  row: T;
  texts: RowConfirm;
}

/**
 * The one piece under every resource list: search, filters and a create button above a server-sorted, server-paged
 * `DataTable`, an Actions column whose buttons respect the role and ask first where they should, and the loading,
 * empty, no-match and error states. The list state is controlled (`value` + `onValueChange`) or kept here
 * (`defaultValue`), and every change reaches `onValueChange`, which is where a host fetches the next page.
 */
export function ResourceTable<T, F extends object = NoFilters>(props: ResourceTableProps<T, F>) {
  const { label, searchLabel, columns, getRowId, rowName, renderFilters, appearance } = props;
  const { onCreate, canCreate, onEdit, canEdit, onDelete, canDelete, deleteConsequence } = props;
  const [list, change] = useListState<F>(props, props.filters ?? (NO_FILTERS as F));
  const runner = useActionRunner();
  const messages = useMessages({ common: commonEn });
  // The last confirmation stays while its dialog closes, so the closing dialog keeps its title.
  const [confirming, setConfirming] = useState<Confirming<T> | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const actions = useMemo(
    () =>
      [
        ...(props.actions ?? []),
        editAction(onEdit, canEdit, messages),
        deleteAction(onDelete, {
          name: rowName,
          canDelete,
          consequence: deleteConsequence ?? messages.common.table.cannotBeUndone,
          messages,
        }),
      ].filter((action): action is RowAction<T> => action !== undefined),
    [props.actions, onEdit, canEdit, onDelete, canDelete, rowName, deleteConsequence, messages],
  );

  // No Actions column when the role hides every action on every row of the page (e.g. a list of links only).
  const rows = props.page?.items;
  const anyAction = actions.some((action) => !rows || rows.some((row) => (action.allow?.(row) ?? true) !== false));
  const allColumns = useMemo<DataTableColumn<T>[]>(() => {
    if (!anyAction) return [...columns];
    const start = (action: RowAction<T>, row: T) => {
      const texts = action.confirm?.(row) ?? null;
      if (texts) {
        setConfirming({ action, row, texts });
        setConfirmOpen(true);
      } else void runner.run(() => action.run(row));
    };
    const column: DataTableColumn<T> = {
      id: 'actions',
      header: messages.common.table.actions,
      align: 'end',
      cell: (row) => (
        <span data-slot="row-actions">
          {actions.map((action) => {
            const text = actionLabel(action, row);
            return (
              <ActionButton
                key={text}
                variant="ghost"
                allow={action.allow?.(row) ?? true}
                {...(action.confirm ? { onPointerEnter: confirmDialog.preload, onFocus: confirmDialog.preload } : {})}
                aria-label={messages.common.table.rowAction({ action: text, name: rowName(row) })}
                onClick={() => start(action, row)}
              >
                {text}
              </ActionButton>
            );
          })}
        </span>
      ),
    };
    return [...columns, column];
  }, [columns, actions, anyAction, rowName, runner.run, messages]);

  const toolbar = (
    <>
      <SearchInput label={searchLabel} value={list.search} onChange={(search) => change({ search })} />
      {renderFilters?.(list.filters, (filters) => change({ filters }))}
      {props.onExport ? (
        <Button variant="secondary" disabled={props.exporting ?? false} onClick={props.onExport}>
          {props.exporting ? messages.common.table.exporting : messages.common.table.exportCsv}
        </Button>
      ) : null}
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate ?? true} onClick={onCreate}>
          {props.createLabel ?? messages.common.actions.create}
        </ActionButton>
      ) : null}
      {runner.error ? (
        <p data-slot="form-error" role="alert">
          {runner.error.message}
        </p>
      ) : null}
    </>
  );
  const { noMatchTitle } = props;
  const filtered = isFiltered(list);
  const emptyTitle = filtered
    ? typeof noMatchTitle === 'function'
      ? noMatchTitle(list)
      : noMatchTitle
    : props.emptyTitle;

  return (
    <>
      <DataTable
        label={label}
        columns={allColumns}
        rows={props.page?.items}
        getRowId={getRowId}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={emptyTitle}
        {...(props.emptyDescription && !filtered ? { emptyDescription: props.emptyDescription } : {})}
        sort={sortOf(list)}
        onSortChange={(sort) => change(sortChange(sort))}
        pagination={pagePagination(
          props.page,
          (pageIndex) => change({ pageIndex }),
          (pageSize) => change({ pageSize }),
        )}
        toolbar={toolbar}
        {...(appearance ? { appearance } : {})}
      />
      {confirming === null ? null : (
        <LazyPart
          code={confirmDialog}
          props={{
            open: confirmOpen,
            onOpenChange: setConfirmOpen,
            title: confirming.texts.title,
            description: confirming.texts.description,
            confirmLabel: confirming.texts.confirmLabel,
            destructive: confirming.texts.destructive ?? true,
            onConfirm: () => confirming.action.run(confirming.row),
            ...(appearance ? { appearance } : {}),
          }}
        />
      )}
    </>
  );
}
