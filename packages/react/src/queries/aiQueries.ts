import type { ConsoleClient, ListQuery } from '@console/core';
import { queryOptions } from '@tanstack/react-query';
import { useApiMutation } from './useApiMutation';

// The contract does not define notebook instances yet: their payloads are typed by the caller (`T`),
// exactly as core's calls are.
type Json = Record<string, unknown>;

/** Query keys of notebook instances, for invalidation. */
export const jupyterKeys = {
  all: (projectId: number) => ['project', projectId, 'jupyterhub'] as const,
  list: (projectId: number, query: object) => [...jupyterKeys.all(projectId), 'list', query] as const,
  detail: (projectId: number, id: number) => [...jupyterKeys.all(projectId), 'detail', id] as const,
};
/** A page of a project's notebook instances. */
export function jupyterListQuery<T = unknown>(client: ConsoleClient, projectId: number, query: ListQuery = {}) {
  return queryOptions({
    queryKey: jupyterKeys.list(projectId, query),
    queryFn: () => client.api.jupyterhub.list<T>(projectId, query),
  });
}
/** One notebook instance. */
export function jupyterInstanceQuery<T = unknown>(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: jupyterKeys.detail(projectId, id),
    queryFn: () => client.api.jupyterhub.get<T>(projectId, id),
  });
}
/** Creates, scales, changes or deletes notebook instances; refreshes the project's notebook queries. */
export function useJupyterMutation(kind: 'create' | 'scale' | 'update' | 'remove') {
  return useApiMutation(
    (api, v: { projectId: number; id?: number; body?: Json }) => {
      const body = v.body ?? {};
      if (kind === 'create') return api.jupyterhub.create(v.projectId, body);
      if (kind === 'scale') return api.jupyterhub.scale(v.projectId, body);
      if (kind === 'update') return api.jupyterhub.update(v.projectId, v.id ?? 0, body);
      return api.jupyterhub.remove(v.projectId, v.id ?? 0);
    },
    (v) => [jupyterKeys.all(v.projectId)],
  );
}
