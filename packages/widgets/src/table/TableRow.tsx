import { memo, type ReactNode } from 'react';
import type { DataTableColumn } from './types';

interface TableRowProps<T> {
  row: T;
  columns: readonly DataTableColumn<T>[];
  /** The row's `aria-rowindex` when the table renders only a window of its rows. */
  rowIndex?: number | undefined;
}

function TableRowOf<T>({ row, columns, rowIndex }: TableRowProps<T>) {
  return (
    <tr data-slot="table-row" aria-rowindex={rowIndex}>
      {columns.map((column) => (
        // Called directly, not mounted as a component: a new columns array must not remount cells and drop their
        // state and focus.
        <td key={column.id} data-slot="table-cell" data-align={column.align ?? 'start'}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * One body row of a `DataTable`. Memoised on its row, columns and index, so scrolling a long list renders only the
 * rows that come into view instead of every row in the window.
 */
export const TableRow = memo(TableRowOf) as <T>(props: TableRowProps<T> & { key?: string }) => ReactNode;
