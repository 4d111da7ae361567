import type { $Fetch } from 'ofetch';
import { type ListQuery, listQuery } from '../http/listQuery';
import type { ResultOf } from './types';

/**
 * Notebook hub calls (spec section 7). Only `check` is in the reference contract today; the instance
 * calls follow the spec's paths and take their types from the caller until the contract defines them.
 */
export function createJupyterhubCalls(fetch: $Fetch) {
  const base = (projectId: number) => `/workspace/project/${projectId}/ai/jupyterhub`;
  return {
    /** Whether the project has the notebook hub. */
    check: (projectId: number) =>
      fetch<ResultOf<'jupyterhub.check'>>(`/workspace/project/${projectId}/ai/Jupyterhub/check`),
    /** Notebook instances of a project. */
    list: <T = unknown>(projectId: number, query: ListQuery = {}) =>
      fetch<T>(base(projectId), { query: listQuery(query) }),
    /** Creates a notebook instance. */
    create: <T = unknown>(projectId: number, body: Record<string, unknown>) =>
      fetch<T>(base(projectId), { method: 'POST', body }),
    /** Scales notebook instances. */
    scale: <T = unknown>(projectId: number, body: Record<string, unknown>) =>
      fetch<T>(base(projectId), { method: 'PUT', body }),
    /** One notebook instance. */
    get: <T = unknown>(projectId: number, instanceId: number) => fetch<T>(`${base(projectId)}/${instanceId}`),
    /** Changes a notebook instance. */
    update: <T = unknown>(projectId: number, instanceId: number, body: Record<string, unknown>) =>
      fetch<T>(`${base(projectId)}/${instanceId}`, { method: 'PUT', body }),
    /** Deletes a notebook instance. */
    remove: <T = unknown>(projectId: number, instanceId: number) =>
      fetch<T>(`${base(projectId)}/${instanceId}`, { method: 'DELETE' }),
  };
}

/** The notebook hub calls. */
export type JupyterhubCalls = ReturnType<typeof createJupyterhubCalls>;
