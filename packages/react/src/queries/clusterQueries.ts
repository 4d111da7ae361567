import type { ClusterRange, ClusterScope, UsageLevel } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Samples are stored every five minutes: fetching more often shows nothing new. */
const SAMPLE_MS = 300_000;

/** Query keys of the cluster overview, for invalidation. */
export const clusterKeys = {
  all: ['clusters'] as const,
  list: (scope: ClusterScope) => [...clusterKeys.all, 'list', scope] as const,
  series: (id: number, scope: ClusterScope, range: object) => [...clusterKeys.all, 'series', id, scope, range] as const,
  usage: (scope: ClusterScope, range: object) => [...clusterKeys.all, 'usage', scope, range] as const,
};

/** Clusters with their nodes: capacity, the scope's allocation and what is free. */
export function clusterListQuery(client: ConsoleClient, scope: ClusterScope = {}) {
  return queryOptions({
    queryKey: clusterKeys.list(scope),
    queryFn: () => client.api.clusters.list(scope),
    staleTime: 30_000,
  });
}

/**
 * Capacity, allocation and use of one cluster over a range. While a new range loads, the previous
 * series stays on screen (placeholder), so the chart does not collapse to a spinner.
 */
export function clusterSeriesQuery(
  client: ConsoleClient,
  id: number,
  scope: ClusterScope,
  range: ClusterRange & { step?: number | undefined },
) {
  return queryOptions({
    queryKey: clusterKeys.series(id, scope, range),
    queryFn: () => client.api.clusters.series(id, scope, range),
    staleTime: SAMPLE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Allocation and use per organization, branch or project inside the scope over a range. */
export function clusterUsageQuery(
  client: ConsoleClient,
  scope: ClusterScope,
  range: ClusterRange & { groupBy?: UsageLevel | undefined },
) {
  return queryOptions({
    queryKey: clusterKeys.usage(scope, range),
    queryFn: () => client.api.clusters.usage(scope, range),
    staleTime: SAMPLE_MS,
    placeholderData: keepPreviousData,
  });
}
