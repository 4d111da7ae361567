/**
 * Model serving measured on this machine, with real model servers (ENGINES=local, ONNX Runtime): create to
 * the first successful inference (median of 5); inference throughput and p99 through the API's endpoint
 * beside calling a model server directly, in one run; a version switch under that load (failed calls).
 * Loopback only, bounded: BENCH_SERVING_SECONDS (5) per load run, 10 connections, sent from a worker thread so
 * the load generator does not share the API's event loop (the API runs in this process). Prints the numbers
 * and the machine's load average, and one JSON line (`--json`) for `bench/sections/serving.mjs`.
 *
 *   pnpm --filter @console/admin-api run bench:serving
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { readConfig } from '../src/config';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { startStack } from '../src/stack';

const seconds = Number(process.env.BENCH_SERVING_SECONDS ?? 5);
const connections = 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';
console.log(`load average (1 min) at the start: ${load1()}`);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-serving-'));
process.env.ENGINES = 'local';
// The model servers' addresses come from the API's service discovery list, as Prometheus reads it.
process.env.ENGINES_SD_TOKEN = 'bench-serving';
const config = readConfig({
  API_PORT: '0',
  IDP_PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  CONSOLE_ORIGIN,
  RATE_LIMITS: 'off',
  ENGINES: 'local',
  ENGINES_DATA_DIR: dataDir,
});
const stack = await startStack(config, { log: false });
try {
  const { code, verifier } = await signIn(stack.issuer, 'project.admin@demo.test');
  const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const api = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack.apiUrl}${path}`, {
      method,
      headers: auth,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
  };
  const projects = await api<{ items: { id: number; name: string }[] }>('GET', '/workspace/project?pageSize=100');
  const project = projects.body.items.find((p) => p.name === 'Vision Lab');
  const base = `/workspace/project/${project?.id}/ai/inferencing/projects/deployments`;
  const catalog = await api<{ items: { id: number; name: string }[] }>(
    'GET',
    '/ai/inferencing/predefined-models?search=Review',
  );
  const modelId = catalog.body.items.find((m) => m.name === 'Review Sentiment')?.id;
  const body = JSON.stringify({
    inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['The support team was fast and helpful'] }],
  });

  /** Creates a deployment and calls it until it answers: ms from the create to the first 200. */
  async function createToFirstInference(name: string) {
    const started = performance.now();
    const created = await api<{ id: number }>('POST', base, {
      name,
      sourceType: 'PREDEFINED',
      predefinedModelId: modelId,
    });
    const id = created.body.id;
    const key = await api<{ secret: string }>('POST', `${base}/${id}/key`, { name: 'bench' });
    const url = `${stack.apiUrl}/inference/${id}/v2/models/${name}/infer`;
    const headers = { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' };
    for (;;) {
      const res = await fetch(url, { method: 'POST', headers, body });
      await res.arrayBuffer();
      if (res.status === 200) return { ms: performance.now() - started, id, url, headers };
      if (performance.now() - started > 60_000) throw new Error(`${name} did not answer within 60 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  // 1. Create to first successful inference, five times (the model file is built by the first only).
  const firsts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const run = await createToFirstInference(`bench-first-${i}`);
    firsts.push(run.ms);
    await api('DELETE', `${base}/${run.id}`);
  }
  const firstMedian = median(firsts);
  console.log(
    `create to first inference: median ${Math.round(firstMedian)} ms of 5 (${firsts.map((x) => Math.round(x)).join(', ')} ms)`,
  );

  // 2. Throughput and p99: the API's endpoint (key check, proxy, metrics) beside the model server itself.
  const live = await createToFirstInference('bench-load');
  const targets = (await (
    await fetch(`${stack.apiUrl}/engines/serving/targets`, { headers: { Authorization: 'Bearer bench-serving' } })
  ).json()) as { targets: string[] }[];
  const direct = `http://${targets[0]?.targets[0]}/v2/models/bench-load/infer`;
  const load = (url: string, headers: Record<string, string>, duration = seconds) =>
    autocannon({ url, method: 'POST', headers, body, connections, duration, workers: 1 });
  await load(live.url, live.headers, 1); // warm-up
  const viaApi = await load(live.url, live.headers);
  const viaServer = await load(direct, { 'Content-Type': 'application/json' });
  // The API's own share: the key check alone (live answers without a replica or a metrics write).
  const liveUrl = live.url.replace(/\/models\/[^/]+\/infer$/, '/health/live');
  const keyOnly = await autocannon({ url: liveUrl, headers: live.headers, connections, duration: seconds, workers: 1 });
  console.log(
    `key check alone (GET v2/health/live): ${Math.round(keyOnly.requests.average)} req/s, p99 ${keyOnly.latency.p99} ms`,
  );
  const ratio = viaApi.requests.average / viaServer.requests.average;
  console.log(
    `through the API: ${Math.round(viaApi.requests.average)} req/s, p99 ${viaApi.latency.p99} ms; ` +
      `model server directly: ${Math.round(viaServer.requests.average)} req/s, p99 ${viaServer.latency.p99} ms; ` +
      `ratio ${ratio.toFixed(2)} (aim >= 0.8); load average ${load1()}`,
  );

  // 3. A version switch under that load: every call must succeed.
  const during = load(live.url, live.headers, Math.max(seconds, 8));
  await new Promise((r) => setTimeout(r, 1_000));
  const switchStarted = performance.now();
  await api('PUT', `${base}/${live.id}`, { modelVersion: '1' });
  for (;;) {
    const row = await api<{ status: string; activeVersion: number }>('GET', `${base}/${live.id}`);
    if (row.body.status === 'RUNNING' && row.body.activeVersion === 2) break;
    if (performance.now() - switchStarted > 60_000) throw new Error('the new version did not run within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const switchMs = performance.now() - switchStarted;
  const result = await during;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `version switch under load: ${Math.round(switchMs)} ms to RUNNING on the new version; ` +
      `${result.requests.total} calls, ${failed} failed (aim 0)`,
  );
  if (process.argv.includes('--json'))
    console.log(
      JSON.stringify({
        firstMedianMs: firstMedian,
        firsts,
        api: { rps: viaApi.requests.average, p99: viaApi.latency.p99 },
        direct: { rps: viaServer.requests.average, p99: viaServer.latency.p99 },
        keyCheck: { rps: keyOnly.requests.average, p99: keyOnly.latency.p99 },
        ratio,
        loadAverage: loadavg()[0],
        switch: { ms: switchMs, calls: result.requests.total, failed },
      }),
    );
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
