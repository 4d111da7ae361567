import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Branches (designed in the style of spec section 7). */
export function createBranchCalls(fetch: $Fetch) {
  return {
    /** Branches the caller can see; `organizationId` narrows to one organization. */
    list: (query: QueryOf<'branches.list'> = {}) =>
      fetch<ResultOf<'branches.list'>>('/branches', { query: listQuery(query) }),
    /** Creates a branch in an organization. */
    create: (body: BodyOf<'branches.create'>) =>
      fetch<ResultOf<'branches.create'>>('/branches', { method: 'POST', body }),
    /** One branch. */
    get: (id: number) => fetch<ResultOf<'branches.get'>>(`/branches/${id}`),
    /** Changes a branch. */
    update: (id: number, body: BodyOf<'branches.update'>) =>
      fetch<ResultOf<'branches.update'>>(`/branches/${id}`, { method: 'PUT', body }),
    /** Deletes a branch with its projects. */
    remove: (id: number) => fetch<ResultOf<'branches.delete'>>(`/branches/${id}`, { method: 'DELETE' }),
  };
}
