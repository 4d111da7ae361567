/**
 * Deployment metrics from Prometheus for real: Debian's Prometheus finds a model server through the API's
 * service discovery list (`GET /engines/serving/targets`, its token), scrapes it every second, and the
 * PromQL of `promSeries.ts` reads the calls back. Skipped, with the reason, without Prometheus or ONNX Runtime.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServing, runtimeVersion } from '../../../engines/serving/local';
import { SENTIMENT } from '../../../engines/serving/models/builtIn';
import { scrapeTargetsRoute } from '../../../engines/serving/targets';
import type { Serving } from '../../../engines/serving/types';
import { PrometheusUnavailable, prometheusSeries } from './promSeries';

const PROMETHEUS = '/usr/bin/prometheus';
const missing = !existsSync(PROMETHEUS)
  ? `${PROMETHEUS} is not installed`
  : 'missing' in runtimeVersion()
    ? 'onnxruntime-node is not installed'
    : undefined;
if (missing) console.warn(`Skipping the Prometheus metrics tests: ${missing}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.skipIf(missing)('deployment metrics from Prometheus', () => {
  let dir = '';
  let serving: Serving;
  let prometheus: ChildProcess | undefined;
  let sd: ReturnType<typeof serve> | undefined;
  let prometheusUrl = '';
  let modelUrl = '';
  const TOKEN = 'sd-token-for-the-test';
  const hidden = new Set<number>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prom-'));
    serving = createLocalServing({
      mode: 'local',
      hubUrl: '',
      hubApiToken: undefined,
      prometheusUrl: '',
      dataDir: dir,
    });
    await serving.start({
      deploymentId: 41,
      projectId: 7,
      version: 3,
      modelName: 'reviews',
      catalogName: SENTIMENT,
      modelVersion: '2',
      replicas: 1,
      gpuType: null,
      gpuCount: 0,
    });
    await serving.switchTo(41, 3);
    modelUrl = serving.route(41)?.url ?? '';
    const sdPort = await freePort();
    // The list Prometheus reads leaves out the replicas of `hidden` deployments (a server it has not found yet).
    const listed: Serving = {
      ...serving,
      scrapeTargets: () =>
        serving
          .scrapeTargets()
          .filter(
            (g) => !serving.replicas().some((r) => hidden.has(r.deploymentId) && r.url?.endsWith(g.targets[0] ?? '-')),
          ),
    };
    sd = serve({ fetch: scrapeTargetsRoute(listed, TOKEN).fetch, port: sdPort, hostname: '127.0.0.1' });
    const port = await freePort();
    await writeFile(
      join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        '  - job_name: model-servers',
        '    http_sd_configs:',
        `      - url: http://127.0.0.1:${sdPort}/targets`,
        '        refresh_interval: 1s',
        // Debian's Prometheus 2.42 sends the bare credentials unless the type is named.
        `        authorization: { type: Bearer, credentials: ${TOKEN} }`,
      ].join('\n'),
    );
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
    prometheusUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      if ((await fetch(`${prometheusUrl}/-/ready`).catch(() => undefined))?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    sd?.close();
    await serving?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses the service discovery list without its token', async () => {
    const app = scrapeTargetsRoute(serving, TOKEN);
    expect((await app.request('/targets')).status).toBe(401);
    expect((await app.request('/targets', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const ok = await app.request('/targets', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await ok.json()).toEqual([{ targets: [new URL(modelUrl).host], labels: expect.any(Object) }]);
  });

  it('reads the calls a model server answered, its errors and latency, as the chart wants them', {
    timeout: 90_000,
  }, async () => {
    // Prometheus has found and scraped the server at least once before the calls.
    const up = async () => {
      const res = await fetch(`${prometheusUrl}/api/v1/query?query=inference_request_errors_total{deployment_id="41"}`);
      return ((await res.json()) as { data: { result: unknown[] } }).data.result.length;
    };
    await expect.poll(up, { timeout: 20_000 }).toBe(1);
    const call = (data: unknown[], datatype = 'BYTES') =>
      fetch(`${modelUrl}/v2/models/reviews/infer`, {
        method: 'POST',
        body: JSON.stringify({ inputs: [{ name: 'text', shape: [data.length], datatype, data }] }),
      });
    for (let i = 0; i < 5; i++) expect((await call(['great service'])).status).toBe(200);
    expect((await call([1], 'FP32')).status).toBe(400);
    const sum = async () => {
      const res = await fetch(`${prometheusUrl}/api/v1/query?query=sum(inference_requests_total{deployment_id="41"})`);
      return Number(
        ((await res.json()) as { data: { result: { value: [number, string] }[] } }).data.result[0]?.value[1],
      );
    };
    await expect.poll(sum, { timeout: 30_000 }).toBe(6);
    const now = Date.now();
    const series = await prometheusSeries(prometheusUrl, [41, 99], new Date(now - 600_000), new Date(now + 60_000), 60);
    const points = series.get(41) ?? [];
    const total = points.reduce((n, p) => n + p.requests, 0);
    // What the counters added, exactly: no extrapolation.
    expect(total).toBe(6);
    expect(points.reduce((n, p) => n + p.errors, 0)).toBe(1);
    const busy = points.filter((p) => p.requests > 0);
    expect(busy.length).toBeGreaterThan(0);
    for (const p of busy) expect(p.p50Ms).toBeGreaterThan(0);
    expect((series.get(99) ?? []).every((p) => p.requests === 0 && p.p50Ms === null)).toBe(true);
  });

  it('counts the calls a new server answered before Prometheus first scraped it', { timeout: 90_000 }, async () => {
    // Called at once after it started, before Prometheus has found it: its first sample already counts 3 calls.
    hidden.add(42);
    await serving.start({
      deploymentId: 42,
      projectId: 7,
      version: 1,
      modelName: 'reviews',
      catalogName: SENTIMENT,
      modelVersion: '1',
      replicas: 1,
      gpuType: null,
      gpuCount: 0,
    });
    await serving.switchTo(42, 1);
    const url = serving.route(42)?.url ?? '';
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/v2/models/reviews/infer`, {
        method: 'POST',
        body: JSON.stringify({ inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['fine'] }] }),
      });
      expect(res.status).toBe(200);
    }
    const scraped = async () => {
      const res = await fetch(
        `${prometheusUrl}/api/v1/query?query=count(inference_requests_total{deployment_id="42"})`,
      );
      return ((await res.json()) as { data: { result: unknown[] } }).data.result.length;
    };
    expect(await scraped()).toBe(0);
    hidden.delete(42);
    await expect.poll(scraped, { timeout: 20_000 }).toBe(1);
    const now = Date.now();
    const points =
      (await prometheusSeries(prometheusUrl, [42], new Date(now - 600_000), new Date(now + 60_000), 60)).get(42) ?? [];
    expect(points.reduce((n, p) => n + p.requests, 0)).toBe(3);
    expect(points.find((p) => p.requests > 0)?.p50Ms).toBeGreaterThan(0);
  });

  it('says when Prometheus does not answer, for the API to fall back on its own counts', async () => {
    const port = await freePort();
    await expect(
      prometheusSeries(`http://127.0.0.1:${port}`, [1], new Date(Date.now() - 60_000), new Date(), 60),
    ).rejects.toBeInstanceOf(PrometheusUnavailable);
  });
});
