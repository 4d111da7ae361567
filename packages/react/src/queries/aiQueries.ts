import type { ConsoleClient, ListQuery } from '@console/core';
import { queryOptions } from '@tanstack/react-query';
import { useApiMutation } from './useApiMutation';

// The contract does not define deployments yet: their payloads are typed by the caller (`T`),
// exactly as core's calls are.
type Json = Record<string, unknown>;

/** Query keys of inference deployments, for invalidation. */
export const inferencingKeys = {
  credentials: (source: string) => ['inferencing', 'credentials', source] as const,
  all: (projectId: number) => ['project', projectId, 'inferencing'] as const,
  list: (projectId: number, query: object) => [...inferencingKeys.all(projectId), 'list', query] as const,
  deployment: (projectId: number, id: number) => [...inferencingKeys.all(projectId), 'deployment', id] as const,
  part: (projectId: number, id: number, part: string, ...rest: unknown[]) =>
    [...inferencingKeys.deployment(projectId, id), part, ...rest] as const,
  schedules: (projectId: number) => [...inferencingKeys.all(projectId), 'schedules'] as const,
};

/** Stored model-source credentials. */
export function inferencingCredentialsQuery<T = unknown>(client: ConsoleClient, source = '') {
  return queryOptions({
    queryKey: inferencingKeys.credentials(source),
    queryFn: () => client.api.inferencing.credentials<T>(source || undefined),
  });
}
/** A page of a project's inference deployments. */
export function deploymentListQuery<T = unknown>(client: ConsoleClient, projectId: number, query: ListQuery = {}) {
  return queryOptions({
    queryKey: inferencingKeys.list(projectId, query),
    queryFn: () => client.api.inferencing.deployments<T>(projectId, query),
  });
}
/** One inference deployment. */
export function deploymentQuery<T = unknown>(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.deployment(projectId, id),
    queryFn: () => client.api.inferencing.deployment<T>(projectId, id),
  });
}
/** A deployment's API keys (`name` filters). */
export function deploymentKeysQuery<T = unknown>(client: ConsoleClient, projectId: number, id: number, name = '') {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'keys', name),
    queryFn: () => client.api.inferencing.keys<T>(projectId, id, name || undefined),
  });
}
/** A deployment's timeline. */
export function deploymentTimelineQuery<T = unknown>(client: ConsoleClient, projectId: number, id: number) {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'timeline'),
    queryFn: () => client.api.inferencing.timeline<T>(projectId, id),
  });
}
/** A deployment's versions (`name` filters). */
export function deploymentVersionsQuery<T = unknown>(client: ConsoleClient, projectId: number, id: number, name = '') {
  return queryOptions({
    queryKey: inferencingKeys.part(projectId, id, 'versions', name),
    queryFn: () => client.api.inferencing.versions<T>(projectId, id, name || undefined),
  });
}
/** A deployment's scheduled uptime windows. */
export function deploymentSchedulesQuery<T = unknown>(client: ConsoleClient, projectId: number, deploymentId: number) {
  return queryOptions({
    queryKey: [...inferencingKeys.schedules(projectId), deploymentId] as const,
    queryFn: () => client.api.inferencing.schedules<T>(projectId, deploymentId),
  });
}

/** Every deployment action of spec section 4; each refreshes the project's inferencing queries. */
export type DeploymentAction =
  | { kind: 'create'; projectId: number; body: Json }
  | { kind: 'update'; projectId: number; id: number; body: Json }
  | { kind: 'delete' | 'pause' | 'resume'; projectId: number; id: number }
  | { kind: 'activate-version'; projectId: number; id: number; version: number | string }
  | { kind: 'set-permissions'; projectId: number; id: number; body: Json }
  | { kind: 'create-key'; projectId: number; id: number; name: string }
  | { kind: 'delete-key'; projectId: number; id: number; keyId: number | string }
  | { kind: 'create-schedule'; projectId: number; body: Json & { deploymentId: number } }
  | { kind: 'update-schedule'; projectId: number; scheduleId: number; body: Json }
  | { kind: 'delete-schedule'; projectId: number; scheduleId: number }
  | { kind: 'save-credentials'; projectId: number; body: Json };

/** Runs a deployment action and refreshes what it changed. */
export function useDeploymentAction() {
  return useApiMutation(
    (api, a: DeploymentAction) => {
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
    },
    (a) => (a.kind === 'save-credentials' ? [['inferencing', 'credentials']] : [inferencingKeys.all(a.projectId)]),
  );
}
