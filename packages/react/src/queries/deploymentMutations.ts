import type { Api } from './apiTypes';
import { inferencingKeys } from './inferencingQueries';
import { useApiMutation } from './useApiMutation';

type Inferencing = Api['inferencing'];
type BodyAt<K extends keyof Inferencing, I extends number> = Parameters<Inferencing[K]>[I];

/** Which deployment of which project an action is about. */
export interface DeploymentRef {
  projectId: number;
  id: number;
}

// Every deployment action changes what the project's inferencing screens show: refresh them all.
const projectInferencing = ({ projectId }: { projectId: number }) => [inferencingKeys.all(projectId)];

/** Deploys a predefined model or a custom image in a project; answers the new deployment (DEPLOYING). */
export function useCreateDeployment() {
  return useApiMutation(
    (api, { projectId, body }: { projectId: number; body: BodyAt<'createDeployment', 1> }) =>
      api.inferencing.createDeployment(projectId, body),
    projectInferencing,
  );
}
/** Changes a deployment; a new serving configuration is a new version. Answers the deployment. */
export function useUpdateDeployment() {
  return useApiMutation(
    (api, { projectId, id, body }: DeploymentRef & { body: BodyAt<'updateDeployment', 2> }) =>
      api.inferencing.updateDeployment(projectId, id, body),
    projectInferencing,
  );
}
/** Deletes a deployment with its versions, keys and uptime windows. */
export function useDeleteDeployment() {
  return useApiMutation(
    (api, { projectId, id }: DeploymentRef) => api.inferencing.deleteDeployment(projectId, id),
    projectInferencing,
  );
}
/** Pauses a running deployment: its endpoint refuses calls until resumed. */
export function usePauseDeployment() {
  return useApiMutation(
    (api, { projectId, id }: DeploymentRef) => api.inferencing.pause(projectId, id),
    projectInferencing,
  );
}
/** Resumes a paused deployment, or starts a stopped one again. */
export function useResumeDeployment() {
  return useApiMutation(
    (api, { projectId, id }: DeploymentRef) => api.inferencing.resume(projectId, id),
    projectInferencing,
  );
}
/** Rolls a deployment out on one of its versions (an older one is a rollback). */
export function useActivateDeploymentVersion() {
  return useApiMutation(
    (api, { projectId, id, version }: DeploymentRef & { version: number }) =>
      api.inferencing.activateVersion(projectId, id, version),
    projectInferencing,
  );
}
/** Replaces who may call or manage a deployment. */
export function useSetDeploymentPermissions() {
  return useApiMutation(
    (api, { projectId, id, body }: DeploymentRef & { body: BodyAt<'setPermissions', 2> }) =>
      api.inferencing.setPermissions(projectId, id, body),
    projectInferencing,
  );
}
/** Creates an API key for a deployment; the answer is the only one that carries its secret. */
export function useCreateDeploymentKey() {
  return useApiMutation(
    (api, { projectId, id, name }: DeploymentRef & { name: string }) =>
      api.inferencing.createKey(projectId, id, { name }),
    projectInferencing,
  );
}
/** Revokes an API key of a deployment. */
export function useDeleteDeploymentKey() {
  return useApiMutation(
    (api, { projectId, id, keyId }: DeploymentRef & { keyId: number }) =>
      api.inferencing.deleteKey(projectId, id, keyId),
    projectInferencing,
  );
}
/** Adds a scheduled uptime window to a deployment; overlapping or empty windows come back as field errors. */
export function useCreateDeploymentSchedule() {
  return useApiMutation(
    (api, { projectId, body }: { projectId: number; body: BodyAt<'createSchedule', 1> }) =>
      api.inferencing.createSchedule(projectId, body),
    projectInferencing,
  );
}
/** Changes a scheduled uptime window. */
export function useUpdateDeploymentSchedule() {
  return useApiMutation(
    (
      api,
      { projectId, scheduleId, body }: { projectId: number; scheduleId: number; body: BodyAt<'updateSchedule', 2> },
    ) => api.inferencing.updateSchedule(projectId, scheduleId, body),
    projectInferencing,
  );
}
/** Removes a scheduled uptime window. */
export function useDeleteDeploymentSchedule() {
  return useApiMutation(
    (api, { projectId, scheduleId }: { projectId: number; scheduleId: number }) =>
      api.inferencing.deleteSchedule(projectId, scheduleId),
    projectInferencing,
  );
}
/** Saves the caller's registry credentials for one source (replacing that source's). */
export function useSaveRegistryCredentials() {
  return useApiMutation(
    (api, body: BodyAt<'saveCredentials', 0>) => api.inferencing.saveCredentials(body),
    () => [['inferencing', 'credentials']],
  );
}
