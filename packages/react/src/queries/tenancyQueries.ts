import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import type { Api, Body, Query } from './apiTypes';
import { useApiMutation } from './useApiMutation';
import { userKeys } from './userQueries';

/** Query keys of organizations, for invalidation. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (query: object) => [...organizationKeys.all, 'list', query] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
};
/** Query keys of branches, for invalidation. */
export const branchKeys = {
  all: ['branches'] as const,
  list: (query: object) => [...branchKeys.all, 'list', query] as const,
  detail: (id: number) => [...branchKeys.all, 'detail', id] as const,
};

/** A page of organizations. */
export function organizationListQuery(client: ConsoleClient, query: Query<Api['organizations']['list']> = {}) {
  return queryOptions({
    queryKey: organizationKeys.list(query),
    queryFn: () => client.api.organizations.list(query),
  });
}
/** One organization. */
export function organizationQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: organizationKeys.detail(id), queryFn: () => client.api.organizations.get(id) });
}
/** A page of branches (`organizationId` narrows). */
export function branchListQuery(client: ConsoleClient, query: Query<Api['branches']['list']> = {}) {
  return queryOptions({ queryKey: branchKeys.list(query), queryFn: () => client.api.branches.list(query) });
}
/** One branch. */
export function branchQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: branchKeys.detail(id), queryFn: () => client.api.branches.get(id) });
}

// Tenancy changes also change what the user can see.
const withSpace = (...keys: (readonly unknown[])[]) => [...keys, userKeys.space()];

/** Creates an organization; refreshes organization lists and the user space. */
export function useCreateOrganization() {
  return useApiMutation(
    (api, body: Body<Api['organizations']['create']>) => api.organizations.create(body),
    () => withSpace(organizationKeys.all),
  );
}
/** Changes an organization. */
export function useUpdateOrganization() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['organizations']['update']> }) =>
      api.organizations.update(id, body),
    () => withSpace(organizationKeys.all),
  );
}
/** Deletes an organization with its branches and projects. */
export function useDeleteOrganization() {
  return useApiMutation(
    (api, id: number) => api.organizations.remove(id),
    () => withSpace(organizationKeys.all, branchKeys.all, ['projects']),
  );
}
/** Creates a branch. */
export function useCreateBranch() {
  return useApiMutation(
    (api, body: Body<Api['branches']['create']>) => api.branches.create(body),
    () => withSpace(branchKeys.all, organizationKeys.all),
  );
}
/** Changes a branch. */
export function useUpdateBranch() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['branches']['update']> }) => api.branches.update(id, body),
    () => withSpace(branchKeys.all),
  );
}
/** Deletes a branch with its projects. */
export function useDeleteBranch() {
  return useApiMutation(
    (api, id: number) => api.branches.remove(id),
    () => withSpace(branchKeys.all, organizationKeys.all, ['projects']),
  );
}
