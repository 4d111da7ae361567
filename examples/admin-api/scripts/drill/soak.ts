/**
 * The soak: `SOAK_USERS` (50) simulated users browse, write and keep a live stream open at once for
 * `SOAK_MINUTES` (10) on `SOAK_INSTANCES` (2) API instances, each a process of its own (`instance.ts`), sharing one
 * PostgreSQL, through one database restart (at 40 %), a restart of the second instance (at 60 %) and, with two, of
 * the first one, which leads the engines (at 80 %: the other takes the engines over). Users and their streams are
 * spread over the instances, so every notification crosses from one to the other through LISTEN/NOTIFY.
 *
 * With the real engines (`ENGINES=local`, the default where they are installed; `scripts/engines/`): JupyterHub,
 * Prometheus with node exporter and model servers on ONNX Runtime run under it. A notebook is started through one
 * instance, opened through the other (its one-time address followed to the hub) and stopped, again and again; the
 * users query the measured cluster's utilisation (PromQL) and call a deployment's inference endpoint on
 * whichever instance they talk to (its model server runs once, under the instance leading the engines).
 *
 * One request in ten is hostile (JSON under odd media types with a NUL or a lone surrogate, ids past 32 and 64 bits
 * in paths, queries and Last-Event-ID, bodies nested deep, tensors of rank 10,000 on the inference endpoint): each
 * must be a 4xx. Prints requests, answers by status, unexpected 5xx, notifications sent, received and lost, what the
 * engines did, the machine's load, and each instance's memory (RSS and heap after a collection) sampled through
 * the run: flat when the heap at each process's last sample is within a quarter (or 32 MB) of its sample a minute
 * after it started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSON_MEDIA_TYPES, WIDE_IDS } from '../../src/fuzz/outside';
import { CONSOLE_ORIGIN } from '../../src/idp/test-browser';
import type { TestPostgres } from '../../src/testing/postgres';
import { type LiveClient, liveClient } from './client';
import type { DrillPorts } from './drills';
import { bearer, missing, pause, Tally } from './support';

/** The demo accounts the users sign in as, and how many of the users each gets (org admins write and listen). */
const MIX = [
  ['org.admin@demo.test', 0.3],
  ['branch.admin@demo.test', 0.15],
  ['project.admin@demo.test', 0.15],
  ['member@demo.test', 0.3],
  ['super@demo.test', 0.1],
] as const;

/** What a user browses: the lists and details the console's landing pages load. */
const BROWSE = [
  '/users/info',
  '/users/space',
  '/organizations',
  '/branches',
  '/workspace/project',
  '/support/tickets',
  '/clusters',
  '/ai/inferencing/predefined-models',
];

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const INSTANCE = fileURLToPath(new URL('./instance.ts', import.meta.url));
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Whether the real engines run under the soak: unless ENGINES=simulated, when they are installed. */
export function soakEngines(env = process.env) {
  if (env.ENGINES === 'simulated') return false;
  return ['/usr/bin/jupyterhub', '/usr/bin/prometheus', '/usr/bin/prometheus-node-exporter'].every((f) =>
    existsSync(f),
  );
}

interface Instance {
  name: string;
  child: ChildProcess;
  apiUrl: string;
  issuer: string;
  apiAudience: string;
  startedAt: number;
  /** Memory samples of this process: seconds into the soak, RSS and heap. */
  samples: { at: number; rss: number; heap: number }[];
  memory(): Promise<{ rss: number; heap: number } | undefined>;
  stop(): Promise<void>;
}

/** Starts one API instance as a process of its own; resolves once it listens. */
function startInstance(name: string, env: Record<string, string>, log: string[]): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiting: ((m: { rss: number; heap: number }) => void)[] = [];
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      for (const l of text.split('\n').filter((x) => x.trim())) log.push(`${name}: ${l.slice(0, 300)}`);
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => {
      out += text;
      for (let at = out.indexOf('\n'); at >= 0; at = out.indexOf('\n')) {
        const l = out.slice(0, at);
        out = out.slice(at + 1);
        if (!l.startsWith('{')) continue;
        const msg = JSON.parse(l) as {
          ready?: boolean;
          apiUrl: string;
          issuer: string;
          apiAudience: string;
          memory?: { rss: number; heap: number };
        };
        if (msg.memory) waiting.shift()?.(msg.memory);
        else if (msg.ready && !ready) {
          ready = true;
          const exited = new Promise<void>((r) => child.once('exit', () => r()));
          resolve({
            name,
            child,
            apiUrl: msg.apiUrl,
            issuer: msg.issuer,
            apiAudience: msg.apiAudience,
            startedAt: Date.now(),
            samples: [],
            memory: () =>
              new Promise((r) => {
                if (child.exitCode !== null || child.signalCode !== null) return r(undefined);
                // Answered in order; one that does not come within 30 s (a loaded machine) is skipped.
                const waiter = (m: { rss: number; heap: number }) => {
                  clearTimeout(timer);
                  r(m);
                };
                const timer = setTimeout(() => {
                  const at = waiting.indexOf(waiter);
                  if (at >= 0) waiting.splice(at, 1);
                  log.push(`${name}: no memory answer within 30 s`);
                  r(undefined);
                }, 30_000);
                waiting.push(waiter);
                child.kill('SIGUSR2');
              }),
            async stop() {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited;
            },
          });
        }
      }
    });
    child.once('exit', (code, signal) => {
      if (ready) log.push(`${name}: exited (${signal ?? `code ${code}`}) at ${new Date().toISOString()}`);
      if (!ready)
        reject(new Error(`${name} exited with code ${code} before it listened: ${log.slice(-5).join(' | ')}`));
    });
  });
}

/** Runs the soak; answers its report lines and whether it met its aim. */
export async function soak(
  postgres: TestPostgres,
  ports: DrillPorts,
  minutes: number,
  users: number,
  instances: 1 | 2 = 2,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-soak-'));
  const engines = soakEngines();
  const instanceLog: string[] = [];
  const engineChildren: ChildProcess[] = [];
  const firstUrl = `http://127.0.0.1:${ports.base}`;
  let engineEnv: Record<string, string> = { ENGINES: 'simulated' };
  if (engines) {
    const { startEngines } = (await import(join(ROOT, 'scripts/engines/index.mjs'))) as {
      startEngines(o: unknown): Promise<{ env: Record<string, string> }>;
    };
    const started = await startEngines({
      env: {
        HUB_PORT: process.env.HUB_PORT ?? String(ports.base + 10),
        PROMETHEUS_PORT: process.env.PROMETHEUS_PORT ?? String(ports.base + 13),
        NODE_EXPORTER_PORT: process.env.NODE_EXPORTER_PORT ?? String(ports.base + 14),
        API_PORT: String(ports.base),
        CONSOLE_API_BASE: firstUrl,
        // The machine runs other work beside the soak: a notebook server may take more than the usual 30 s to answer.
        HUB_SPAWN_TIMEOUT_SECONDS: process.env.HUB_SPAWN_TIMEOUT_SECONDS ?? '120',
      },
      dataDir: join(dataDir, 'engines'),
      spawnEngine: (_name: string, command: string, args: string[], options: object = {}) => {
        // What the engines say goes to a file beside the report's run (the data directory goes at the end).
        const out = openSync(join(tmpdir(), 'console-soak-engines.log'), 'a');
        const child = spawn(command, args, { stdio: ['ignore', out, out], ...options });
        engineChildren.push(child);
        return child;
      },
      log: () => {},
    });
    engineEnv = { ...started.env, ENGINES_DATA_DIR: join(dataDir, 'engines') };
  }
  const common = {
    HOST: '127.0.0.1',
    CONSOLE_ORIGIN,
    DATABASE_URL: postgres.url,
    STREAMS_PER_USER: String(users),
    // The users are one address here; fifty browsers would be fifty. Per-user limits stay as configured.
    RATE_LIMIT_PER_IP: '100000/60',
    ...engineEnv,
  };
  // On disk, so the provider's keys survive a restart and the users' tokens stay good.
  const firstEnv = {
    ...common,
    API_PORT: String(ports.base),
    IDP_PORT: String(ports.base + 1),
    DATA_DIR: join(dataDir, 'pglite'),
  };
  const started = Date.now();
  const secs = () => ((Date.now() - started) / 1000).toFixed(0);
  const all: Instance[] = [];
  const track = (i: Instance) => {
    all.push(i);
    return i;
  };
  let first = track(await startInstance('instance 1', firstEnv, instanceLog));
  const issuer = first.issuer;
  // The second instance: its own ports, the first one's provider and audience, the same database.
  const secondEnv = {
    ...common,
    API_PORT: String(ports.base + 4),
    IDP_PORT: String(ports.base + 5),
    DATA_DIR: join(dataDir, 'pglite-b'),
    SOAK_SEED: '0',
    SOAK_ISSUER: issuer,
    SOAK_AUDIENCE: first.apiAudience,
  };
  const startSecond = async () => track(await startInstance('instance 2', secondEnv, instanceLog));
  let second: Instance | undefined = instances === 2 ? await startSecond() : undefined;
  const urls = [first.apiUrl, ...(second ? [second.apiUrl] : [])];
  /** The instance a user talks to (and holds their stream on). */
  const apiOf = (index: number) => urls[index % urls.length] as string;
  const tokens = new Map<string, Promise<Record<string, string>>>();
  // The latest token of each account, for the streams' reconnects (a browser's stream uses the refreshed one).
  const current = new Map<string, Record<string, string>>();
  const auth = (email: string) => {
    let t = tokens.get(email);
    if (!t) {
      t = bearer(issuer, email);
      tokens.set(email, t);
      t.then((h) => current.set(email, h)).catch(() => tokens.delete(email));
    }
    return t;
  };
  const renew = (email: string, stale: Promise<Record<string, string>>) => {
    if (tokens.get(email) === stale) tokens.delete(email);
  };

  const tally = new Tally();
  const unexpected: string[] = [];
  let requests = 0;
  const sent: string[] = [];
  const createdAt = new Map<string, number>();
  let hostile = 0;
  let hostileRefused = 0;
  let hostileUnjudged = 0;
  const hostileWrong: string[] = [];
  const hit = async (email: string, path: string, init: RequestInit = {}, at = urls[0] as string) => {
    const token = auth(email);
    const headers = { ...(await token.catch(() => ({}))), ...(init.headers as Record<string, string>) };
    requests++;
    const res = await fetch(`${at}${path}`, { ...init, headers }).catch(() => undefined);
    const status = res?.status ?? 0;
    tally.add(status);
    if (status === 401) renew(email, token);
    if (status >= 500 && status !== 503) {
      const text = await res?.text().catch(() => '');
      unexpected.push(`${init.method ?? 'GET'} ${path.slice(0, 80)} ${status} at ${secs()} s ${text?.slice(0, 120)}`);
      return { status, body: undefined };
    }
    const body = res?.ok ? await res.json().catch(() => undefined) : await res?.body?.cancel().catch(() => undefined);
    return { status, body: body as ({ items?: { id: number }[] } & Record<string, unknown>) | undefined };
  };

  const emails = Array.from({ length: users }, (_, i) => {
    let at = (i + 0.5) / users;
    for (const [email, share] of MIX) {
      if (at < share) return email;
      at -= share;
    }
    return 'member@demo.test';
  });
  const endAt = started + minutes * 60_000;
  const run = Date.now().toString(36);
  let n = 0;
  const organizations = (await hit('org.admin@demo.test', '/organizations')).body?.items ?? [];
  const projects = (await hit('project.admin@demo.test', '/workspace/project')).body?.items ?? [];
  const projectId = projects[0]?.id ?? 1;
  const organizationId = organizations[0]?.id;
  const clusterId = (await hit('super@demo.test', '/clusters')).body?.items?.[0]?.id;
  const deploymentsPath = `/workspace/project/${projectId}/ai/inferencing/projects/deployments`;
  const notebooksPath = `/workspace/project/${projectId}/ai/jupyterhub`;
  const json = (body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const lastUrl = () => urls[urls.length - 1] as string;

  // A deployment of a model this machine serves, created through the last instance: its model server runs
  // under the instance leading the engines, and both instances' endpoints pass calls to it.
  const inference = {
    calls: 0,
    ok: 0,
    unavailable: 0,
    refused: 0,
    other: new Map<number, number>(),
    /** Calls not answered 200, by minute of the soak (503 and refused), to set beside the restarts. */
    byMinute: new Map<number, number>(),
  };
  let deployment: { id: number; secret: string; model: string } | undefined;
  if (engines) {
    const catalog = (await hit('project.admin@demo.test', '/ai/inferencing/predefined-models?pageSize=100')).body
      ?.items as unknown as { id: number; name: string }[] | undefined;
    const modelId = catalog?.find((m) => m.name === 'Review Sentiment')?.id;
    const created = await hit(
      'project.admin@demo.test',
      deploymentsPath,
      json({ name: `soak-${run}`, sourceType: 'PREDEFINED', predefinedModelId: modelId }),
      lastUrl(),
    );
    const id = (created.body as { id?: number } | undefined)?.id;
    if (!id) throw new Error(`the soak's deployment was not created (${created.status})`);
    for (let i = 0; i < 240; i++) {
      const row = await hit('project.admin@demo.test', `${deploymentsPath}/${id}`, {}, first.apiUrl);
      const status = (row.body as { status?: string } | undefined)?.status;
      if (status === 'RUNNING') break;
      if (status === 'FAILED') throw new Error(`the soak's deployment failed: ${JSON.stringify(row.body)}`);
      await pause(500);
    }
    const key = await hit('project.admin@demo.test', `${deploymentsPath}/${id}/key`, json({ name: 'soak' }));
    const model = (
      (await hit('project.admin@demo.test', `${deploymentsPath}/${id}`)).body as { modelName?: string } | undefined
    )?.modelName;
    deployment = { id, secret: (key.body as { secret?: string } | undefined)?.secret ?? '', model: model ?? 'model' };
  }
  const callModel = async (at: string) => {
    if (!deployment) return;
    inference.calls++;
    requests++;
    const res = await fetch(`${at}/inference/${deployment.id}/v2/models/${deployment.model}/infer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${deployment.secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: [`soak call ${inference.calls} is great`] }],
      }),
    }).catch(() => undefined);
    const status = res?.status ?? 0;
    tally.add(status);
    const text = await res?.text().catch(() => '');
    if (status === 200) inference.ok++;
    else if (status === 503) inference.unavailable++;
    else if (status === 0) inference.refused++;
    else inference.other.set(status, (inference.other.get(status) ?? 0) + 1);
    if (status === 503 || status === 0) {
      const minute = Math.floor((Date.now() - started) / 60_000);
      inference.byMinute.set(minute, (inference.byMinute.get(minute) ?? 0) + 1);
    }
    if (status >= 500 && status !== 503)
      unexpected.push(`POST /inference/${deployment.id}/... ${status} at ${secs()} s ${text?.slice(0, 120)}`);
  };

  // Every user keeps a stream; the org admins' streams must hear every branch created.
  const streams: { email: string; client: LiveClient }[] = [];
  for (const [index, email] of emails.entries()) {
    await auth(email);
    streams.push({
      email,
      client: liveClient({ url: `${apiOf(index)}/notifications/sse`, headers: () => current.get(email) ?? {} }),
    });
  }
  await Promise.all(streams.map((s) => s.client.ready));

  /** One hostile request: it must be refused with a 4xx, on whichever instance. */
  const attack = async (email: string, at: string) => {
    hostile++;
    const wide = WIDE_IDS[Math.floor(Math.random() * WIDE_IDS.length)] as string;
    const type = JSON_MEDIA_TYPES[Math.floor(Math.random() * JSON_MEDIA_TYPES.length)] as string;
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const shapes = JSON.stringify(Array(10_000).fill(1));
    const cases: [string, RequestInit][] = [
      ['/organizations', { method: 'POST', headers: { 'Content-Type': type }, body: '{"name":"nul\\u0000"}' }],
      ['/organizations', { method: 'POST', headers: { 'Content-Type': type }, body: '{"name":"lone \\ud800"}' }],
      ['/organizations', { method: 'POST', headers: { 'Content-Type': type }, body: deep }],
      [`/organizations/${wide}`, {}],
      [
        `/workspace/project/${projectId}/ai/inferencing/projects/deployments/metrics?ids=${wide}&from=2026-01-01T00:00:00Z&to=2026-01-01T01:00:00Z`,
        {},
      ],
      [`/inference/${wide}/v2/health/ready`, { headers: { Authorization: 'Bearer sk-madeupmadeupmadeup' } }],
      [
        `/inference/${wide}/v2/models/m/infer`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer sk-madeupmadeupmadeup', 'Content-Type': type },
          body: `{"inputs":[{"name":"t","shape":${shapes},"datatype":"BYTES","data":["x"]}]}`,
        },
      ],
    ];
    const [path, init] = cases[Math.floor(Math.random() * cases.length)] as [string, RequestInit];
    const { status } = await hit(email, path, init, at);
    // While the database or an instance is away a 503 or a refused connection says nothing about the request.
    if (status === 503 || status === 0) hostileUnjudged++;
    else if (status >= 400 && status < 500) hostileRefused++;
    else hostileWrong.push(`${init.method ?? 'GET'} ${path.slice(0, 60)} ${status}`);
  };

  const hour = 3_600_000;
  const user = async (email: string, index: number) => {
    await pause(Math.random() * 2000);
    const at = apiOf(index + 1);
    while (Date.now() < endAt) {
      const roll = Math.random();
      if (roll > 0.9) await attack(email, at);
      else if (email === 'org.admin@demo.test' && roll < 0.15) {
        const name = `soak-${run}-${index}-${n++}`;
        const { status } = await hit(email, '/branches', json({ organizationId, name }), at);
        if (status === 201) {
          sent.push(name);
          createdAt.set(name, Date.now() - started);
        }
      } else if (roll < 0.2) {
        const me = (await hit(email, '/users/info', {}, at)).body as { id?: number } | undefined;
        if (me?.id)
          await hit(
            email,
            `/users/${me.id}/notification`,
            { method: 'PATCH', headers: { 'Content-Type': 'application/json' } },
            at,
          );
      } else if (roll < 0.3 && deployment) await callModel(at);
      else if (roll < 0.35 && clusterId !== undefined && email === 'super@demo.test') {
        // The measured cluster's last hour, as the cluster panel asks it (PromQL on the real engine).
        const to = new Date();
        const from = new Date(to.getTime() - hour);
        await hit(
          email,
          `/clusters/${clusterId}/utilisation?from=${from.toISOString()}&to=${to.toISOString()}`,
          {},
          at,
        );
      } else {
        const path = BROWSE[Math.floor(Math.random() * BROWSE.length)] ?? '/users/info';
        const list = await hit(email, path, {}, at);
        const firstRow = list.body?.items?.[0];
        // Then one of the list's rows, as a click on it would.
        if (firstRow && path !== '/clusters' && Math.random() < 0.3) await hit(email, `${path}/${firstRow.id}`, {}, at);
      }
      await pause(1000 + Math.random() * 2000);
    }
  };

  /**
   * The notebook's round, while the soak runs: started through one instance, RUNNING (as the hub says), opened
   * through the other (the one-time address followed: the hub signs the owner in and sends them to the server),
   * stopped through the first, STOPPED; the instances swap roles each round.
   */
  const notebook = { rounds: 0, opened: 0, failures: [] as string[] };
  const notebookRounds = async () => {
    if (!engines) return;
    const owner = 'project.admin@demo.test';
    const created = await hit(
      owner,
      notebooksPath,
      json({
        name: `soak-${run}`,
        imageId: 'jupyter-datascience',
        size: 'SMALL',
        gpuCount: 0,
        storageGiB: 10,
        idleTimeoutMinutes: 0,
      }),
    );
    const id = (created.body as { id?: number } | undefined)?.id;
    if (!id) {
      notebook.failures.push(`create: ${created.status}`);
      return;
    }
    const until = async (want: string, at: string, ms: number) => {
      const deadline = Date.now() + ms;
      let last = '';
      while (Date.now() < deadline) {
        const row = await hit(owner, `${notebooksPath}/${id}`, {}, at);
        const body = row.body as { status?: string; statusReason?: string | null } | undefined;
        last = `${body?.status ?? row.status}${body?.statusReason ? ` (${body.statusReason})` : ''}`;
        if (body?.status === want) return true;
        if (body?.status === 'FAILED') break;
        await pause(1000);
      }
      notebook.failures.push(`round ${notebook.rounds + 1}: ${last} instead of ${want} at ${secs()} s`);
      return false;
    };
    /** A start or stop; asked again while the database or the instance is away (a 503, a refused connection). */
    const askedFor = async (path: string, at: string) => {
      let answer = await hit(owner, path, { method: 'POST' }, at);
      for (let i = 1; i < 30 && (answer.status === 503 || answer.status === 0); i++) {
        await pause(2000);
        answer = await hit(owner, path, { method: 'POST' }, i < 15 ? at : lastUrl());
      }
      return answer;
    };
    const asked = async (path: string, at: string) => (await askedFor(path, at)).status;
    let starting = true;
    for (let round = 0; Date.now() < endAt - 60_000; round++) {
      const a = urls[round % urls.length] as string;
      const b = urls[(round + 1) % urls.length] as string;
      if (!starting) {
        const s = await asked(`${notebooksPath}/${id}/start`, a);
        if (s !== 202) notebook.failures.push(`start: ${s} at ${secs()} s`);
      }
      starting = false;
      if (await until('RUNNING', b, 180_000)) {
        const open = await askedFor(`${notebooksPath}/${id}/open`, b);
        const url = (open.body as { url?: string } | undefined)?.url;
        const landed = url ? await fetch(url, { redirect: 'manual' }).catch(() => undefined) : undefined;
        await landed?.body?.cancel().catch(() => undefined);
        const where = landed?.headers.get('location') ?? '';
        if (open.status === 200 && landed && landed.status >= 300 && landed.status < 400 && where.includes('/user/'))
          notebook.opened++;
        else notebook.failures.push(`open: ${open.status}, then ${landed?.status} to ${where} at ${secs()} s`);
      }
      await pause(5000);
      const stop = await asked(`${notebooksPath}/${id}/stop`, a);
      if (stop !== 202 && stop !== 409) notebook.failures.push(`stop: ${stop} at ${secs()} s`);
      await until('STOPPED', b, 120_000);
      notebook.rounds++;
      await pause(10_000);
    }
    await hit(owner, `${notebooksPath}/${id}`, { method: 'DELETE' });
  };

  const sample = async () => {
    for (const i of [first, ...(second ? [second] : [])]) {
      const m = await i.memory();
      if (m) i.samples.push({ at: Number(secs()), ...m });
    }
  };
  const loads = [`at the start ${load()}`];
  const events: string[] = [];
  const conductor = (async () => {
    const total = endAt - started;
    const sampler = (async () => {
      await pause(Math.min(60_000, total * 0.1));
      while (Date.now() < endAt - 5_000) {
        await sample();
        await pause(Math.max(30_000, total / 12));
      }
    })();
    await pause(Math.max(0, started + total * 0.4 - Date.now()));
    loads.push(`at the database restart ${load()}`);
    events.push(`database stopped at ${secs()} s`);
    await postgres.pause();
    await pause(3000);
    await postgres.resume();
    events.push(`database back after ${secs()} s`);
    await pause(Math.max(0, started + total * 0.6 - Date.now()));
    if (second) {
      events.push(`second API stopped at ${secs()} s`);
      await second.stop();
      second = await startSecond();
      events.push(`second API back at ${secs()} s`);
      await pause(Math.max(0, started + total * 0.8 - Date.now()));
      events.push(`first API (leading the engines) stopped at ${secs()} s`);
    } else events.push(`API stopped at ${secs()} s`);
    await first.stop();
    first = track(await startInstance('instance 1', firstEnv, instanceLog));
    events.push(`${second ? 'first ' : ''}API back at ${secs()} s`);
    await sampler;
  })();

  await Promise.all([...emails.map((email, i) => user(email, i)), notebookRounds(), conductor]);
  loads.push(`at the end ${load()}`);
  const listeners = streams.filter((s) => s.email === 'org.admin@demo.test').map((s) => s.client);
  const lacking = await missing(listeners, sent, 30_000);
  const lost = lacking.reduce((k, l) => k + l.length, 0);
  const lostNames = [...new Set(lacking.flat())].map(
    (name) => `${name} (created at ${((createdAt.get(name) ?? 0) / 1000).toFixed(1)} s)`,
  );
  await Promise.all(streams.map((s) => s.client.stop()));
  const received = sent.length * listeners.length - lost;
  await sample();
  if (deployment)
    await hit('project.admin@demo.test', `${deploymentsPath}/${deployment.id}`, { method: 'DELETE' }, lastUrl());
  await second?.stop();
  await first.stop();
  for (const child of engineChildren) if (child.exitCode === null) child.kill('SIGTERM');
  await pause(1000);
  await rm(dataDir, { recursive: true, force: true });

  // Flat: each process's heap at its last sample is within a quarter (or 32 MB) of its first.
  const memoryLines = all.map((i) => {
    const s = i.samples;
    const a = s[0];
    const z = s[s.length - 1];
    if (!a || !z || s.length < 2) return { flat: true, line: `${i.name} (${s.length} sample): too short to judge` };
    const growth = z.heap - a.heap;
    const flat = growth < Math.max(a.heap * 0.25, 32 * 1_048_576);
    const series = s.map((x) => `${x.at} s ${mb(x.heap)}`).join(', ');
    return {
      flat,
      line: `${i.name}, from ${a.at} s to ${z.at} s: rss ${mb(a.rss)} -> ${mb(z.rss)}, heap ${mb(a.heap)} -> ${mb(z.heap)} (${growth >= 0 ? '+' : ''}${mb(growth)}: ${flat ? 'flat' : 'GROWING'}); heap ${series}`,
    };
  });
  const flat = memoryLines.every((m) => m.flat);
  const refusedStreams = streams.reduce((k, s) => k + [...s.client.refusals.values()].reduce((a, b) => a + b, 0), 0);
  const other = [...inference.other].map(([s, c]) => `${s}:${c}`).join(' ');
  const lines = [
    `soak: ${users} users for ${minutes} min on ${urls.length} API instance(s), each a process, sharing PostgreSQL (${new Date(started).toISOString()})`,
    `engines: ${engines ? 'local (JupyterHub, Prometheus with node exporter, model servers on ONNX Runtime)' : 'simulated'}`,
    `machine load average (1, 5, 15 min): ${loads.join('; ')}`,
    `events: ${events.join('; ')}`,
    `requests: ${requests}; answers by status: ${tally} (refused: connection refused during an API restart)`,
    `hostile requests: ${hostile}, refused with a 4xx: ${hostileRefused}, unanswered while the database or an instance was away: ${hostileUnjudged}${hostileWrong.length ? `, OTHERWISE ANSWERED: ${hostileWrong.slice(0, 5).join(', ')}` : ''}`,
    `unexpected 5xx: ${unexpected.length}${unexpected.length ? ` (${unexpected.slice(0, 5).join('; ')})` : ''}`,
    `notifications: ${sent.length} branches created, ${listeners.length} org-admin streams, sent ${sent.length * listeners.length}, received ${received}, lost ${lost}`,
    `stream reconnects refused or reset: ${refusedStreams}`,
    ...(lostNames.length > 0 ? [`lost: ${lostNames.slice(0, 10).join(', ')}`] : []),
    ...(engines
      ? [
          `inference calls (both instances, one model server under the leading instance): ${inference.calls}, 200: ${inference.ok}, 503: ${inference.unavailable}, refused (instance restarting): ${inference.refused}${other ? `, other: ${other}` : ''}; 503 or refused by minute of the soak: ${[...inference.byMinute].map(([m, c]) => `${m}:${c}`).join(' ') || 'none'}`,
          `notebook rounds (start on one instance, RUNNING, open through the other, stop, STOPPED): ${notebook.rounds}, opened ${notebook.opened}${notebook.failures.length ? `; failures: ${notebook.failures.slice(0, 5).join('; ')}` : ', no failure'}`,
        ]
      : []),
    'memory of each instance (after a collection):',
    ...memoryLines.map((m) => `  ${m.line}`),
  ];
  const engineOk = !engines || (notebook.failures.length === 0 && notebook.rounds > 0 && inference.other.size === 0);
  return {
    lines,
    log: instanceLog,
    ok: lost === 0 && unexpected.length === 0 && flat && hostileRefused + hostileUnjudged === hostile && engineOk,
  };
}
