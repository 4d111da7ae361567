import { cpus, hostname, totalmem } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
