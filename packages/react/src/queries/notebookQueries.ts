import type {
  Notebook,
  NotebookCreate,
  NotebookListQuery,
  NotebookScale,
  NotebookStatus,
  NotebookUpdate,
} from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import { useRefetchOnNotices } from './liveUpdates';
import { projectKeys } from './projectQueries';
import { useApiMutation } from './useApiMutation';

/** Query keys of a project's notebook hub, for invalidation. */
export const notebookKeys = {
  all: (projectId: number) => ['project', projectId, 'jupyterhub'] as const,
  options: (projectId: number) => [...notebookKeys.all(projectId), 'options'] as const,
  list: (projectId: number, query: object) => [...notebookKeys.all(projectId), 'list', query] as const,
  detail: (projectId: number, id: number) => [...notebookKeys.all(projectId), 'detail', id] as const,
  progress: (projectId: number, id: number) => [...notebookKeys.all(projectId), 'progress', id] as const,
};

/** Statuses the hub moves out of by itself: while one shows, screens poll. */
export const isNotebookSettling = (status: NotebookStatus) => status === 'PENDING' || status === 'STOPPING';

/** How often a list or detail with a settling instance refetches. */
export const NOTEBOOK_POLL_MS = 1500;

/** Images, sizes and limits of a project's notebook hub (they rarely change). */
export function notebookOptionsQuery(client: ConsoleClient, projectId: number) {
  return queryOptions({
    queryKey: notebookKeys.options(projectId),
    queryFn: () => client.api.jupyterhub.options(projectId),
    staleTime: 5 * 60_000,
  });
}

/**
 * A page of a project's notebook instances (all for project admins, their own for members). While one
 * is starting or stopping it refetches every {@link NOTEBOOK_POLL_MS}, so the change shows by itself.
 */
export function notebookListQuery(client: ConsoleClient, projectId: number, query: NotebookListQuery = {}) {
  return queryOptions({
    queryKey: notebookKeys.list(projectId, query),
    queryFn: () => client.api.jupyterhub.list(projectId, query),
    refetchInterval: (q) => (q.state.data?.items.some((n) => isNotebookSettling(n.status)) ? NOTEBOOK_POLL_MS : false),
  });
}

/** One notebook instance; polls while it is starting or stopping. */
export function notebookQuery(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: notebookKeys.detail(projectId, id),
    queryFn: () => client.api.jupyterhub.get(projectId, id),
    refetchInterval: (q) => (q.state.data && isNotebookSettling(q.state.data.status) ? NOTEBOOK_POLL_MS : false),
  });
}

/**
 * The hub's own progress events of an instance's start, refetched every {@link NOTEBOOK_POLL_MS} while `starting`
 * (pass whether the instance is PENDING; nothing is fetched otherwise).
 */
export function notebookProgressQuery(client: ConsoleClient, projectId: number, id: number, starting: boolean) {
  return queryOptions({
    queryKey: notebookKeys.progress(projectId, id),
    queryFn: () => client.api.jupyterhub.progress(projectId, id),
    enabled: starting,
    refetchInterval: starting ? NOTEBOOK_POLL_MS : false,
  });
}

/**
 * Refreshes a project's notebook queries whenever a notebook notification arrives on the live stream (running,
 * failed, stopped by the idle culler), so the owner sees the change at once rather than at the next poll. Mount it
 * on screens that show notebooks.
 */
export function useLiveNotebooks(projectId: number): void {
  useRefetchOnNotices('notebook.', notebookKeys.all(projectId));
}

// The notebook hub's use (replicas) shows in the project's services, so changes refresh those too.
const hubAndServices = (projectId: number) => [notebookKeys.all(projectId), projectKeys.detail(projectId)];

/** Starts a new notebook instance owned by the caller. */
export function useCreateNotebook() {
  return useApiMutation(
    (api, { projectId, body }: { projectId: number; body: NotebookCreate }) => api.jupyterhub.create(projectId, body),
    ({ projectId }) => hubAndServices(projectId),
  );
}
/** Changes a notebook instance. */
export function useUpdateNotebook() {
  return useApiMutation(
    (api, { projectId, id, body }: { projectId: number; id: number; body: NotebookUpdate }) =>
      api.jupyterhub.update(projectId, id, body),
    ({ projectId }) => [notebookKeys.all(projectId)],
  );
}
/** Sets the replicas of a notebook instance (project admins). */
export function useScaleNotebook() {
  return useApiMutation(
    (api, { projectId, body }: { projectId: number; body: NotebookScale }) => api.jupyterhub.scale(projectId, body),
    ({ projectId }) => hubAndServices(projectId),
  );
}
/** Deletes a notebook instance. */
export function useDeleteNotebook() {
  return useApiMutation(
    (api, { projectId, id }: { projectId: number; id: number }) => api.jupyterhub.remove(projectId, id),
    ({ projectId }) => hubAndServices(projectId),
  );
}
/** Starts or stops a notebook instance (the inline action of a list row). */
export function useNotebookPower() {
  return useApiMutation(
    (api, { projectId, id, action }: { projectId: number; id: number; action: 'start' | 'stop' }): Promise<Notebook> =>
      action === 'start' ? api.jupyterhub.start(projectId, id) : api.jupyterhub.stop(projectId, id),
    ({ projectId }) => [notebookKeys.all(projectId)],
  );
}
/**
 * Asks for a one-time address into a running notebook (its owner only); navigate there at once. Nothing is
 * cached: each Open mints a new one.
 */
export function useOpenNotebook() {
  return useApiMutation(
    (api, { projectId, id }: { projectId: number; id: number }) => api.jupyterhub.open(projectId, id),
    () => [],
  );
}
