import type { BarDatum, BarSeries } from './barLayout';
import type { TimeSeries } from './timeSeries';

/** A small deterministic generator (mulberry32), so stories, tests and the benchmark draw the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface UtilisationOptions {
  id?: string;
  label?: string;
  /** First sample, epoch ms (default 2026-11-01T00:00Z). */
  start?: number;
  /** Milliseconds between samples (default one minute). */
  stepMs?: number;
  seed?: number;
  /** Where the walk starts, in percent (default 45). */
  base?: number;
}

/** A utilisation percentage (0-100) sampled `count` times: a random walk with a daily swing and rare spikes. */
export function utilisationSeries(count: number, options: UtilisationOptions = {}): TimeSeries {
  const { id = 'gpu', label = 'GPU', start = Date.UTC(2026, 10, 1), stepMs = 60_000, seed = 7, base = 45 } = options;
  const next = random(seed);
  let level = base;
  const points = Array.from({ length: count }, (_, i) => {
    level = Math.min(95, Math.max(5, level + (next() - 0.5) * 4));
    const daily = 15 * Math.sin((2 * Math.PI * i * stepMs) / 86_400_000);
    const spike = next() > 0.998 ? 40 : 0;
    const value = Math.round(Math.min(100, Math.max(0, level + daily + spike)) * 10) / 10;
    return { time: start + i * stepMs, value };
  });
  return { id, label, points };
}

/** Capacity, allocated and used, drawn back to front (an `overlay` bar chart). */
export const allocationSeries: readonly BarSeries[] = [
  { key: 'capacity', label: 'Capacity', tone: 'muted' },
  { key: 'allocated', label: 'Allocated', tone: 'info' },
  { key: 'used', label: 'Used', tone: 'success' },
];

/** GPUs per node: capacity 8 or 16, allocated and used below it (one node over-committed). */
export function nodeAllocation(count: number, seed = 3): BarDatum[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const capacity = i % 3 === 0 ? 16 : 8;
    const allocated = i === 1 ? capacity + 2 : Math.round(capacity * (0.4 + next() * 0.6));
    const used = Math.min(allocated, Math.round(allocated * (0.3 + next() * 0.7)));
    return { label: `gpu-node-${String(i + 1).padStart(2, '0')}`, values: { capacity, allocated, used } };
  });
}

/** Ticket statuses, stacked per priority. */
export const ticketStatusSeries: readonly BarSeries[] = [
  { key: 'open', label: 'Open', tone: 'info' },
  { key: 'inProgress', label: 'In progress', tone: 'warning' },
  { key: 'resolved', label: 'Resolved', tone: 'success' },
];

/** Ticket counts by priority and status. */
export const ticketsByPriority: readonly BarDatum[] = [
  { label: 'Critical', values: { open: 3, inProgress: 2, resolved: 11 } },
  { label: 'High', values: { open: 9, inProgress: 5, resolved: 24 } },
  { label: 'Medium', values: { open: 14, inProgress: 8, resolved: 52 } },
  { label: 'Low', values: { open: 6, inProgress: 1, resolved: 30 } },
];
