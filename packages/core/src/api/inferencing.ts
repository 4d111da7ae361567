import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

const projectBase = (projectId: number) => `/workspace/project/${projectId}/ai/inferencing/projects`;
const deploymentPath = (projectId: number, id: number) => `${projectBase(projectId)}/deployments/${id}`;
const schedulesPath = (projectId: number) => `${projectBase(projectId)}/scheduled-uptime/`;
const CREDENTIALS = '/ai/inferencing/projects/credentials/';
const CATALOG = '/ai/inferencing/predefined-models';

/**
 * AI inferencing calls on the spec's paths (section 7): a project's inference deployments with their
 * versions, API keys, timeline, permissions and scheduled uptime; registry credentials; and the
 * predefined-model catalog. Every body and result is typed from the contract.
 */
export function createInferencingCalls(fetch: $Fetch) {
  return {
    /** The caller's registry credentials; `source` selects one registry. Secrets come back masked. */
    credentials: (source?: string) =>
      fetch<ResultOf<'inferencing.credentials'>>(CREDENTIALS, { query: source ? { source } : {} }),
    /** Saves registry credentials (replaces those of the same source). */
    saveCredentials: (body: BodyOf<'inferencing.saveCredentials'>) =>
      fetch<ResultOf<'inferencing.saveCredentials'>>(CREDENTIALS, { method: 'POST', body }),
    /** The predefined-model catalog: `search`, `task`, paging. */
    predefinedModels: (query: QueryOf<'predefinedModels.list'> = {}) =>
      fetch<ResultOf<'predefinedModels.list'>>(CATALOG, { query: listQuery(query) }),
    /** One predefined model. */
    predefinedModel: (id: number) => fetch<ResultOf<'predefinedModels.get'>>(`${CATALOG}/${id}`),
    /** Deployments of a project: `search`, `status`, paging. */
    deployments: (projectId: number, query: QueryOf<'inferencing.list'> = {}) =>
      fetch<ResultOf<'inferencing.list'>>(`${projectBase(projectId)}/deployments`, { query: listQuery(query) }),
    /** Deploys a predefined model or a custom image; it starts DEPLOYING. */
    createDeployment: (projectId: number, body: BodyOf<'inferencing.create'>) =>
      fetch<ResultOf<'inferencing.create'>>(`${projectBase(projectId)}/deployments`, { method: 'POST', body }),
    /** One deployment. */
    deployment: (projectId: number, id: number) => fetch<ResultOf<'inferencing.get'>>(deploymentPath(projectId, id)),
    /** Changes a deployment; a new serving configuration is a new version, rolled out at once. */
    updateDeployment: (projectId: number, id: number, body: BodyOf<'inferencing.update'>) =>
      fetch<ResultOf<'inferencing.update'>>(deploymentPath(projectId, id), { method: 'PUT', body }),
    /** Deletes a deployment with its versions, keys and windows. */
    deleteDeployment: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.delete'>>(deploymentPath(projectId, id), { method: 'DELETE' }),
    /** API keys of a deployment (`name` filters); never their secrets. */
    keys: (projectId: number, id: number, name?: string) =>
      fetch<ResultOf<'inferencing.keys'>>(`${deploymentPath(projectId, id)}/key`, { query: name ? { name } : {} }),
    /** Creates an API key; the answer is the only one that carries its secret. */
    createKey: (projectId: number, id: number, body: BodyOf<'inferencing.createKey'>) =>
      fetch<ResultOf<'inferencing.createKey'>>(`${deploymentPath(projectId, id)}/key`, { method: 'POST', body }),
    /** Revokes an API key. */
    deleteKey: (projectId: number, id: number, keyId: number) =>
      fetch<ResultOf<'inferencing.deleteKey'>>(`${deploymentPath(projectId, id)}/key`, {
        method: 'DELETE',
        query: { keyId },
      }),
    /** Who did what to a deployment, newest first. */
    timeline: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.timeline'>>(`${deploymentPath(projectId, id)}/timeline`),
    /** Versions of a deployment, newest first (`name` filters: `v2`). */
    versions: (projectId: number, id: number, name?: string) =>
      fetch<ResultOf<'inferencing.versions'>>(`${deploymentPath(projectId, id)}/versions`, {
        query: name ? { name } : {},
      }),
    /** Rolls the deployment out on one of its versions (an older one is a rollback). */
    activateVersion: (projectId: number, id: number, version: number) =>
      fetch<ResultOf<'inferencing.activateVersion'>>(`${deploymentPath(projectId, id)}/versions/${version}/activate`),
    /** Pauses a running deployment: its endpoint refuses calls. */
    pause: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.pause'>>(`${deploymentPath(projectId, id)}/pause`, { method: 'POST' }),
    /** Resumes a paused deployment. */
    resume: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.resume'>>(`${deploymentPath(projectId, id)}/resume`, { method: 'POST' }),
    /** Which project users may call or manage a deployment. */
    permissions: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.permissions'>>(`${deploymentPath(projectId, id)}/permissions`),
    /** Replaces who may call or manage a deployment. */
    setPermissions: (projectId: number, id: number, body: BodyOf<'inferencing.setPermissions'>) =>
      fetch<ResultOf<'inferencing.setPermissions'>>(`${deploymentPath(projectId, id)}/permissions`, {
        method: 'POST',
        body,
      }),
    /** Scheduled uptime windows of a deployment. */
    schedules: (projectId: number, deploymentId: number) =>
      fetch<ResultOf<'inferencing.schedules'>>(schedulesPath(projectId), { query: { deploymentId } }),
    /** Adds an uptime window; overlapping or empty ones are refused with a field error. */
    createSchedule: (projectId: number, body: BodyOf<'inferencing.createSchedule'>) =>
      fetch<ResultOf<'inferencing.createSchedule'>>(schedulesPath(projectId), { method: 'POST', body }),
    /** One uptime window. */
    schedule: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.schedule'>>(`${schedulesPath(projectId)}${id}`),
    /** Changes an uptime window. */
    updateSchedule: (projectId: number, id: number, body: BodyOf<'inferencing.updateSchedule'>) =>
      fetch<ResultOf<'inferencing.updateSchedule'>>(`${schedulesPath(projectId)}${id}`, { method: 'PUT', body }),
    /** Removes an uptime window. */
    deleteSchedule: (projectId: number, id: number) =>
      fetch<ResultOf<'inferencing.deleteSchedule'>>(`${schedulesPath(projectId)}${id}`, { method: 'DELETE' }),
  };
}

/** The inferencing calls. */
export type InferencingCalls = ReturnType<typeof createInferencingCalls>;
