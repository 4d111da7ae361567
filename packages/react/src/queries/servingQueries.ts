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
