import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import type { Api, Body, Query } from './apiTypes';
import { projectKeys } from './projectQueries';
import { useApiMutation } from './useApiMutation';
import { userKeys } from './userQueries';

/** Query keys of the users administrators manage, for invalidation. */
export const userAdminKeys = {
  all: ['users'] as const,
  list: (query: object) => [...userAdminKeys.all, 'list', query] as const,
  detail: (id: number) => [...userAdminKeys.all, 'detail', id] as const,
  spaceOf: (id: number, query: object) => [...userAdminKeys.detail(id), 'space', query] as const,
  exists: (email: string) => [...userAdminKeys.all, 'exists', email] as const,
};

/** A page of users with the filters of spec section 3. */
export function userListQuery(client: ConsoleClient, query: Query<Api['users']['list']> = {}) {
  return queryOptions({ queryKey: userAdminKeys.list(query), queryFn: () => client.api.users.list(query) });
}
/** One user with their assignments. */
export function userQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: userAdminKeys.detail(id), queryFn: () => client.api.users.get(id) });
}
/** Another user's space, limited to what the caller can see. */
export function userSpaceOfQuery(
  client: ConsoleClient,
  id: number,
  query: NonNullable<Parameters<Api['users']['spaceOf']>[1]> = {},
) {
  return queryOptions({
    queryKey: userAdminKeys.spaceOf(id, query),
    queryFn: () => client.api.users.spaceOf(id, query),
  });
}
/** Whether an account exists for an email. */
export function userExistsQuery(client: ConsoleClient, email: string) {
  return queryOptions({ queryKey: userAdminKeys.exists(email), queryFn: () => client.api.users.exists(email) });
}

/** Invites a person by email with a role at a scope. */
export function useInviteUser() {
  return useApiMutation(
    (api, body: Body<Api['users']['invite']>) => api.users.invite(body),
    () => [userAdminKeys.all, projectKeys.all],
  );
}
/** Changes a user's name or email. */
export function useUpdateUser() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['users']['update']> }) => api.users.update(id, body),
    () => [userAdminKeys.all, userKeys.info()],
  );
}
/** Activates or deactivates a user. */
export function useActivateUser() {
  return useApiMutation(
    (api, { id, active }: { id: number; active: boolean }) => api.users.activate(id, active),
    () => [userAdminKeys.all],
  );
}
/**
 * Changes a user's name, email, activation and roles in one call, saved whole or not at all; refreshes what the
 * separate calls would: users, plus the caller's own info for a name or email, the spaces and projects for roles.
 */
export function useEditUser() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['users']['edit']> }) => api.users.edit(id, body),
    ({ body }) => [
      userAdminKeys.all,
      ...(body.name !== undefined || body.email !== undefined ? [userKeys.info()] : []),
      ...((body.roles?.length ?? 0) > 0 ? [projectKeys.all, userKeys.space()] : []),
    ],
  );
}
/** Sends an invitation again. */
export function useReinviteUser() {
  return useApiMutation(
    (api, id: number) => api.users.reinvite(id),
    () => [userAdminKeys.all],
  );
}
/** Gives a user a role at a scope. */
export function useAssignUser() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['users']['assign']> }) => api.users.assign(id, body),
    () => [userAdminKeys.all, projectKeys.all, userKeys.space()],
  );
}
/** Requests a password reset for an email. */
export function useResetPassword() {
  return useApiMutation(
    (api, email: string) => api.users.reset(email),
    () => [],
  );
}
