import { describe, expect, it } from 'vitest';
import { clusterRangeOf, defaultClusterDates, earliestClusterDate } from './clusterRange';

describe('clusterRangeOf', () => {
  const noon = new Date(2026, 10, 2, 12, 0);

  it('spans whole local days, ending now when the last day is today', () => {
    const range = clusterRangeOf({ from: '2026-10-30', to: '2026-11-02' }, noon);
    expect(range).toEqual({ from: new Date(2026, 9, 30).toISOString(), to: noon.toISOString() });
    const past = clusterRangeOf({ from: '2026-10-30', to: '2026-10-31' }, noon);
    expect(past?.to).toBe(new Date(2026, 10, 1).toISOString());
  });

  it('gives nothing for a half-typed or reversed range', () => {
    expect(clusterRangeOf({ from: '2026-10-30', to: '' }, noon)).toBeUndefined();
    expect(clusterRangeOf({ from: '2026-11-02', to: '2026-11-01' }, noon)).toBeUndefined();
    expect(clusterRangeOf({ from: '2026-11-03', to: '2026-11-03' }, noon)).toBeUndefined();
  });

  it('defaults to yesterday and today, and allows ninety days back', () => {
    expect(defaultClusterDates('2026-11-02')).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(earliestClusterDate('2026-11-02')).toBe('2026-08-05');
  });
});
