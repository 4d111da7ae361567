import type { ConsoleClient } from '@console/core/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { inferencingKeys } from './inferencingQueries';

/**
 * The window of a metrics series: fixed instants (ISO), a start up to `'now'`, or the last minutes up to now.
 * A window that ends now is resolved each time it is fetched, so a refresh takes in the minutes since.
 */
export type MetricsWindow = { from: string; to: string | 'now' } | { lastMinutes: number };

/** How often a live metrics chart asks again: the endpoint aggregates per minute. */
export const METRICS_REFRESH_MS = 30_000;

/** The instants a window covers at `now`: an open end runs to the end of the current minute. */
export function resolveMetricsWindow(window: MetricsWindow, now = Date.now()): { from: string; to: string } {
  const endOfMinute = new Date((Math.floor(now / 60_000) + 1) * 60_000);
  if ('lastMinutes' in window)
    return {
      from: new Date(endOfMinute.getTime() - window.lastMinutes * 60_000).toISOString(),
      to: endOfMinute.toISOString(),
    };
  return { from: window.from, to: window.to === 'now' ? endOfMinute.toISOString() : window.to };
}

/** Query keys of deployments' metrics, under the deployment's own key (a delete or change drops them too). */
export const servingKeys = {
  metrics: (projectId: number, id: number, window?: MetricsWindow) =>
    window ? inferencingKeys.part(projectId, id, 'metrics', window) : inferencingKeys.part(projectId, id, 'metrics'),
  /** Several deployments' series at once, under the project's inferencing key (any deployment change drops it). */
  batch: (projectId: number, ids: readonly number[], window: MetricsWindow) =>
    [...inferencingKeys.all(projectId), 'metrics', ids, window] as const,
};

/**
 * A deployment's calls, errors and p50/p95 latency over a window (per minute, coarser for long ranges). A new
 * window keeps the previous series on screen while it loads; a window that ends now refreshes every 30 s.
 */
export function deploymentMetricsQuery(client: ConsoleClient, projectId: number, id: number, window: MetricsWindow) {
  const live = 'lastMinutes' in window || window.to === 'now';
  return queryOptions({
    queryKey: servingKeys.metrics(projectId, id, window),
    queryFn: () => client.api.inferencing.metrics(projectId, id, resolveMetricsWindow(window)),
    placeholderData: keepPreviousData,
    refetchInterval: live ? METRICS_REFRESH_MS : false,
  });
}

/**
 * The series of several deployments of a project over one window, in one request (at most 50 ids, in the order
 * given): a list's trend column. Each answered series is also left in the cache under the deployment's own key,
 * so a chart of the same window opens at once. A window that ends now refreshes every 30 s.
 */
export function deploymentsMetricsQuery(
  client: ConsoleClient,
  queryClient: { setQueryData: (key: readonly unknown[], data: unknown) => unknown },
  projectId: number,
  ids: readonly number[],
  window: MetricsWindow,
) {
  const live = 'lastMinutes' in window || window.to === 'now';
  return queryOptions({
    queryKey: servingKeys.batch(projectId, ids, window),
    queryFn: async () => {
      const { items } = await client.api.inferencing.metricsOfDeployments(projectId, {
        ids: ids.join(','),
        ...resolveMetricsWindow(window),
      });
      for (const series of items)
        queryClient.setQueryData(servingKeys.metrics(projectId, series.deploymentId, window), series);
      // A plain object, so a refresh that changed nothing keeps every row's series (structural sharing).
      return Object.fromEntries(items.map((series) => [series.deploymentId, series])) as Record<
        number,
        (typeof items)[number]
      >;
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: live ? METRICS_REFRESH_MS : false,
  });
}
