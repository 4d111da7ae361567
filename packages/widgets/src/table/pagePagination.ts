import type { DataTablePagination } from './types';

/** A page in the admin API's list shape. */
export interface ListPage<T> {
  items: readonly T[];
  pageIndex: number;
  pageSize: number;
  total: number;
}

/** `DataTable` paging props for a page of the admin API, or `undefined` before the first page arrives. */
export function pagePagination(
  page: ListPage<unknown> | undefined,
  onPageChange: (pageIndex: number) => void,
  onPageSizeChange?: (pageSize: number) => void,
): DataTablePagination | undefined {
  if (page === undefined) return undefined;
  return {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    total: page.total,
    onPageChange,
    ...(onPageSizeChange ? { onPageSizeChange } : {}),
  };
}
