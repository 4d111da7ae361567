/**
 * A deployment's metrics from Prometheus, with local serving: the model servers' own series
 * (`modelServer.ts`), scraped through the API's service discovery, read with PromQL over the Prometheus
 * HTTP API (`/api/v1/query_range`). Each point covers [at, at + step): requests and errors are what the
 * counters added over the step (see {@link promQueries}), p50 and p95 `histogram_quantile` of what the latency
 * histogram's buckets added. Points with no calls carry no latency, as the database series does.
 */
import type { MetricsPoint } from './series';

/** Prometheus did not answer (down, or an error): the caller falls back to the API's own counts. */
export class PrometheusUnavailable extends Error {}

interface RangeResult {
  metric: Record<string, string>;
  values: [number, string][];
}

async function queryRange(baseUrl: string, query: string, start: number, end: number, step: number) {
  const url = new URL('/api/v1/query_range', baseUrl);
  url.search = new URLSearchParams({ query, start: String(start), end: String(end), step: `${step}s` }).toString();
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    throw new PrometheusUnavailable(`Prometheus at ${baseUrl} did not answer: ${(error as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as {
    status?: string;
    error?: string;
    data?: { result: RangeResult[] };
  };
  if (!res.ok || body.status !== 'success' || !body.data)
    throw new PrometheusUnavailable(`Prometheus refused the query: ${body.error ?? res.status}`);
  return body.data.result;
}

/**
 * The PromQL of each measure for the deployments `ids`, by deployment, over windows of `step` seconds.
 *
 * Calls in a window are each series' last value in it less its last value before it, and a series with no value
 * before the window counts from 0: every model server process starts its counters at 0 and has series of its own
 * (its `instance`, a port of its own), so a server's first calls count even when Prometheus first scraped it after
 * them. `increase()` would not count them: over a series whose first sample is already 1 it answers 0 or nothing,
 * which is what a deployment called once right after it started showed. The value before the window is looked for
 * over an hour at least, so a gap in the scrapes does not count a whole series again. Latency quantiles take the
 * same differences of the histogram's buckets.
 */
export function promQueries(ids: readonly number[], step: number) {
  const selector = `deployment_id=~"${ids.map((id) => String(Math.trunc(id))).join('|')}"`;
  const window = Math.trunc(step);
  const before = Math.max(window, 3600);
  const added = (metric: string) =>
    `(last_over_time(${metric}{${selector}}[${window}s]) - (last_over_time(${metric}{${selector}}[${before}s] offset ${window}s) or last_over_time(${metric}{${selector}}[${window}s]) * 0))`;
  const quantile = (q: number) =>
    `histogram_quantile(${q}, sum by (deployment_id, le) (${added('inference_request_duration_seconds_bucket')}))`;
  return {
    requests: `sum by (deployment_id) (${added('inference_requests_total')})`,
    errors: `sum by (deployment_id) (${added('inference_request_errors_total')})`,
    p50: quantile(0.5),
    p95: quantile(0.95),
  };
}

/** The series of each of `ids` from `from` to `to`, one point per `step` seconds (Prometheus's numbers). */
export async function prometheusSeries(
  baseUrl: string,
  ids: readonly number[],
  from: Date,
  to: Date,
  step: number,
): Promise<Map<number, MetricsPoint[]>> {
  const first = Math.floor(from.getTime() / 1000 / step) * step;
  const buckets: number[] = [];
  for (let b = first; b * 1000 < to.getTime(); b += step) buckets.push(b);
  const result = new Map<number, MetricsPoint[]>();
  if (buckets.length === 0 || ids.length === 0) return result;
  // The value at t covers (t - step, t]: the point of bucket b is read at b + step.
  const start = (buckets[0] as number) + step;
  const end = (buckets.at(-1) as number) + step;
  const queries = promQueries(ids, step);
  const [requests, errors, p50, p95] = await Promise.all(
    [queries.requests, queries.errors, queries.p50, queries.p95].map((q) => queryRange(baseUrl, q, start, end, step)),
  );
  const byId = (series: RangeResult[] | undefined) => {
    const map = new Map<string, Map<number, number>>();
    for (const s of series ?? []) {
      const values = new Map<number, number>();
      for (const [t, v] of s.values) {
        const n = Number(v);
        if (Number.isFinite(n)) values.set(Math.round(t) - step, n);
      }
      map.set(s.metric.deployment_id ?? '', values);
    }
    return map;
  };
  const [r, e, q50, q95] = [byId(requests), byId(errors), byId(p50), byId(p95)];
  for (const id of ids) {
    const key = String(id);
    result.set(
      id,
      buckets.map((bucket) => {
        const calls = Math.round(r.get(key)?.get(bucket) ?? 0);
        const ms = (q: Map<string, Map<number, number>>) => {
          const v = q.get(key)?.get(bucket);
          return calls > 0 && v !== undefined ? Math.round(v * 1000 * 1000) / 1000 : null;
        };
        return {
          at: new Date(bucket * 1000).toISOString(),
          requests: calls,
          errors: Math.round(e.get(key)?.get(bucket) ?? 0),
          p50Ms: ms(q50),
          p95Ms: ms(q95),
        };
      }),
    );
  }
  return result;
}
