import type { $Fetch } from 'ofetch';
import { type ListQuery, listQuery } from '../http/listQuery';

/**
 * AI inferencing calls on the spec's paths (section 7). They are not in the reference contract yet,
 * so results are typed by the caller (`T`).
 */
export function createInferencingCalls(fetch: $Fetch) {
  const base = (projectId: number) => `/workspace/project/${projectId}/ai/inferencing/projects`;
  const deployment = (projectId: number, id: number) => `${base(projectId)}/deployments/${id}`;
  return {
    /** Registry credentials; `source` selects which. */
    credentials: <T = unknown>(source?: string) =>
      fetch<T>('/ai/inferencing/projects/credentials/', { query: source ? { source } : {} }),
    /** Saves registry credentials. */
    saveCredentials: <T = unknown>(body: Record<string, unknown>) =>
      fetch<T>('/ai/inferencing/projects/credentials/', { method: 'POST', body }),
    /** Deployments of a project. */
    deployments: <T = unknown>(projectId: number, query: ListQuery = {}) =>
      fetch<T>(`${base(projectId)}/deployments`, { query: listQuery(query) }),
    /** Creates a deployment. */
    createDeployment: <T = unknown>(projectId: number, body: Record<string, unknown>) =>
      fetch<T>(`${base(projectId)}/deployments`, { method: 'POST', body }),
    /** One deployment. */
    deployment: <T = unknown>(projectId: number, id: number) => fetch<T>(deployment(projectId, id)),
    /** Changes a deployment. */
    updateDeployment: <T = unknown>(projectId: number, id: number, body: Record<string, unknown>) =>
      fetch<T>(deployment(projectId, id), { method: 'PUT', body }),
    /** Deletes a deployment. */
    deleteDeployment: <T = unknown>(projectId: number, id: number) =>
      fetch<T>(deployment(projectId, id), { method: 'DELETE' }),
    /** API keys of a deployment (`name` filters). */
    keys: <T = unknown>(projectId: number, id: number, name?: string) =>
      fetch<T>(`${deployment(projectId, id)}/key`, { query: name ? { name } : {} }),
    /** Creates an API key; the secret is shown once. */
    createKey: <T = unknown>(projectId: number, id: number, body: { name: string }) =>
      fetch<T>(`${deployment(projectId, id)}/key`, { method: 'POST', body }),
    /** Deletes an API key. */
    deleteKey: <T = unknown>(projectId: number, id: number, keyId: number | string) =>
      fetch<T>(`${deployment(projectId, id)}/key`, { method: 'DELETE', query: { keyId } }),
    /** Timeline events of a deployment. */
    timeline: <T = unknown>(projectId: number, id: number) => fetch<T>(`${deployment(projectId, id)}/timeline`),
    /** Versions of a deployment (`name` filters). */
    versions: <T = unknown>(projectId: number, id: number, name?: string) =>
      fetch<T>(`${deployment(projectId, id)}/versions`, { query: name ? { name } : {} }),
    /** Activates a version. */
    activateVersion: <T = unknown>(projectId: number, id: number, version: number | string) =>
      fetch<T>(`${deployment(projectId, id)}/versions/${encodeURIComponent(String(version))}/activate`),
    /** Pauses a deployment. */
    pause: <T = unknown>(projectId: number, id: number) =>
      fetch<T>(`${deployment(projectId, id)}/pause`, { method: 'POST' }),
    /** Resumes a deployment. */
    resume: <T = unknown>(projectId: number, id: number) =>
      fetch<T>(`${deployment(projectId, id)}/resume`, { method: 'POST' }),
    /** Sets who may call or manage a deployment. */
    setPermissions: <T = unknown>(projectId: number, id: number, body: Record<string, unknown>) =>
      fetch<T>(`${deployment(projectId, id)}/permissions`, { method: 'POST', body }),
    /** Scheduled uptime windows of a deployment. */
    schedules: <T = unknown>(projectId: number, deploymentId: number) =>
      fetch<T>(`${base(projectId)}/scheduled-uptime/`, { query: { deploymentId } }),
    /** Adds a scheduled uptime window. */
    createSchedule: <T = unknown>(projectId: number, body: Record<string, unknown> & { deploymentId: number }) =>
      fetch<T>(`${base(projectId)}/scheduled-uptime/`, { method: 'POST', body }),
    /** One scheduled uptime window. */
    schedule: <T = unknown>(projectId: number, id: number) => fetch<T>(`${base(projectId)}/scheduled-uptime/${id}`),
    /** Changes a scheduled uptime window. */
    updateSchedule: <T = unknown>(projectId: number, id: number, body: Record<string, unknown>) =>
      fetch<T>(`${base(projectId)}/scheduled-uptime/${id}`, { method: 'PUT', body }),
    /** Deletes a scheduled uptime window. */
    deleteSchedule: <T = unknown>(projectId: number, id: number) =>
      fetch<T>(`${base(projectId)}/scheduled-uptime/${id}`, { method: 'DELETE' }),
  };
}

/** The inferencing calls. */
export type InferencingCalls = ReturnType<typeof createInferencingCalls>;
