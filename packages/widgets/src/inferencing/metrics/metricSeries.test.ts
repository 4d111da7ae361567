import type { DeploymentMetricsPoint, TimelineEvent } from '@console/core';
import { describe, expect, it } from 'vitest';
import { metricLines, metricMarkers, metricTotals } from './metricSeries';

const point = (at: string, requests: number, errors: number, p50Ms: number | null, p95Ms: number | null) =>
  ({ at, requests, errors, p50Ms, p95Ms }) satisfies DeploymentMetricsPoint;
const labels = { requests: 'Calls', p50: 'p50', p95: 'p95', errors: 'Errors' };

describe('metric series', () => {
  const points = [
    point('2026-01-05T09:00:00Z', 10, 1, 2, 5),
    point('2026-01-05T09:05:00Z', 0, 0, null, null),
    point('2026-01-05T09:10:00Z', 5, 0, 3, 4),
  ];

  it('charts calls per minute whatever the step, latency with gaps, and errors as a share of calls', () => {
    const lines = metricLines(points, 300, labels);
    expect(lines.requests[0]?.points.map((p) => p.value)).toEqual([2, 0, 1]);
    expect(lines.latency.map((s) => s.points.map((p) => p.value))).toEqual([
      [2, null, 3],
      [5, null, 4],
    ]);
    expect(lines.errors[0]?.points.map((p) => p.value)).toEqual([10, null, 0]);
  });

  it('totals the range and takes the latest latency that had calls', () => {
    expect(metricTotals(points)).toEqual({ requests: 15, errorRate: 6.7, p50Ms: 3, p95Ms: 4 });
    expect(metricTotals([point('2026-01-05T09:00:00Z', 0, 0, null, null)])).toEqual({
      requests: 0,
      errorRate: null,
      p50Ms: null,
      p95Ms: null,
    });
  });

  it('marks pauses, rollouts and replica changes from the timeline, oldest first, not key changes', () => {
    const events: TimelineEvent[] = [
      { id: 3, at: '2026-01-05T09:20:00Z', actor: 'Ann', action: 'PAUSED', detail: 'Paused' },
      { id: 2, at: '2026-01-05T09:15:00Z', actor: 'Ann', action: 'KEY_CREATED', detail: 'Key k' },
      { id: 1, at: '2026-01-05T09:10:00Z', actor: null, action: 'RUNNING', detail: 'Version 2 is running' },
    ];
    expect(metricMarkers(events, (e) => `${e.action.toLowerCase()}: ${e.detail}`)).toEqual([
      { time: Date.parse('2026-01-05T09:10:00Z'), label: 'running: Version 2 is running' },
      { time: Date.parse('2026-01-05T09:20:00Z'), label: 'paused: Paused' },
    ]);
  });
});
