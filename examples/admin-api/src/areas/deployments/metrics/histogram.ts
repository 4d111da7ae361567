/**
 * The latency histogram each minute of a deployment's metrics keeps. Buckets grow by a quarter octave
 * (×2^¼ ≈ 1.19) from 0.25 ms, so any percentile estimated from them is within about 10 % of the true
 * value, for 72 integers per minute whatever the traffic. The last bucket holds everything slower.
 */

/** Upper bound of the first bucket, in ms. */
const FIRST_BOUND_MS = 0.25;
/** Buckets per doubling of latency. */
const PER_OCTAVE = 4;
/** Buckets in all: 0.25 ms up to about 65 s, then one open-ended bucket. */
export const HISTOGRAM_BUCKETS = 72;

/** Upper bound (ms) of bucket `i`; the last is unbounded. */
export const bucketBound = (i: number) =>
  i >= HISTOGRAM_BUCKETS - 1 ? Number.POSITIVE_INFINITY : FIRST_BOUND_MS * 2 ** (i / PER_OCTAVE);

/** The bucket a latency falls in (bucket i holds latencies above bound i-1 up to bound i). */
export function bucketOf(latencyMs: number): number {
  if (!(latencyMs > FIRST_BOUND_MS)) return 0;
  const i = Math.ceil(Math.log2(latencyMs / FIRST_BOUND_MS) * PER_OCTAVE - 1e-9);
  return Math.min(HISTOGRAM_BUCKETS - 1, i);
}

/** An empty histogram. */
export const emptyHistogram = () => new Array<number>(HISTOGRAM_BUCKETS).fill(0);

/**
 * The latency at quantile `q` (0..1) of the calls counted in `histogram`, interpolated geometrically
 * inside its bucket; null without calls. `maxMs` caps the open-ended last bucket.
 */
export function quantile(histogram: readonly number[], q: number, maxMs?: number): number | null {
  const total = histogram.reduce((s, n) => s + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    const n = histogram[i] ?? 0;
    if (n === 0) continue;
    if (seen + n >= rank) {
      const lower = i === 0 ? FIRST_BOUND_MS / 2 ** (1 / PER_OCTAVE) : bucketBound(i - 1);
      const upper = Number.isFinite(bucketBound(i)) ? bucketBound(i) : Math.max(lower, maxMs ?? lower * 2);
      const within = Math.min(1, Math.max(0, (rank - seen) / n));
      return Math.round(lower * (upper / lower) ** within * 1000) / 1000;
    }
    seen += n;
  }
  return null;
}
