import type { ChartTone } from './types';

/** One kind of bar, e.g. "Used" or "Open tickets". */
export interface BarSeries {
  key: string;
  label: string;
  tone?: ChartTone;
}

/** One category (a node, a tenant, a status) and its value per series key; a missing value draws no bar. */
export interface BarDatum {
  /** Stable key; defaults to the label. */
  id?: string;
  label: string;
  values: Readonly<Record<string, number | null | undefined>>;
}

/**
 * How a category's series share its band: side by side (`grouped`); end to end, for parts of a whole
 * (`stacked`, e.g. tickets by status); or all from zero, each later one thinner and in front (`overlay`), for
 * nested amounts such as capacity ⊇ allocated ⊇ used, where stacking would count the used part three times.
 */
export type BarLayout = 'grouped' | 'stacked' | 'overlay';

/** A bar in value space (`from`, `to`) and band space (`offset`, `size` as fractions of the band). */
export interface BarSegment {
  category: number;
  series: number;
  value: number;
  from: number;
  to: number;
  offset: number;
  size: number;
}

/** A finite number, or `undefined` for a missing value. */
export function barValue(datum: BarDatum, key: string): number | undefined {
  const value = datum.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Where each bar goes, category by category, in series order (so later series paint on top). */
export function barSegments(data: readonly BarDatum[], series: readonly BarSeries[], layout: BarLayout): BarSegment[] {
  const segments: BarSegment[] = [];
  const slot = 1 / Math.max(1, series.length);
  data.forEach((datum, category) => {
    let above = 0;
    let below = 0;
    series.forEach((s, at) => {
      const value = barValue(datum, s.key);
      if (value === undefined) return;
      const base = { category, series: at, value };
      if (layout === 'grouped') {
        segments.push({ ...base, from: 0, to: value, offset: at * slot + slot * 0.05, size: slot * 0.9 });
      } else if (layout === 'stacked') {
        const from = value >= 0 ? above : below;
        if (value >= 0) above += value;
        else below += value;
        segments.push({ ...base, from, to: from + value, offset: 0, size: 1 });
      } else {
        const size = Math.max(0.35, 1 - at * 0.25);
        segments.push({ ...base, from: 0, to: value, offset: (1 - size) / 2, size });
      }
    });
  });
  return segments;
}

/** The value axis range of some segments: always includes zero, never empty. */
export function barExtent(segments: readonly BarSegment[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const s of segments) {
    lo = Math.min(lo, s.from, s.to);
    hi = Math.max(hi, s.from, s.to);
  }
  return hi > lo ? [lo, hi] : [lo, lo + 1];
}
