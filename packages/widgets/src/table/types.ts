import type { ReactNode } from 'react';

/** One column: a stable id (also the server's sort key), a text header and a cell renderer. */
export interface DataTableColumn<T> {
  id: string;
  /** Text of the header cell; also the name of its sort button. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Whether the header sorts (server-side, through `onSortChange`). */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** A CSS width for the column, e.g. `8rem` or `20%`. */
  width?: string;
}

/** The server-side sort: a column id and direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** Server-side paging: 0-based page index, page size and the total number of rows. */
export interface DataTablePagination {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}
