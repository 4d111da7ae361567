import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

const base = '/support/sla-policies';

/** SLA policies: targets per priority on business hours and holidays, managed by organization admins. */
export function createSlaCalls(fetch: $Fetch) {
  return {
    /** Policies of the caller's organizations (`organizationId` narrows), with paging and search. */
    list: (query: QueryOf<'sla.list'> = {}) => fetch<ResultOf<'sla.list'>>(base, { query: listQuery(query) }),
    /** Creates a policy for an organization. */
    create: (body: BodyOf<'sla.create'>) => fetch<ResultOf<'sla.create'>>(base, { method: 'POST', body }),
    /** One policy. */
    get: (id: number) => fetch<ResultOf<'sla.get'>>(`${base}/${id}`),
    /** Changes a policy; the due times of its open tickets follow. */
    update: (id: number, body: BodyOf<'sla.update'>) =>
      fetch<ResultOf<'sla.update'>>(`${base}/${id}`, { method: 'PUT', body }),
    /** Deletes a policy; its tickets keep no due times. */
    remove: (id: number) => fetch<ResultOf<'sla.delete'>>(`${base}/${id}`, { method: 'DELETE' }),
  };
}

/** The typed SLA policy calls. */
export type SlaCalls = ReturnType<typeof createSlaCalls>;
