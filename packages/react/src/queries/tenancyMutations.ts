import type { Api, Body } from './apiTypes';
import { branchKeys, organizationKeys } from './tenancyQueries';
import { useApiMutation } from './useApiMutation';
import { userKeys } from './userQueries';

// Apart from the query options: a page that only reads (a landing) loads none of the mutations' code.

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
