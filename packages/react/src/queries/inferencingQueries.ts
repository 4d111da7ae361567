import type { ConsoleClient } from '@console/core';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleClient } from '../ConsoleContext';
import type { Api, Body, Query } from './apiTypes';
import { useApiMutation } from './useApiMutation';

type Inferencing = Api['inferencing'];

/** Query keys of inference deployments and the model catalog, for invalidation. */
export const inferencingKeys = {
  credentials: (source: string) => ['inferencing', 'credentials', source] as const,
  catalog: (query: object) => ['inferencing', 'predefined-models', query] as const,
  model: (id: number) => ['inferencing', 'predefined-model', id] as const,
  all: (projectId: number) => ['project', projectId, 'inferencing'] as const,
  list: (projectId: number, query: object) => [...inferencingKeys.all(projectId), 'list', query] as const,
  deployment: (projectId: number, id: number) => [...inferencingKeys.all(projectId), 'deployment', id] as const,
  part: (projectId: number, id: number, part: string, ...rest: unknown[]) =>
    [...inferencingKeys.deployment(projectId, id), part, ...rest] as const,
  schedules: (projectId: number) => [...inferencingKeys.all(projectId), 'schedules'] as const,
};

/** The caller's registry credentials (secrets masked); `source` selects one registry. */
export function inferencingCredentialsQuery(client: ConsoleClient, source = '') {
  return queryOptions({
    queryKey: inferencingKeys.credentials(source),
    queryFn: () => client.api.inferencing.credentials(source || undefined),
  });
}
/** A page of the predefined-model catalog (`search`, `task`). */
export function predefinedModelsQuery(client: ConsoleClient, query: Query<Inferencing['predefinedModels']> = {}) {
  return queryOptions({
    queryKey: inferencingKeys.catalog(query),
    queryFn: () => client.api.inferencing.predefinedModels(query),
  });
}
/** One predefined model. */
export function predefinedModelQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.model(id),
    queryFn: () => client.api.inferencing.predefinedModel(id),
  });
}
/** A page of a project's inference deployments (`search`, `status`). */
export function deploymentListQuery(
  client: ConsoleClient,
  projectId: number,
  query: NonNullable<Parameters<Inferencing['deployments']>[1]> = {},
) {
  return queryOptions({
    queryKey: inferencingKeys.list(projectId, query),
    queryFn: () => client.api.inferencing.deployments(projectId, query),
  });
}
/** One inference deployment. */
export function deploymentQuery(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.deployment(projectId, id),
    queryFn: () => client.api.inferencing.deployment(projectId, id),
  });
}
/** A deployment's API keys (`name` filters); never their secrets. */
export function deploymentKeysQuery(client: ConsoleClient, projectId: number, id: number, name = '') {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'keys', name),
    queryFn: () => client.api.inferencing.keys(projectId, id, name || undefined),
  });
}
/** A deployment's timeline, newest first. */
export function deploymentTimelineQuery(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'timeline'),
    queryFn: () => client.api.inferencing.timeline(projectId, id),
  });
}
/** A deployment's versions, newest first (`name` filters). */
export function deploymentVersionsQuery(client: ConsoleClient, projectId: number, id: number, name = '') {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'versions', name),
    queryFn: () => client.api.inferencing.versions(projectId, id, name || undefined),
  });
}
/** Which project users may call or manage a deployment. */
export function deploymentPermissionsQuery(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'permissions'),
    queryFn: () => client.api.inferencing.permissions(projectId, id),
  });
}
/** A deployment's scheduled uptime windows. */
export function deploymentSchedulesQuery(client: ConsoleClient, projectId: number, deploymentId: number) {
  return queryOptions({
    queryKey: [...inferencingKeys.schedules(projectId), deploymentId] as const,
    queryFn: () => client.api.inferencing.schedules(projectId, deploymentId),
  });
}

/** Every deployment action of spec section 4, with the contract's bodies. */
export type DeploymentAction =
  | { kind: 'create'; projectId: number; body: Body<Inferencing['createDeployment']> }
  | { kind: 'update'; projectId: number; id: number; body: Parameters<Inferencing['updateDeployment']>[2] }
  | { kind: 'delete' | 'pause' | 'resume'; projectId: number; id: number }
  | { kind: 'activate-version'; projectId: number; id: number; version: number }
  | { kind: 'set-permissions'; projectId: number; id: number; body: Parameters<Inferencing['setPermissions']>[2] }
  | { kind: 'create-key'; projectId: number; id: number; name: string }
  | { kind: 'delete-key'; projectId: number; id: number; keyId: number }
  | { kind: 'create-schedule'; projectId: number; body: Body<Inferencing['createSchedule']> }
  | {
      kind: 'update-schedule';
      projectId: number;
      scheduleId: number;
      body: Parameters<Inferencing['updateSchedule']>[2];
    }
  | { kind: 'delete-schedule'; projectId: number; scheduleId: number }
  | { kind: 'save-credentials'; body: Parameters<Inferencing['saveCredentials']>[0] };

type Mutating =
  | 'createDeployment'
  | 'updateDeployment'
  | 'deleteDeployment'
  | 'pause'
  | 'resume'
  | 'activateVersion'
  | 'setPermissions'
  | 'createKey'
  | 'deleteKey'
  | 'createSchedule'
  | 'updateSchedule'
  | 'deleteSchedule'
  | 'saveCredentials';
/** What a deployment action answers: a deployment, a key with its secret, a window, a message ... */
export type DeploymentActionResult = Awaited<ReturnType<Inferencing[Mutating]>>;

/** Runs one deployment action. */
function runAction(api: Api, a: DeploymentAction): Promise<DeploymentActionResult> {
  const inf = api.inferencing;
  switch (a.kind) {
    case 'create':
      return inf.createDeployment(a.projectId, a.body);
    case 'update':
      return inf.updateDeployment(a.projectId, a.id, a.body);
    case 'delete':
      return inf.deleteDeployment(a.projectId, a.id);
    case 'pause':
      return inf.pause(a.projectId, a.id);
    case 'resume':
      return inf.resume(a.projectId, a.id);
    case 'activate-version':
      return inf.activateVersion(a.projectId, a.id, a.version);
    case 'set-permissions':
      return inf.setPermissions(a.projectId, a.id, a.body);
    case 'create-key':
      return inf.createKey(a.projectId, a.id, { name: a.name });
    case 'delete-key':
      return inf.deleteKey(a.projectId, a.id, a.keyId);
    case 'create-schedule':
      return inf.createSchedule(a.projectId, a.body);
    case 'update-schedule':
      return inf.updateSchedule(a.projectId, a.scheduleId, a.body);
    case 'delete-schedule':
      return inf.deleteSchedule(a.projectId, a.scheduleId);
    case 'save-credentials':
      return inf.saveCredentials(a.body);
  }
}

/**
 * Runs a deployment action and refreshes the project's inferencing queries (or the credentials).
 * The result is the action's answer: a deployment, a key with its secret (shown once), a window ...
 */
export function useDeploymentAction() {
  return useApiMutation<DeploymentAction, DeploymentActionResult>(runAction, (a) =>
    a.kind === 'save-credentials' ? [['inferencing', 'credentials']] : [inferencingKeys.all(a.projectId)],
  );
}

/**
 * Refreshes a project's deployment queries whenever a deployment notification arrives on the live
 * stream (running, failed, paused or resumed by its schedule ...), so status changes show without a
 * reload. Mount it on screens that show deployments.
 */
export function useLiveDeployments(projectId: number): void {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.inbox.onFeedChange((change) => {
        if (change.reason === 'notification' && change.notification.type.startsWith('deployment.'))
          void queryClient.invalidateQueries({ queryKey: inferencingKeys.all(projectId) });
      }),
    [client, queryClient, projectId],
  );
}
