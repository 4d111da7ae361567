import { describe, expect, it } from 'vitest';
import { type BarDatum, barExtent, barSegments } from './barLayout';
import { allocationSeries, ticketStatusSeries, ticketsByPriority } from './fixtures';

const node: BarDatum = { label: 'gpu-node-01', values: { capacity: 16, allocated: 12, used: 9 } };

describe('barSegments', () => {
  it('stacks parts of a whole end to end, in series order', () => {
    const [critical] = ticketsByPriority;
    const segments = barSegments(critical ? [critical] : [], ticketStatusSeries, 'stacked');
    expect(segments.map(({ from, to }) => [from, to])).toEqual([
      [0, 3],
      [3, 5],
      [5, 16],
    ]);
    expect(barExtent(segments)).toEqual([0, 16]);
  });

  it('overlays nested amounts from zero, each later one thinner and centred', () => {
    const segments = barSegments([node], allocationSeries, 'overlay');
    expect(segments.map(({ from, to }) => [from, to])).toEqual([
      [0, 16],
      [0, 12],
      [0, 9],
    ]);
    const sizes = segments.map((s) => s.size);
    expect(sizes[0]).toBeGreaterThan(sizes[1] as number);
    expect(sizes[1]).toBeGreaterThan(sizes[2] as number);
    for (const s of segments) expect(s.offset * 2 + s.size).toBeCloseTo(1);
    expect(barExtent(segments)).toEqual([0, 16]);
  });

  it('puts grouped bars side by side inside the band', () => {
    const segments = barSegments([node], allocationSeries, 'grouped');
    for (let i = 1; i < segments.length; i++) {
      const previous = segments[i - 1];
      const current = segments[i];
      if (previous && current) expect(current.offset).toBeGreaterThanOrEqual(previous.offset + previous.size);
    }
    expect(segments.at(-1)?.offset ?? 0).toBeLessThan(1);
  });

  it('draws no bar for a missing or non-finite value and stacks negatives below zero', () => {
    const datum: BarDatum = { label: 'x', values: { open: 4, inProgress: Number.NaN, resolved: -2 } };
    const segments = barSegments([datum], ticketStatusSeries, 'stacked');
    expect(segments.map((s) => s.series)).toEqual([0, 2]);
    expect(segments[1]).toMatchObject({ from: 0, to: -2 });
    expect(barExtent(segments)).toEqual([-2, 4]);
    expect(barExtent([])).toEqual([0, 1]);
  });
});
