import { describe, expect, it } from 'vitest';
import { downsampleMinMax } from './downsample';

interface P {
  t: number;
  v: number | null;
}
const x = (p: P) => p.t;
const y = (p: P) => p.v;
const series = (values: readonly (number | null)[]): P[] => values.map((v, t) => ({ t, v }));

/** A deterministic wobble between 20 and 60. */
const wobble = (n: number) => series(Array.from({ length: n }, (_, i) => 40 + 20 * Math.sin(i / 7)));

describe('downsampleMinMax', () => {
  it('returns the input itself when there are at most two points per column', () => {
    const points = wobble(200);
    expect(downsampleMinMax(points, 100, x, y)).toBe(points);
    expect(downsampleMinMax([], 100, x, y)).toEqual([]);
  });

  it('keeps at most four points per column, in order, taken from the input', () => {
    const points = wobble(10_000);
    const kept = downsampleMinMax(points, 500, x, y);
    expect(kept.length).toBeLessThanOrEqual(4 * 500);
    expect(kept.length).toBeGreaterThan(500);
    for (let i = 1; i < kept.length; i++) expect((kept[i] as P).t).toBeGreaterThan((kept[i - 1] as P).t);
    for (const point of kept) expect(points[point.t]).toBe(point);
  });

  it('keeps the first and last point and every column extreme, so a single spike survives', () => {
    const values = Array.from({ length: 10_000 }, () => 30);
    values[4321] = 100;
    values[8765] = 0;
    const points = series(values);
    const kept = downsampleMinMax(points, 300, x, y);
    expect(kept.length).toBeLessThan(1_000);
    expect(kept[0]).toBe(points[0]);
    expect(kept.at(-1)).toBe(points.at(-1));
    expect(kept.map((p) => p.v)).toContain(100);
    expect(kept.map((p) => p.v)).toContain(0);
  });

  it('has the same minimum and maximum in every column as the full series', () => {
    const points = wobble(5_000).map((p, i) => ({ ...p, v: (p.v ?? 0) + ((i * 7919) % 13) }));
    const columns = 250;
    const kept = downsampleMinMax(points, columns, x, y);
    const column = (p: P) => Math.min(columns - 1, Math.floor((p.t / (points.length - 1)) * columns));
    const extremes = (list: readonly P[]) => {
      const out = new Map<number, [number, number]>();
      for (const p of list) {
        const [lo, hi] = out.get(column(p)) ?? [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
        out.set(column(p), [Math.min(lo, p.v ?? lo), Math.max(hi, p.v ?? hi)]);
      }
      return out;
    };
    expect(extremes(kept)).toEqual(extremes(points));
  });

  it('keeps a gap (a null value) so the line still breaks there', () => {
    const values: (number | null)[] = Array.from({ length: 4_000 }, (_, i) => i % 50);
    for (let i = 2_000; i < 2_100; i++) values[i] = null;
    const kept = downsampleMinMax(series(values), 100, x, y);
    const gaps = kept.filter((p) => p.v === null);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.every((p) => p.t >= 2_000 && p.t < 2_100)).toBe(true);
  });

  it('buckets by x, not by index, so irregular sampling keeps its shape', () => {
    // Dense samples in the first second, then one per minute: the sparse tail stays whole.
    const dense = Array.from({ length: 3_000 }, (_, i) => ({ t: i / 3, v: i % 10 }));
    const sparse = Array.from({ length: 60 }, (_, i) => ({ t: 1_000 + i * 60_000, v: i }));
    const points = [...dense, ...sparse];
    const kept = downsampleMinMax(points, 200, x, y);
    for (const p of sparse) expect(kept).toContain(p);
    expect(kept.length).toBeLessThan(points.length / 4);
  });
});
