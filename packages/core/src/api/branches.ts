import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Branches (designed in the style of spec section 7). */
export interface BranchCalls {
  /** Branches the caller can see; `organizationId` narrows to one organization. */
  list(query?: QueryOf<'branches.list'>): Promise<ResultOf<'branches.list'>>;
  /** Creates a branch in an organization. */
  create(body: BodyOf<'branches.create'>): Promise<ResultOf<'branches.create'>>;
  /** One branch. */
  get(id: number): Promise<ResultOf<'branches.get'>>;
  /** Changes a branch. */
  update(id: number, body: BodyOf<'branches.update'>): Promise<ResultOf<'branches.update'>>;
  /** Deletes a branch with its projects. */
  remove(id: number): Promise<ResultOf<'branches.delete'>>;
}

/** Branches (designed in the style of spec section 7). */
export const createBranchCalls = (fetch: ApiFetch) =>
  callsOf<BranchCalls>(fetch, {
    list: '/branches L',
    create: 'POST /branches B',
    get: '/branches/{id}',
    update: 'PUT /branches/{id} B',
    remove: 'DELETE /branches/{id}',
  });
