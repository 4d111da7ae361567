import { type ReactNode, useEffect, useRef, useState } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { nextSort, SortHeader } from './SortHeader';
import { TablePagination } from './TablePagination';
import { TableRow } from './TableRow';
import { ROW_HEIGHT, TableSpacer } from './TableSpacer';
import type { DataTableColumn, DataTablePagination, DataTableSort } from './types';
import { useScrollsSideways } from './useScrollsSideways';
import type { VirtualRowsProps } from './VirtualRows';

// The virtualiser is fetched the first time a table has more rows than `virtualizeAbove`.
const virtualRows = lazyPart<VirtualRowsProps<unknown>>(() => import('./VirtualRows').then((m) => m.VirtualRows));
/** Rows shown while the virtualiser arrives: about a screenful, the rest held by a spacer. */
const FIRST_ROWS = 20;

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Organizations". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page; `undefined` while the first load runs. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string | number;
  /** A load is running; with rows present they stay visible and the table is marked busy. */
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** The current server-side sort; headers of sortable columns cycle it through `onSortChange`. */
  sort?: DataTableSort | null | undefined;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Server-side paging; without it every row given is shown. */
  pagination?: DataTablePagination | undefined;
  /** Above this many rows only the visible ones are rendered (default 200). */
  virtualizeAbove?: number;
  /** Height in px of the scroll area when virtualised (default 480). */
  maxHeight?: number;
  /** Content above the table: search, filters, a create button. */
  toolbar?: ReactNode;
  appearance?: Appearance;
}

/**
 * Whether a long table renders through the virtualiser yet. The first frame shows the first rows (and a spacer for
 * the rest) straight away; the virtualiser's code is fetched after that frame has painted and takes over once it is
 * there, so neither its fetch nor its first measuring renders hold the rows back. With the code already loaded (any
 * later table), the virtualiser renders from the first frame.
 */
function useWindowedAfterPaint(virtual: boolean): boolean {
  const [windowed, setWindowed] = useState(() => virtualRows.loaded);
  useEffect(() => {
    if (!virtual || windowed) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A failed fetch also hands over: the part then shows every row (its `failed` view).
        void virtualRows.load().then(() => {
          if (live) setWindowed(true);
        });
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [virtual, windowed]);
  return windowed || virtualRows.loaded;
}

type Status = 'loading' | 'error' | 'empty' | 'data';

function statusOf(rows: readonly unknown[] | undefined, loading: boolean, error: unknown): Status {
  if (error) return 'error';
  if (rows === undefined || (loading && rows.length === 0)) return 'loading';
  return rows.length === 0 ? 'empty' : 'data';
}

/**
 * A real `<table>`: server-side sort and paging, keyboard-usable sort headers with `aria-sort`, loading / empty /
 * error states, and row virtualisation for long lists.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyAction,
  sort,
  onSortChange,
  pagination,
  virtualizeAbove = 200,
  maxHeight = 480,
  toolbar,
  appearance,
}: DataTableProps<T>) {
  const messages = useMessages({ common: commonEn });
  // No row model: rows are read straight from `rows` by index, so a long list costs only the rows in view. Sorting
  // and paging are the server's, through `sort` and `pagination`.
  const status = statusOf(rows, loading, error);
  const count = status === 'data' && rows ? rows.length : 0;
  const virtual = count > virtualizeAbove;
  const scrollRef = useRef<HTMLDivElement>(null);
  const windowed = useWindowedAfterPaint(virtual);
  const scrollsSideways = useScrollsSideways(scrollRef);
  const renderRow = (row: T, index: number) => (
    <TableRow<T> key={String(getRowId(row))} row={row} columns={columns} rowIndex={virtual ? index + 2 : undefined} />
  );

  const renderBody = () => {
    const colSpan = columns.length;
    const stateRow = (content: ReactNode) => (
      <tr data-slot="table-state-row">
        <td colSpan={colSpan}>{content}</td>
      </tr>
    );
    if (status === 'error' && error) return stateRow(<ErrorState error={error} {...(onRetry ? { onRetry } : {})} />);
    if (status === 'loading') return stateRow(<LoadingState label={messages.common.table.loading({ label })} />);
    if (status === 'empty')
      return stateRow(
        <EmptyState
          title={emptyTitle ?? messages.common.table.empty}
          description={emptyDescription}
          action={emptyAction}
        />,
      );
    if (!rows) return null;
    if (!virtual) return rows.map(renderRow);
    const firstRows = (
      <>
        {rows.slice(0, FIRST_ROWS).map(renderRow)}
        <TableSpacer height={(rows.length - FIRST_ROWS) * ROW_HEIGHT} />
      </>
    );
    if (!windowed) return firstRows;
    const render = renderRow as (row: unknown, index: number) => ReactNode;
    return (
      <LazyPart
        code={virtualRows}
        props={{ rows, scrollRef, renderRow: render }}
        loading={firstRows}
        // Without the virtualiser every row is rendered: slower on a long list, but nothing is missing.
        failed={() => rows.map(renderRow)}
      />
    );
  };

  return (
    <WidgetRoot appearance={appearance} data-slot="data-table" data-state={status}>
      {toolbar === undefined ? null : <div data-slot="table-toolbar">{toolbar}</div>}
      <div
        ref={scrollRef}
        data-slot="table-scroll"
        data-virtual={virtual || undefined}
        {...(virtual || scrollsSideways ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        {...(virtual ? { style: { maxHeight } } : {})}
      >
        <table
          data-slot="table"
          aria-label={label}
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? count + 1 : undefined}
        >
          <thead data-slot="table-head">
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {columns.map((column) => {
                const direction = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-slot="table-header"
                    data-align={column.align ?? 'start'}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={direction === undefined ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
                  >
                    {column.sortable === true && onSortChange !== undefined ? (
                      <SortHeader
                        header={column.header}
                        direction={direction}
                        onSort={() => onSortChange(nextSort(sort, column.id))}
                      />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody data-slot="table-body">{renderBody()}</tbody>
        </table>
      </div>
      {pagination === undefined || status === 'loading' ? null : (
        <TablePagination label={label} pagination={pagination} />
      )}
    </WidgetRoot>
  );
}
