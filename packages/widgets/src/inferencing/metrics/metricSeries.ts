import type { DeploymentMetricsPoint, TimelineAction, TimelineEvent } from '@console/core';
import type { TimeSeries } from '../../charts/timeSeries';
import type { ChartMarker } from '../../charts/types';

/** Timeline entries worth a mark on the metrics: replicas coming up or going, pauses, rollouts. */
export const MARKED_ACTIONS: ReadonlySet<TimelineAction> = new Set<TimelineAction>([
  'UPDATED',
  'RUNNING',
  'FAILED',
  'REPLICA_RESTARTED',
  'PAUSED',
  'RESUMED',
  'VERSION_ACTIVATED',
  'SCHEDULE_PAUSED',
  'SCHEDULE_RESUMED',
  'STOPPED',
]);

/** Marks for the timeline's replica changes, pauses and rollouts, oldest first, each named by `labelOf`. */
export function metricMarkers(
  events: readonly TimelineEvent[] | undefined,
  labelOf: (event: TimelineEvent) => string,
): ChartMarker[] {
  return (events ?? [])
    .filter((e) => MARKED_ACTIONS.has(e.action))
    .map((e) => ({ time: Date.parse(e.at), label: labelOf(e) }))
    .sort((a, b) => a.time - b.time);
}

/** The three lines of a deployment's metrics: call rate per minute, p50/p95 latency and the error share. */
export interface MetricLines {
  requests: TimeSeries[];
  latency: TimeSeries[];
  errors: TimeSeries[];
}

/** Labels of the lines, from the catalogue. */
export interface MetricLabels {
  requests: string;
  p50: string;
  p95: string;
  errors: string;
}

/** The series to chart from the answer's points; `step` is seconds per point. */
export function metricLines(
  points: readonly DeploymentMetricsPoint[],
  step: number,
  labels: MetricLabels,
): MetricLines {
  const perMinute = 60 / Math.max(60, step);
  const time = (p: DeploymentMetricsPoint) => Date.parse(p.at);
  return {
    requests: [
      {
        id: 'requests',
        label: labels.requests,
        tone: 'primary',
        points: points.map((p) => ({ time: time(p), value: Math.round(p.requests * perMinute * 100) / 100 })),
      },
    ],
    latency: [
      { id: 'p50', label: labels.p50, tone: 'info', points: points.map((p) => ({ time: time(p), value: p.p50Ms })) },
      { id: 'p95', label: labels.p95, tone: 'warning', points: points.map((p) => ({ time: time(p), value: p.p95Ms })) },
    ],
    errors: [
      {
        id: 'errors',
        label: labels.errors,
        tone: 'danger',
        points: points.map((p) => ({
          time: time(p),
          value: p.requests > 0 ? Math.round((p.errors / p.requests) * 1000) / 10 : null,
        })),
      },
    ],
  };
}

/** Totals over the range, and the latency of the latest step with calls. */
export function metricTotals(points: readonly DeploymentMetricsPoint[]) {
  let requests = 0;
  let errors = 0;
  let latest: DeploymentMetricsPoint | undefined;
  for (const p of points) {
    requests += p.requests;
    errors += p.errors;
    if (p.requests > 0) latest = p;
  }
  return {
    requests,
    errorRate: requests > 0 ? Math.round((errors / requests) * 1000) / 10 : null,
    p50Ms: latest?.p50Ms ?? null,
    p95Ms: latest?.p95Ms ?? null,
  };
}
