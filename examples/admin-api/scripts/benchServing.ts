/**
 * Model serving measured on this machine, with real model servers (ENGINES=local, ONNX Runtime): create to
 * the first successful inference (median of 5); inference throughput and p99 through the API's endpoint
 * beside calling a model server directly, in one run; a version switch under that load (failed calls).
 * Through the endpoint, autocannon's kept-alive connections are handed to the model server after their first call
 * (`areas/deployments/inference/handOff.ts`); the relay (`fastPath.ts`) answers browsers' calls only.
 * Loopback only, bounded: BENCH_SERVING_SECONDS (5) per load run, 10 connections, sent by autocannon in a process
 * of its own for both targets, so the load generator shares no process with the API (which runs in this one) nor
 * with the model server. Prints the numbers
 * and the machine's load average, and one JSON line (`--json`) for `bench/sections/serving.mjs`.
 *
 *   pnpm --filter @console/admin-api run bench:serving
 */

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { startStack } from '../src/stack';
import { benchConfig } from './benchConfig';

const seconds = Number(process.env.BENCH_SERVING_SECONDS ?? 5);
const connections = 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';
console.log(`load average (1 min) at the start: ${load1()}`);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-serving-'));
process.env.ENGINES = 'local';
// The model servers' addresses come from the API's service discovery list, as Prometheus reads it.
process.env.ENGINES_SD_TOKEN = 'bench-serving';
const config = benchConfig({
  // Always free ports: the section runs beside whatever stack the caller's API_PORT names.
  API_PORT: '0',
  IDP_PORT: '0',
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
  // The list holds every model server (the demo's running deployments too): the one serving bench-load is the
  // one that knows it.
  let direct = '';
  for (const host of targets.flatMap((t) => t.targets)) {
    const res = await fetch(`http://${host}/v2/models/bench-load`);
    await res.arrayBuffer();
    if (res.ok) direct = `http://${host}/v2/models/bench-load/infer`;
  }
  if (!direct) throw new Error('no model server in the service discovery list serves bench-load');
  // CPU time per call of each process on the way, measured beside the rates: a rate depends on what else the
  // machine runs, the CPU a call costs much less. Linux's /proc: utime + stime (and the waited-for children's, for
  // the load generator) in clock ticks of 10 ms.
  const TICK_MS = 10;
  const cpuMsOf = (pid: number | 'self', children = false) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the command: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based, from the pid).
    const at = (n: number) => Number(fields[n - 3]);
    return (children ? at(16) + at(17) : at(14) + at(15)) * TICK_MS;
  };
  const serverPid = stack.serving.replicas(live.id)[0]?.pid;
  const apiCpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  /** Runs `run` and answers its result with the CPU ms per call of the client, the API and the model server. */
  const measured = async (run: () => Promise<autocannon.Result>) => {
    const before = { api: apiCpuMs(), client: cpuMsOf('self', true), server: serverPid ? cpuMsOf(serverPid) : 0 };
    const result = await run();
    const calls = Math.max(1, result.requests.total);
    const perCallUs = (ms: number) => Math.round((ms * 1000) / calls);
    return Object.assign(result, {
      cpuUs: {
        client: perCallUs(cpuMsOf('self', true) - before.client),
        api: perCallUs(apiCpuMs() - before.api),
        server: serverPid ? perCallUs(cpuMsOf(serverPid) - before.server) : 0,
      },
    });
  };
  type Measured = autocannon.Result & { cpuUs: { client: number; api: number; server: number } };
  /** Load from autocannon's own process (`--json`): the same client, in the same kind of process, for both targets. */
  const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const load = (url: string, headers: Record<string, string>, duration = seconds, method = 'POST') =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(duration), '-m', method];
      if (method === 'POST') args.push('-b', body);
      for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
      const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        try {
          resolve(JSON.parse(out) as autocannon.Result);
        } catch {
          reject(new Error(`autocannon exited ${code} without a result`));
        }
      });
    });
  await load(live.url, live.headers, 1); // warm-up
  await load(direct, { 'Content-Type': 'application/json' }, 1);
  // Rounds that alternate the two, so a change in the machine's load (other work beside) hits both alike; the
  // medians and the median of the rounds' ratios are reported.
  const rounds = Number(process.env.BENCH_SERVING_ROUNDS ?? 3);
  const apiRuns: Measured[] = [];
  const directRuns: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    apiRuns.push(await measured(() => load(live.url, live.headers)));
    directRuns.push(await measured(() => load(direct, { 'Content-Type': 'application/json' })));
  }
  // Every call must have been answered 200 (a 404 is cheaper than an inference and would flatter either side).
  for (const run of [...apiRuns, ...directRuns])
    if (run.non2xx + run.errors > 0)
      throw new Error(`${run.non2xx} non-2xx answers, ${run.errors} errors in a load run`);
  const byRate = (runs: Measured[]) =>
    [...runs].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs.length / 2)] as Measured;
  const viaApi = byRate(apiRuns);
  const viaServer = byRate(directRuns);
  const ratios = apiRuns.map((r, i) => r.requests.average / (directRuns[i] as autocannon.Result).requests.average);
  // The API's own share: the key check alone (live answers without a replica or a metrics write).
  const liveUrl = live.url.replace(/\/models\/[^/]+\/infer$/, '/health/live');
  const keyOnly = await load(liveUrl, live.headers, seconds, 'GET');
  console.log(
    `key check alone (GET v2/health/live): ${Math.round(keyOnly.requests.average)} req/s, p99 ${keyOnly.latency.p99} ms`,
  );
  const ratio = median(ratios);
  // CPU per call (medians over the rounds), and what it allows on this machine's cores with all three processes
  // on them: the best rate is min(1 / server, cores / (client + API + server)) per call through the endpoint and
  // min(1 / server, cores / (client + server)) directly, since one model server uses one core at most.
  const cpu = (runs: Measured[], part: 'client' | 'api' | 'server') => median(runs.map((r) => r.cpuUs[part]));
  const cpuApi = { client: cpu(apiRuns, 'client'), api: cpu(apiRuns, 'api'), server: cpu(apiRuns, 'server') };
  const cpuDirect = { client: cpu(directRuns, 'client'), server: cpu(directRuns, 'server') };
  const cores = availableParallelism();
  // One model server uses one core at most, whichever way its calls come (a handed-off connection or the API's relay).
  const ceilingApi = Math.min(1e6 / cpuApi.server, (cores * 1e6) / (cpuApi.client + cpuApi.api + cpuApi.server));
  const ceilingDirect = Math.min(1e6 / cpuDirect.server, (cores * 1e6) / (cpuDirect.client + cpuDirect.server));
  console.log(
    `CPU per call: through the API client ${cpuApi.client} µs + API ${cpuApi.api} µs + model server ${cpuApi.server} µs; ` +
      `directly client ${cpuDirect.client} µs + model server ${cpuDirect.server} µs; on ${cores} cores that allows ` +
      `${Math.round(ceilingApi)} req/s through the API and ${Math.round(ceilingDirect)} directly (${(ceilingApi / ceilingDirect).toFixed(2)}x)`,
  );
  console.log(
    `through the API: ${Math.round(viaApi.requests.average)} req/s, p99 ${viaApi.latency.p99} ms; ` +
      `model server directly: ${Math.round(viaServer.requests.average)} req/s, p99 ${viaServer.latency.p99} ms (medians of ${rounds} alternating rounds); ` +
      `ratio ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; aim >= 0.8); load average ${load1()}`,
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
    `  (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; connections handed off ${stack.handOffStats?.handed}, given back ${stack.handOffStats?.back}, answered by the API ${stack.handOffStats?.toServer})`,
  );
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
        cpuUs: { api: cpuApi, direct: cpuDirect, cores, ceilingRatio: ceilingApi / ceilingDirect },
        ratio,
        ratios,
        loadAverage: loadavg()[0],
        switch: { ms: switchMs, calls: result.requests.total, failed },
        connections: stack.handOffStats,
      }),
    );
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
