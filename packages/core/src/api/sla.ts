import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** SLA policies: targets per priority on business hours and holidays, managed by organization admins. */
export interface SlaCalls {
  /** Policies of the caller's organizations (`organizationId` narrows), with paging and search. */
  list(query?: QueryOf<'sla.list'>): Promise<ResultOf<'sla.list'>>;
  /** Creates a policy for an organization. */
  create(body: BodyOf<'sla.create'>): Promise<ResultOf<'sla.create'>>;
  /** One policy. */
  get(id: number): Promise<ResultOf<'sla.get'>>;
  /** Changes a policy; the due times of its open tickets follow. */
  update(id: number, body: BodyOf<'sla.update'>): Promise<ResultOf<'sla.update'>>;
  /** Deletes a policy; its tickets keep no due times. */
  remove(id: number): Promise<ResultOf<'sla.delete'>>;
}

/** SLA policies: targets per priority on business hours and holidays, managed by organization admins. */
export const createSlaCalls = (fetch: ApiFetch) =>
  callsOf<SlaCalls>(fetch, {
    list: '/support/sla-policies L',
    create: 'POST /support/sla-policies B',
    get: '/support/sla-policies/{id}',
    update: 'PUT /support/sla-policies/{id} B',
    remove: 'DELETE /support/sla-policies/{id}',
  });
