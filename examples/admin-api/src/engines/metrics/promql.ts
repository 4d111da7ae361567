import { engineUnavailable } from '../unavailable';

/** One series of a PromQL answer: its labels and its values (one for an instant query). */
export interface PromSeries {
  labels: Record<string, string>;
  values: { at: number; value: number }[];
}

/** How the API reaches Prometheus's HTTP API. */
export interface PromClient {
  /** An instant query, evaluated now. */
  query(expr: string): Promise<PromSeries[]>;
  /** A range query from `start` to `end` (seconds since the epoch) every `step` seconds. */
  queryRange(expr: string, start: number, end: number, step: number): Promise<PromSeries[]>;
}

interface PromAnswer {
  status: 'success' | 'error';
  error?: string;
  data?: {
    resultType: 'vector' | 'matrix';
    result: { metric: Record<string, string>; value?: [number, string]; values?: [number, string][] }[];
  };
}

/**
 * A client of Prometheus's `/api/v1/query` and `/api/v1/query_range` (also Thanos Query's, which serves the same
 * API). Each call gives up after `timeoutMs`, and Prometheus is told the same limit; anything but a successful
 * answer throws the 503 that names Prometheus, so a caller never waits on an engine that is down or slow.
 */
export function createPromClient(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): PromClient {
  async function call(path: string, params: Record<string, string>): Promise<PromSeries[]> {
    const body = new URLSearchParams({ ...params, timeout: `${Math.max(1, Math.floor(timeoutMs / 1000))}s` });
    let answer: PromAnswer;
    try {
      const res = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await res.json()) as PromAnswer;
      if (!res.ok && answer.status !== 'error') throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      const why =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : `not reachable at ${baseUrl}`;
      throw engineUnavailable('Prometheus', why);
    }
    if (answer.status !== 'success' || !answer.data) {
      throw engineUnavailable('Prometheus', answer.error ?? 'the query failed');
    }
    return answer.data.result.map((r) => ({
      labels: r.metric,
      values: (r.values ?? (r.value ? [r.value] : [])).map(([at, v]) => ({ at, value: Number(v) })),
    }));
  }
  return {
    query: (expr) => call('/api/v1/query', { query: expr }),
    queryRange: (expr, start, end, step) =>
      call('/api/v1/query_range', { query: expr, start: String(start), end: String(end), step: String(step) }),
  };
}
