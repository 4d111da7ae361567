import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Organizations (designed in the style of spec section 7). */
export function createOrganizationCalls(fetch: $Fetch) {
  return {
    /** Organizations the caller can see. */
    list: (query: QueryOf<'organizations.list'> = {}) =>
      fetch<ResultOf<'organizations.list'>>('/organizations', { query: listQuery(query) }),
    /** Creates an organization (super admins). */
    create: (body: BodyOf<'organizations.create'>) =>
      fetch<ResultOf<'organizations.create'>>('/organizations', { method: 'POST', body }),
    /** One organization. */
    get: (id: number) => fetch<ResultOf<'organizations.get'>>(`/organizations/${id}`),
    /** Changes an organization. */
    update: (id: number, body: BodyOf<'organizations.update'>) =>
      fetch<ResultOf<'organizations.update'>>(`/organizations/${id}`, { method: 'PUT', body }),
    /** Deletes an organization with its branches and projects. */
    remove: (id: number) => fetch<ResultOf<'organizations.delete'>>(`/organizations/${id}`, { method: 'DELETE' }),
  };
}
