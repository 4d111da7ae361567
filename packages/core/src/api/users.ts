import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import { getPath } from './contractCall';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Calls under /users (spec section 7). */
export interface UserCalls {
  /** The signed-in user with the unread notification count. */
  info(): Promise<ResultOf<'users.info'>>;
  /** Organizations, branches and projects the signed-in user can see. */
  space(): Promise<ResultOf<'users.space'>>;
  /** Another user's space (limited to what the caller can see). */
  spaceOf(id: number, query?: QueryOf<'users.userSpace'>): Promise<ResultOf<'users.userSpace'>>;
  /** Users at a scope, with the filters of spec section 3. */
  list(query?: QueryOf<'users.list'>): Promise<ResultOf<'users.list'>>;
  /** Every user of the list at a scope with the same filters, search and sort, as a CSV file (streamed). */
  export(query?: QueryOf<'users.export'>): Promise<Blob>;
  /** Invites a person by email with a role at a scope. */
  invite(body: BodyOf<'users.invite'>): Promise<ResultOf<'users.invite'>>;
  /** One user with their assignments. */
  get(id: number): Promise<ResultOf<'users.get'>>;
  /** Changes a user's name or email. */
  update(id: number, body: BodyOf<'users.update'>): Promise<ResultOf<'users.update'>>;
  /**
   * Changes a user's name, email, activation and roles in one step: saved whole, or (on any 400, 403, 404 or 409)
   * not at all. Each change is allowed as `update`, `activate` and `assign` allow it.
   */
  edit(id: number, body: BodyOf<'users.edit'>): Promise<ResultOf<'users.edit'>>;
  /** Activates or deactivates a user. */
  activate(id: number, active: boolean): Promise<ResultOf<'users.activate'>>;
  /** Sends the invitation again. */
  reinvite(id: number): Promise<ResultOf<'users.reinvite'>>;
  /** Removes a user's role at a scope. */
  unassign(id: number, query: QueryOf<'users.unassign'>): Promise<ResultOf<'users.unassign'>>;
  /** Gives a user a role at a scope. */
  assign(id: number, body: BodyOf<'users.assign'>): Promise<ResultOf<'users.assign'>>;
  /** Requests a password reset for an email. */
  reset(email: string): Promise<ResultOf<'users.reset'>>;
  /** Whether an account exists for an email. */
  exists(email: string): Promise<ResultOf<'users.isUserExit'>>;
}

/** Calls under /users (spec section 7). */
export function createUserCalls(fetch: ApiFetch): UserCalls {
  const calls = callsOf<Omit<UserCalls, 'exists'>>(fetch, {
    info: '/users/info',
    space: '/users/space',
    spaceOf: '/users/{id}/space Q',
    list: '/users L',
    export: '/users/export E',
    invite: 'POST /users B',
    get: '/users/{id}',
    update: 'POST /users/{id} B',
    edit: 'POST /users/{id}/edit B',
    activate: 'PUT /users/{id}/activate/{flag}',
    reinvite: 'POST /users/{id}/reinvite',
    unassign: 'DELETE /workspace/users/{id} Q',
    assign: 'POST /workspace/users/{id} B',
    reset: 'POST /users/reset =email',
  });
  return {
    ...calls,
    exists: (email) =>
      fetch<ResultOf<'users.isUserExit'>>(`${getPath('/users/isUserExit')}?email=${encodeURIComponent(email)}`),
  };
}
