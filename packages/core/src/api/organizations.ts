import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Organizations (designed in the style of spec section 7). */
export interface OrganizationCalls {
  /** Organizations the caller can see. */
  list(query?: QueryOf<'organizations.list'>): Promise<ResultOf<'organizations.list'>>;
  /** Creates an organization (super admins). */
  create(body: BodyOf<'organizations.create'>): Promise<ResultOf<'organizations.create'>>;
  /** One organization. */
  get(id: number): Promise<ResultOf<'organizations.get'>>;
  /** Changes an organization. */
  update(id: number, body: BodyOf<'organizations.update'>): Promise<ResultOf<'organizations.update'>>;
  /** Deletes an organization with its branches and projects. */
  remove(id: number): Promise<ResultOf<'organizations.delete'>>;
}

/** Organizations (designed in the style of spec section 7). */
export const createOrganizationCalls = (fetch: ApiFetch) =>
  callsOf<OrganizationCalls>(fetch, {
    list: '/organizations L',
    create: 'POST /organizations B',
    get: '/organizations/{id}',
    update: 'PUT /organizations/{id} B',
    remove: 'DELETE /organizations/{id}',
  });
