import type { DataTableSort } from '@console/widgets';
import { useState } from 'react';

type SortBy = 'ID' | 'NAME' | 'CREATED_AT';

/** Search, sort and paging of a server-side list, reset to the first page whenever search or sort change. */
export function useListState(initialPageSize = 10) {
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  return {
    search,
    sort,
    pageIndex,
    pageSize,
    setSearch: (next: string) => {
      setSearchState(next);
      setPageIndex(0);
    },
    setSort: (next: DataTableSort | null) => {
      setSortState(next);
      setPageIndex(0);
    },
    setPageIndex,
    setPageSize: (next: number) => {
      setPageSizeState(next);
      setPageIndex(0);
    },
    /** The admin API's list query parameters for this state. */
    query: listQuery({ search, sort, pageIndex, pageSize }),
  };
}

/** The list query parameters (spec section 7 style) for search, sort and paging. */
export function listQuery(state: { search: string; sort: DataTableSort | null; pageIndex: number; pageSize: number }): {
  pageIndex: number;
  pageSize: number;
  search?: string;
  sortBy?: SortBy;
  sortOrder?: 'ASC' | 'DESC';
} {
  const search = state.search.trim();
  const sortBy = state.sort && isSortBy(state.sort.id) ? state.sort.id : undefined;
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(sortBy && state.sort ? { sortBy, sortOrder: state.sort.desc ? 'DESC' : 'ASC' } : {}),
  };
}

function isSortBy(id: string): id is SortBy {
  return id === 'ID' || id === 'NAME' || id === 'CREATED_AT';
}
