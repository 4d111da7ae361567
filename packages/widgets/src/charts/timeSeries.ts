import type { ChartTone } from './types';

/** One sample: a time (epoch milliseconds or a Date) and a value; `null` is a gap (no sample, node down). */
export interface TimePoint {
  time: number | Date;
  value: number | null;
}

/** One line of a time series chart. Points must be sorted by time. */
export interface TimeSeries {
  id: string;
  label: string;
  points: readonly TimePoint[];
  tone?: ChartTone;
}

/** A series with its times as numbers, ready for scales and binary search. */
export interface PreparedSeries extends TimeSeries {
  times: Float64Array;
}

/** The time of a point in epoch milliseconds. */
export const pointTime = (point: TimePoint): number => +point.time;

/** The value of a point, `null` for a gap. */
export const pointValue = (point: TimePoint): number | null => point.value;

/** Adds each series' times as a typed array. */
export function prepareSeries(series: readonly TimeSeries[]): PreparedSeries[] {
  return series.map((s) => ({ ...s, times: Float64Array.from(s.points, pointTime) }));
}

/** The index in sorted `times` nearest to `time` (ties go to the earlier one); -1 when empty. */
export function nearestIndex(times: Float64Array, time: number): number {
  if (times.length === 0) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && time - (times[lo - 1] as number) <= (times[lo] as number) - time) return lo - 1;
  return lo;
}

/** Earliest and latest time over all series, `undefined` when there are no points. */
export function timeExtent(series: readonly PreparedSeries[]): [number, number] | undefined {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const s of series) {
    const first = s.times[0];
    const last = s.times[s.times.length - 1];
    if (first !== undefined && first < lo) lo = first;
    if (last !== undefined && last > hi) hi = last;
  }
  return lo <= hi ? [lo, hi] : undefined;
}

/** Lowest, highest and latest defined value of one series. */
export interface SeriesStats {
  min: number;
  max: number;
  latest: number;
}

/** The stats of a series' defined values, `undefined` when it has none. */
export function seriesStats(points: readonly TimePoint[]): SeriesStats | undefined {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let latest: number | undefined;
  for (const point of points) {
    const value = point.value;
    if (value === null || Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    latest = value;
  }
  return latest === undefined ? undefined : { min, max, latest };
}

/** The value axis range: from zero (or the lowest value below it) to the highest value, never empty. */
export function valueExtent(stats: readonly (SeriesStats | undefined)[]): [number, number] {
  let lo = 0;
  let hi = Number.NEGATIVE_INFINITY;
  for (const s of stats) {
    if (s === undefined) continue;
    lo = Math.min(lo, s.min);
    hi = Math.max(hi, s.max);
  }
  if (!(hi > lo)) hi = lo + 1;
  return [lo, hi];
}
