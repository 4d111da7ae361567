/**
 * A deployment's metrics from Prometheus, with local serving: the model servers' own series
 * (`modelServer.ts`), scraped through the API's service discovery, read with PromQL over the Prometheus
 * HTTP API (`/api/v1/query_range`). Each point covers [at, at + step): requests and errors are the
 * `increase` of the counters over the step, p50 and p95 `histogram_quantile` of the latency histogram's
 * `rate`. Points with no calls carry no latency, as the database series does.
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

/** The PromQL of each measure for the deployments `ids`, by deployment, over windows of `step` seconds. */
export function promQueries(ids: readonly number[], step: number) {
  const selector = `deployment_id=~"${ids.map((id) => String(Math.trunc(id))).join('|')}"`;
  const window = `[${step}s]`;
  const quantile = (q: number) =>
    `histogram_quantile(${q}, sum by (deployment_id, le) (rate(inference_request_duration_seconds_bucket{${selector}}${window})))`;
  return {
    requests: `sum by (deployment_id) (increase(inference_requests_total{${selector}}${window}))`,
    errors: `sum by (deployment_id) (increase(inference_request_errors_total{${selector}}${window}))`,
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
