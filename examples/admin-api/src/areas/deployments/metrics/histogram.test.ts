import { describe, expect, it } from 'vitest';
import { bucketBound, bucketOf, emptyHistogram, HISTOGRAM_BUCKETS, quantile } from './histogram';

const histogramOf = (latencies: number[]) => {
  const h = emptyHistogram();
  for (const ms of latencies) h[bucketOf(ms)] = (h[bucketOf(ms)] ?? 0) + 1;
  return h;
};

describe('the latency histogram', () => {
  it('puts each latency in the bucket whose bounds hold it', () => {
    for (const ms of [0.01, 0.25, 0.3, 1, 7.5, 42, 950, 12_000]) {
      const i = bucketOf(ms);
      expect(ms).toBeLessThanOrEqual(bucketBound(i));
      if (i > 0) expect(ms).toBeGreaterThan(bucketBound(i - 1));
    }
    expect(bucketOf(10 * 60_000)).toBe(HISTOGRAM_BUCKETS - 1);
  });

  it('estimates percentiles within the resolution of a bucket', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => 1 + i / 10); // 1 .. 100.9 ms, uniform
    const h = histogramOf(latencies);
    const p50 = quantile(h, 0.5) as number;
    const p95 = quantile(h, 0.95) as number;
    expect(Math.abs(p50 - 51) / 51).toBeLessThan(0.1);
    expect(Math.abs(p95 - 96) / 96).toBeLessThan(0.1);
    expect(p95).toBeGreaterThan(p50);
  });

  it('answers null without calls', () => {
    expect(quantile(emptyHistogram(), 0.5)).toBeNull();
  });
});
