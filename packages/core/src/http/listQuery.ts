/** Query values the admin API accepts. */
export type QueryValue = string | number | boolean;

/** Paging, search and sort of every list call; filters ride along. */
export interface ListQuery {
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  sortBy?: string | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  [filter: string]: QueryValue | null | undefined;
}

/** Spec section 9: lists sort by ID, descending, unless told otherwise. */
export const DEFAULT_SORT = { sortBy: 'ID', sortOrder: 'DESC' } as const;

/**
 * The query of a list call: sortBy=ID and sortOrder=DESC by default, with empty values
 * (undefined, null, blank search) left out so they do not reach the server as "undefined".
 */
export function listQuery(params: ListQuery = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...DEFAULT_SORT };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    query[key] = value;
  }
  return query;
}
