import type { DataTableSort } from './types';

/** The direction of a server-side sort, as the admin API spells it. */
export type SortOrder = 'ASC' | 'DESC';

/** The filters of a list without any besides search. */
export type NoFilters = Record<string, never>;

/** Shared empty filters, so an unfiltered list's state keeps one identity. */
export const NO_FILTERS: NoFilters = Object.freeze({}) as NoFilters;

/**
 * What a server-side list shows: the page, the search, the sort and the list's own filters. The names are the
 * admin API's query parameters (spec section 7); `sortBy` undefined is the server's default (ID, descending).
 * A filter that is `null` filters nothing.
 */
export interface ListState<F extends object = NoFilters> {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  search: string;
  /** A sortable column's id, e.g. `NAME`. */
  sortBy?: string | undefined;
  sortOrder?: SortOrder | undefined;
  filters: F;
}

/** Rows per page until the user picks another size. */
export const DEFAULT_PAGE_SIZE = 10;

/** The first page of a list with no search and the server's sort; `overrides` win, filters key by key. */
export function initialListState<F extends object>(filters: F, overrides: Partial<ListState<F>> = {}): ListState<F> {
  return {
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    search: '',
    ...overrides,
    filters: { ...filters, ...overrides.filters },
  };
}

/**
 * Applies a change to a list state. A new search, sort, filter or page size goes back to the first page, since
 * the page the user was on may no longer exist; a change of `pageIndex` alone keeps everything else.
 */
export function changeList<F extends object>(state: ListState<F>, patch: Partial<ListState<F>>): ListState<F> {
  const movesOnlyPage = Object.keys(patch).every((key) => key === 'pageIndex');
  return { ...state, ...(movesOnlyPage ? {} : { pageIndex: 0 }), ...patch };
}

/** Whether a search or any filter narrows the list (an empty result then reads "no match", not "none yet"). */
export function isFiltered(state: ListState<object>): boolean {
  if (state.search.trim() !== '') return true;
  return Object.values(state.filters).some((value) => value !== null && value !== undefined && value !== '');
}

/** The table's sort for a list state. */
export function sortOf(state: ListState<object>): DataTableSort | null {
  return state.sortBy === undefined ? null : { id: state.sortBy, desc: state.sortOrder === 'DESC' };
}

/** The list-state change for a table sort (`null`: back to the server's default). */
export function sortChange(sort: DataTableSort | null): Pick<ListState, 'sortBy' | 'sortOrder'> {
  return sort === null
    ? { sortBy: undefined, sortOrder: undefined }
    : { sortBy: sort.id, sortOrder: sort.desc ? 'DESC' : 'ASC' };
}

/** Filter values as query parameters: a `null` filter is left out. */
export type FilterQuery<F> = { [K in keyof F]?: Exclude<F[K], null | undefined> };

/** The admin API's list query for a list state. */
export type ListQueryOf<F extends object, S extends string> = {
  pageIndex: number;
  pageSize: number;
  search?: string;
  sortBy?: S;
  sortOrder?: SortOrder;
} & FilterQuery<F>;

/**
 * The query parameters of a list call for a list state: the search trimmed and left out when blank, the sort only
 * when `sortKeys` names it (so a column id the server does not sort by never reaches it), `null` filters left out.
 */
export function listQueryOf<F extends object, S extends string>(
  state: ListState<F>,
  sortKeys: readonly S[],
): ListQueryOf<F, S> {
  const search = state.search.trim();
  const sortBy = sortKeys.find((key) => key === state.sortBy);
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== null && value !== undefined && value !== '') filters[key] = value;
  }
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(sortBy === undefined ? {} : { sortBy, sortOrder: state.sortOrder ?? 'ASC' }),
    ...(filters as FilterQuery<F>),
  } as ListQueryOf<F, S>;
}
