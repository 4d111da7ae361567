import { cpus, hostname, totalmem } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/errors';
import { prometheusMissing, startTestPrometheus, type TestPrometheus } from '../../testing/prometheus';
import { createLocalMetrics } from './local';

const missing = prometheusMissing();
if (missing)
  console.warn(
    `Skipping the Prometheus metrics tests: ${missing} (apt-get install prometheus prometheus-node-exporter).`,
  );

describe.skipIf(missing)('local metrics on a real Prometheus and node exporter', () => {
  let prometheus: TestPrometheus;
  beforeAll(async () => {
    prometheus = await startTestPrometheus();
    await prometheus.ready();
  });
  afterAll(() => prometheus?.stop());

  it('finds this machine with its own cores and memory, and what it uses now', async () => {
    const metrics = createLocalMetrics({ url: prometheus.url });
    const nodes = await metrics.nodes();
    expect(nodes).toHaveLength(1);
    const [node] = nodes;
    expect(node?.name).toBe(hostname());
    expect(node?.up).toBe(true);
    expect(node?.capacity.cpuCores).toBe(cpus().length);
    expect(node?.capacity.memoryGiB).toBeCloseTo(totalmem() / 1024 ** 3, 1);
    // No GPU is invented on a machine without a DCGM exporter.
    expect(node?.capacity.gpus).toBe(0);
    expect(node?.gpuModel).toBeNull();
    expect(node?.used.cpuCores).toBeGreaterThan(0);
    expect(node?.used.cpuCores).toBeLessThanOrEqual(cpus().length);
    expect(node?.used.memoryGiB).toBeGreaterThan(0);
    expect(node?.used.memoryGiB).toBeLessThan(node?.capacity.memoryGiB ?? 0);
  });

  it('answers a series on instants aligned to the step, each point the mean of its step', async () => {
    const metrics = createLocalMetrics({ url: prometheus.url });
    const to = new Date();
    const [series] = await metrics.series(new Date(to.getTime() - 60_000), to, 5);
    expect(series?.name).toBe(hostname());
    const points = series?.points ?? [];
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) {
      expect(p.at.getTime() % 5000).toBe(0);
      expect(p.capacity.cpuCores).toBe(cpus().length);
      expect(p.used.memoryGiB).toBeGreaterThan(0);
    }
  });

  it('reports its name and version', async () => {
    const status = await createLocalMetrics({ url: prometheus.url }).status();
    expect(status).toMatchObject({ mode: 'local', available: true });
    expect(status.engine).toMatch(/^Prometheus \d+\.\d+/);
  });
});

describe('local metrics while Prometheus does not answer', () => {
  it('answers 503 naming Prometheus, with Retry-After, when nothing listens', async () => {
    const metrics = createLocalMetrics({ url: 'http://127.0.0.1:9', timeoutMs: 500 });
    const error = await metrics.nodes().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toMatch(/^Prometheus is not available/);
    expect(await metrics.status()).toMatchObject({ mode: 'local', available: false });
  });

  it('gives up on a slow Prometheus after its timeout', async () => {
    const slow: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const metrics = createLocalMetrics({ url: 'http://prometheus.invalid', timeoutMs: 200, fetch: slow });
    const started = Date.now();
    const error = (await metrics.series(new Date(Date.now() - 3_600_000), new Date(), 300).catch((e) => e)) as ApiError;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.status).toBe(503);
    expect(error.message).toContain('no answer within 200 ms');
  });
});

/**
 * A stand-in for Prometheus's query API that answers every part of a combined query with one machine's series whose
 * value is the evaluation time, and counts what it was asked.
 */
function fakePrometheus() {
  const asked: { path: string; start?: number; end?: number }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const params = new URLSearchParams(String(init?.body ?? ''));
    const parts = [...(params.get('query') ?? '').matchAll(/"console_part", "(\w+)"/g)].map((m) => m[1] ?? '');
    const metric = (part: string) => ({ console_part: part, instance: 'm1:9100', nodename: 'm1' });
    if (url.pathname.endsWith('/query_range')) {
      const start = Number(params.get('start'));
      const end = Number(params.get('end'));
      const step = Number(params.get('step'));
      asked.push({ path: 'range', start, end });
      const values: [number, string][] = [];
      for (let t = start; t <= end; t += step) values.push([t, String(t)]);
      const result = parts.map((p) => ({ metric: metric(p), values }));
      return Response.json({ status: 'success', data: { resultType: 'matrix', result } });
    }
    asked.push({ path: 'instant' });
    const now = Math.floor(Date.now() / 1000);
    const result = parts.map((p) => ({ metric: metric(p), value: [now, String(now)] }));
    return Response.json({ status: 'success', data: { resultType: 'vector', result } });
  };
  return { asked, fetch: fetchImpl };
}

describe('local metrics: what is asked of Prometheus again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares the machines now among the callers of one scrape interval, and asks again after it or after a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const prom = fakePrometheus();
    let failing = false;
    const fetchImpl: typeof fetch = (input, init) =>
      failing ? Promise.reject(new TypeError('fetch failed')) : prom.fetch(input, init);
    const metrics = createLocalMetrics({ url: 'http://prometheus.test', fetch: fetchImpl });
    const [a, b] = await Promise.all([metrics.nodes(), metrics.nodes()]);
    expect(b).toBe(a);
    expect(await metrics.nodes()).toBe(a);
    expect(prom.asked).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5000);
    failing = true;
    await expect(metrics.nodes()).rejects.toMatchObject({ status: 503 });
    failing = false;
    expect((await metrics.nodes())[0]?.name).toBe('m1');
    expect(prom.asked).toHaveLength(2);
  });

  it('reads finished steps of a series once, then only the steps since, with the same points as a full read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const step = 300;
    // 100 s into a step: the steps before it are finished.
    vi.setSystemTime(new Date((Math.floor(Date.now() / 1000 / step) * step + 100) * 1000));
    const prom = fakePrometheus();
    const metrics = createLocalMetrics({ url: 'http://prometheus.test', fetch: prom.fetch });
    const fresh = () =>
      createLocalMetrics({ url: 'http://prometheus.test', fetch: fakePrometheus().fetch, wholeStepsMs: 0 });
    const day = () => [new Date(Date.now() - 86_400_000), new Date()] as const;

    const first = await metrics.series(...day(), step);
    expect(first[0]?.points).toHaveLength(289);
    expect(prom.asked.filter((q) => q.path === 'range')).toHaveLength(1);

    const again = await metrics.series(...day(), step);
    expect(again).toEqual(first);
    expect(prom.asked.filter((q) => q.path === 'range')).toHaveLength(1);

    // A step later, only that step is asked for, and the answer is what a full read gives.
    vi.setSystemTime(Date.now() + step * 1000);
    const later = await metrics.series(...day(), step);
    const ranges = prom.asked.filter((q) => q.path === 'range');
    expect(ranges).toHaveLength(2);
    expect(ranges[1]?.end).toBe(ranges[1]?.start);
    expect(later).toEqual(await fresh().series(...day(), step));

    // An earlier start than what is kept: a full read again.
    await metrics.series(new Date(Date.now() - 2 * 86_400_000), new Date(), step);
    expect(prom.asked.filter((q) => q.path === 'range')).toHaveLength(3);
  });
});
