import type { ApiFetch } from '../http/apiFetch';
import type { ResultOf } from './types';

/** The command palette's search. */
export interface SearchCalls {
  /**
   * Organizations, branches, projects, deployments, notebooks, tickets and users the caller may see
   * whose name matches `q`, best first (prefix, then word, then anywhere; recent first).
   */
  query(q: string, limit?: number): Promise<ResultOf<'search.query'>>;
}

/** The command palette's search. */
export const createSearchCalls = (fetch: ApiFetch): SearchCalls => ({
  query: (q, limit) =>
    fetch<ResultOf<'search.query'>>('/search', { query: limit === undefined ? { q } : { q, limit } }),
});
