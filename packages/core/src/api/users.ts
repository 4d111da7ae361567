import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

const enc = encodeURIComponent;

/** Calls under /users (spec section 7). */
export function createUserCalls(fetch: $Fetch) {
  return {
    /** The signed-in user with the unread notification count. */
    info: () => fetch<ResultOf<'users.info'>>('/users/info'),
    /** Organizations, branches and projects the signed-in user can see. */
    space: () => fetch<ResultOf<'users.space'>>('/users/space'),
    /** Another user's space (limited to what the caller can see). */
    spaceOf: (id: number, query: QueryOf<'users.userSpace'> = {}) =>
      fetch<ResultOf<'users.userSpace'>>(`/users/${id}/space`, { query }),
    /** Users at a scope, with the filters of spec section 3. */
    list: (query: QueryOf<'users.list'> = {}) => fetch<ResultOf<'users.list'>>('/users', { query: listQuery(query) }),
    /** Invites a person by email with a role at a scope. */
    invite: (body: BodyOf<'users.invite'>) => fetch<ResultOf<'users.invite'>>('/users', { method: 'POST', body }),
    /** One user with their assignments. */
    get: (id: number) => fetch<ResultOf<'users.get'>>(`/users/${id}`),
    /** Changes a user's name or email. */
    update: (id: number, body: BodyOf<'users.update'>) =>
      fetch<ResultOf<'users.update'>>(`/users/${id}`, { method: 'POST', body }),
    /** Activates or deactivates a user. */
    activate: (id: number, active: boolean) =>
      fetch<ResultOf<'users.activate'>>(`/users/${id}/activate/${active}`, { method: 'PUT' }),
    /** Sends the invitation again. */
    reinvite: (id: number) => fetch<ResultOf<'users.reinvite'>>(`/users/${id}/reinvite`, { method: 'POST' }),
    /** Removes a user's role at a scope. */
    unassign: (id: number, query: QueryOf<'users.unassign'>) =>
      fetch<ResultOf<'users.unassign'>>(`/workspace/users/${id}`, { method: 'DELETE', query }),
    /** Gives a user a role at a scope. */
    assign: (id: number, body: BodyOf<'users.assign'>) =>
      fetch<ResultOf<'users.assign'>>(`/workspace/users/${id}`, { method: 'POST', body }),
    /** Requests a password reset for an email. */
    reset: (email: string) => fetch<ResultOf<'users.reset'>>('/users/reset', { method: 'POST', body: { email } }),
    /** Whether an account exists for an email. */
    exists: (email: string) => fetch<ResultOf<'users.isUserExit'>>(`/users/isUserExit?email=${enc(email)}`),
  };
}
