import type { DeploymentMetrics, TimelineEvent } from '@console/core';

/** The story day: metrics of 2026-01-05 in UTC, one point per `step` seconds over `hours` from 08:00. */
export function sampleMetrics(options: { step?: number; hours?: number; quiet?: boolean } = {}): DeploymentMetrics {
  const step = options.step ?? 60;
  const hours = options.hours ?? 4;
  const from = Date.parse('2026-01-05T08:00:00Z');
  const count = Math.round((hours * 3600) / step);
  const points = Array.from({ length: count }, (_, i) => {
    // A deterministic wave of traffic with a pause from 09:30 to 10:00 and a burst of errors at 10:40.
    const at = from + i * step * 1000;
    const minute = (at - from) / 60_000;
    const paused = minute >= 90 && minute < 120;
    const requests = options.quiet || paused ? 0 : Math.round(((12 + 8 * Math.sin(minute / 9)) * step) / 60);
    const errors = minute >= 160 && minute < 166 ? Math.ceil(requests / 4) : requests > 0 && i % 17 === 0 ? 1 : 0;
    const p50 = requests > 0 ? Math.round((3.2 + Math.sin(minute / 5)) * 100) / 100 : null;
    return {
      at: new Date(at).toISOString(),
      requests,
      errors: requests > 0 ? errors : 0,
      p50Ms: p50,
      p95Ms: p50 === null ? null : Math.round(p50 * (2.4 + Math.cos(minute / 7) * 0.4) * 100) / 100,
    };
  });
  return {
    deploymentId: 1,
    from: new Date(from).toISOString(),
    to: new Date(from + count * step * 1000).toISOString(),
    step,
    points,
  };
}

/** A pause and a resume, and a rollout of version 2, inside the sample's hours. */
export const sampleMetricEvents: TimelineEvent[] = [
  { id: 14, at: '2026-01-05T10:20:00.000Z', actor: null, action: 'RUNNING', detail: 'Version 2 is running' },
  {
    id: 13,
    at: '2026-01-05T10:15:00.000Z',
    actor: 'Paula Project',
    action: 'UPDATED',
    detail: 'Version 2 created and rolling out',
  },
  { id: 12, at: '2026-01-05T10:00:00.000Z', actor: 'Paula Project', action: 'RESUMED', detail: 'Resumed' },
  { id: 11, at: '2026-01-05T09:30:00.000Z', actor: 'Paula Project', action: 'KEY_CREATED', detail: 'Key web' },
  {
    id: 10,
    at: '2026-01-05T09:30:00.000Z',
    actor: 'Paula Project',
    action: 'PAUSED',
    detail: 'Paused; the endpoint refuses calls',
  },
];
