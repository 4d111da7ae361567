// Tables: the data table, the resource table with row actions, search, paging and list state.
// Entry point `@console/widgets/table`: add an export here and run `pnpm api:update`.
export { DataTable, type DataTableProps } from './DataTable';
export { formatDate, formatDateTime } from './formatDate';
export {
  changeList,
  DEFAULT_PAGE_SIZE,
  type FilterQuery,
  initialListState,
  isFiltered,
  type ListQueryOf,
  type ListState,
  listQueryOf,
  NO_FILTERS,
  type NoFilters,
  type SortOrder,
  sortChange,
  sortOf,
} from './listState';
export { type ListPage, pagePagination } from './pagePagination';
export {
  type ResourceActionProps,
  type ResourceListProps,
  ResourceTable,
  type ResourceTableProps,
} from './ResourceTable';
export { actionLabel, deleteAction, editAction, type RowAction, type RowConfirm } from './rowActions';
export { SearchInput, type SearchInputProps } from './SearchInput';
export type { DataTableColumn, DataTablePagination, DataTableSort } from './types';
export { type ListStateProps, useListState } from './useListState';
