import type { Api, Body } from './apiTypes';
import { projectKeys } from './projectQueries';
import { useApiMutation } from './useApiMutation';
import { userKeys } from './userQueries';

// Apart from the query options: a page that only reads (a landing) loads none of the mutations' code.

// A project's services decide the selection flags, so service changes also refresh the user space.
const projectAndSpace = (id?: number) => [
  id === undefined ? projectKeys.all : projectKeys.detail(id),
  userKeys.space(),
];

/** Creates a project. */
export function useCreateProject() {
  return useApiMutation(
    (api, body: Body<Api['projects']['create']>) => api.projects.create(body),
    () => projectAndSpace(),
  );
}
/** Changes a project. */
export function useUpdateProject() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['projects']['update']> }) => api.projects.update(id, body),
    () => projectAndSpace(),
  );
}
/** Deletes a project. */
export function useDeleteProject() {
  return useApiMutation(
    (api, id: number) => api.projects.remove(id),
    () => projectAndSpace(),
  );
}
/** Sets the quota of one service of a project. */
export function useSetProjectQuota() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['projects']['setQuota']> }) => api.projects.setQuota(id, body),
    ({ id }) => [projectKeys.detail(id)],
  );
}
/** Adds a service to a project. */
export function useAddProjectService() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['projects']['addService']> }) => api.projects.addService(id, body),
    ({ id }) => [...projectAndSpace(id), ['project', id, 'jupyterhub-check']],
  );
}
/** Redeploys a service of a project. */
export function useRedeployProjectService() {
  return useApiMutation(
    (api, { id, serviceId }: { id: number; serviceId: number }) => api.projects.redeployService(id, serviceId),
    ({ id }) => [projectKeys.detail(id)],
  );
}
/** Removes a service from a project. */
export function useRemoveProjectService() {
  return useApiMutation(
    (api, { id, serviceId }: { id: number; serviceId: number }) => api.projects.removeService(id, serviceId),
    ({ id }) => [...projectAndSpace(id), ['project', id, 'jupyterhub-check']],
  );
}
/** Marks a project as a favorite of the user, or not. */
export function useFavoriteProject() {
  return useApiMutation(
    (api, { id, isFavorite }: { id: number; isFavorite: boolean }) => api.projects.favorite(id, isFavorite),
    () => [projectKeys.all],
  );
}
