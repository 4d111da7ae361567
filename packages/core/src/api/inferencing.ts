import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/**
 * AI inferencing calls on the spec's paths (section 7): a project's inference deployments with their
 * versions, API keys, timeline, permissions and scheduled uptime; registry credentials; and the
 * predefined-model catalog. Every body and result is typed from the contract.
 */
export interface InferencingCalls {
  /** The caller's registry credentials; `source` selects one registry. Secrets come back masked. */
  credentials(source?: string): Promise<ResultOf<'inferencing.credentials'>>;
  /** Saves registry credentials (replaces those of the same source). */
  saveCredentials(body: BodyOf<'inferencing.saveCredentials'>): Promise<ResultOf<'inferencing.saveCredentials'>>;
  /** The predefined-model catalog: `search`, `task`, paging. */
  predefinedModels(query?: QueryOf<'predefinedModels.list'>): Promise<ResultOf<'predefinedModels.list'>>;
  /** One predefined model. */
  predefinedModel(id: number): Promise<ResultOf<'predefinedModels.get'>>;
  /** Deployments of a project: `search`, `status`, paging. */
  deployments(projectId: number, query?: QueryOf<'inferencing.list'>): Promise<ResultOf<'inferencing.list'>>;
  /** Every deployment of the list with the same search, status and sort, as a CSV file (streamed). */
  exportDeployments(projectId: number, query?: QueryOf<'inferencing.export'>): Promise<Blob>;
  /** Deploys a predefined model or a custom image; it starts DEPLOYING. */
  createDeployment(projectId: number, body: BodyOf<'inferencing.create'>): Promise<ResultOf<'inferencing.create'>>;
  /** One deployment. */
  deployment(projectId: number, id: number): Promise<ResultOf<'inferencing.get'>>;
  /** Changes a deployment; a new serving configuration is a new version, rolled out at once. */
  updateDeployment(
    projectId: number,
    id: number,
    body: BodyOf<'inferencing.update'>,
  ): Promise<ResultOf<'inferencing.update'>>;
  /** Deletes a deployment with its versions, keys and windows. */
  deleteDeployment(projectId: number, id: number): Promise<ResultOf<'inferencing.delete'>>;
  /** API keys of a deployment (`name` filters); never their secrets. */
  keys(projectId: number, id: number, name?: string): Promise<ResultOf<'inferencing.keys'>>;
  /** Creates an API key; the answer is the only one that carries its secret. */
  createKey(
    projectId: number,
    id: number,
    body: BodyOf<'inferencing.createKey'>,
  ): Promise<ResultOf<'inferencing.createKey'>>;
  /** Revokes an API key. */
  deleteKey(projectId: number, id: number, keyId: number): Promise<ResultOf<'inferencing.deleteKey'>>;
  /** Who did what to a deployment, newest first. */
  timeline(projectId: number, id: number): Promise<ResultOf<'inferencing.timeline'>>;
  /** Calls, errors and p50/p95 latency of a deployment's endpoint over a range (per minute, coarser when long). */
  metrics(
    projectId: number,
    id: number,
    range: QueryOf<'inferencing.metrics'>,
  ): Promise<ResultOf<'inferencing.metrics'>>;
  /**
   * The same series for several deployments of the project at once (at most 50, `ids` separated by commas), in
   * the order asked for: a list's trend column in one call.
   */
  metricsOfDeployments(
    projectId: number,
    query: QueryOf<'inferencing.metricsBatch'>,
  ): Promise<ResultOf<'inferencing.metricsBatch'>>;
  /** Versions of a deployment, newest first (`name` filters: `v2`). */
  versions(projectId: number, id: number, name?: string): Promise<ResultOf<'inferencing.versions'>>;
  /** Rolls the deployment out on one of its versions (an older one is a rollback). */
  activateVersion(projectId: number, id: number, version: number): Promise<ResultOf<'inferencing.activateVersion'>>;
  /** Pauses a running deployment: its endpoint refuses calls. */
  pause(projectId: number, id: number): Promise<ResultOf<'inferencing.pause'>>;
  /** Resumes a paused deployment. */
  resume(projectId: number, id: number): Promise<ResultOf<'inferencing.resume'>>;
  /** Which project users may call or manage a deployment. */
  permissions(projectId: number, id: number): Promise<ResultOf<'inferencing.permissions'>>;
  /** Replaces who may call or manage a deployment. */
  setPermissions(
    projectId: number,
    id: number,
    body: BodyOf<'inferencing.setPermissions'>,
  ): Promise<ResultOf<'inferencing.setPermissions'>>;
  /** Scheduled uptime windows of a deployment. */
  schedules(projectId: number, deploymentId: number): Promise<ResultOf<'inferencing.schedules'>>;
  /** Adds an uptime window; overlapping or empty ones are refused with a field error. */
  createSchedule(
    projectId: number,
    body: BodyOf<'inferencing.createSchedule'>,
  ): Promise<ResultOf<'inferencing.createSchedule'>>;
  /** One uptime window. */
  schedule(projectId: number, id: number): Promise<ResultOf<'inferencing.schedule'>>;
  /** Changes an uptime window. */
  updateSchedule(
    projectId: number,
    id: number,
    body: BodyOf<'inferencing.updateSchedule'>,
  ): Promise<ResultOf<'inferencing.updateSchedule'>>;
  /** Removes an uptime window. */
  deleteSchedule(projectId: number, id: number): Promise<ResultOf<'inferencing.deleteSchedule'>>;
}

/**
 * AI inferencing calls on the spec's paths (section 7): a project's inference deployments with their
 * versions, API keys, timeline, permissions and scheduled uptime; registry credentials; and the
 * predefined-model catalog. Every body and result is typed from the contract.
 */
export const createInferencingCalls = (fetch: ApiFetch) =>
  callsOf<InferencingCalls>(fetch, {
    credentials: '/ai/inferencing/projects/credentials/ ~source',
    saveCredentials: 'POST /ai/inferencing/projects/credentials/ B',
    predefinedModels: '/ai/inferencing/predefined-models L',
    predefinedModel: '/ai/inferencing/predefined-models/{id}',
    deployments: '/workspace/project/{projectId}/ai/inferencing/projects/deployments L',
    exportDeployments: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/export E',
    createDeployment: 'POST /workspace/project/{projectId}/ai/inferencing/projects/deployments B',
    deployment: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}',
    updateDeployment: 'PUT /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id} B',
    deleteDeployment: 'DELETE /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}',
    keys: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/key ~name',
    createKey: 'POST /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/key B',
    deleteKey: 'DELETE /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/key ?keyId',
    timeline: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/timeline',
    metrics: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/metrics Q',
    metricsOfDeployments: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/metrics Q',
    versions: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/versions ~name',
    activateVersion:
      '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/versions/{version}/activate',
    pause: 'POST /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/pause',
    resume: 'POST /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/resume',
    permissions: '/workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/permissions',
    setPermissions: 'POST /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/permissions B',
    schedules: '/workspace/project/{projectId}/ai/inferencing/projects/scheduled-uptime/ ?deploymentId',
    createSchedule: 'POST /workspace/project/{projectId}/ai/inferencing/projects/scheduled-uptime/ B',
    schedule: '/workspace/project/{projectId}/ai/inferencing/projects/scheduled-uptime/{id}',
    updateSchedule: 'PUT /workspace/project/{projectId}/ai/inferencing/projects/scheduled-uptime/{id} B',
    deleteSchedule: 'DELETE /workspace/project/{projectId}/ai/inferencing/projects/scheduled-uptime/{id}',
  });
