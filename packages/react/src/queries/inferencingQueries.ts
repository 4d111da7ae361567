import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import type { Api, Query } from './apiTypes';
import { useRefetchOnNotices } from './liveUpdates';

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

/**
 * Refreshes a project's deployment queries whenever a deployment notification arrives on the live
 * stream (running, failed, paused or resumed by its schedule ...) or a capacity one (a deployment joined or left
 * the capacity queue), so status changes show without a reload. Mount it on screens that show deployments.
 */
export function useLiveDeployments(projectId: number): void {
  useRefetchOnNotices('deployment.', inferencingKeys.all(projectId));
  useRefetchOnNotices('capacity.', inferencingKeys.all(projectId));
}
