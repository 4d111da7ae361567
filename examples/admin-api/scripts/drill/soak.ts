/**
 * The soak: `SOAK_USERS` (50) simulated users browse, write and keep a live stream open at once for
 * `SOAK_MINUTES` (10) on `SOAK_INSTANCES` (2) API instances sharing one PostgreSQL, through one database
 * restart (at 40 %) and one API restart (at 60 %: the second instance, when there are two). Users and their
 * streams are spread over the instances, so every notification crosses from one to the other through
 * LISTEN/NOTIFY. One request in ten is hostile (JSON under odd media types with a NUL or a lone surrogate, ids
 * past 32 and 64 bits in paths, queries and Last-Event-ID, bodies nested deep, tensors of rank 10,000 on the
 * inference endpoint): each must be a 4xx. Prints requests, answers by status, unexpected 5xx, notifications
 * sent, received and lost, and the process's memory (both instances; RSS and heap, after a collection) a
 * minute in and at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { JSON_MEDIA_TYPES, WIDE_IDS } from '../../src/fuzz/outside';
import { type Stack, startStack } from '../../src/stack';
import type { TestPostgres } from '../../src/testing/postgres';
import { type LiveClient, liveClient } from './client';
import type { DrillPorts } from './drills';
import { bearer, drillConfig, missing, pause, Tally } from './support';

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

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
function memory() {
  collect();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
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
  const env = {
    API_PORT: String(ports.base),
    IDP_PORT: String(ports.base + 1),
    DATABASE_URL: postgres.url,
    // On disk, so the provider's keys survive the API's restart and the users' tokens stay good.
    DATA_DIR: join(dataDir, 'pglite'),
    STREAMS_PER_USER: String(users),
    // The users are one address here; fifty browsers would be fifty. Per-user limits stay as configured.
    RATE_LIMIT_PER_IP: '100000/60',
  };
  const config = drillConfig(env);
  let stack: Stack = await startStack(config, { log: false });
  const issuer = stack.issuer;
  // The second instance: its own ports, the first one's provider and audience, the same database.
  const secondConfig = drillConfig({
    ...env,
    API_PORT: String(ports.base + 4),
    IDP_PORT: String(ports.base + 5),
    DATA_DIR: join(dataDir, 'pglite-b'),
  });
  const startSecond = () =>
    startStack(secondConfig, { log: false, seed: false, issuer, apiAudience: stack.config.apiAudience });
  let second: Stack | undefined = instances === 2 ? await startSecond() : undefined;
  const urls = [stack.apiUrl, ...(second ? [second.apiUrl] : [])];
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
  const hit = async (email: string, path: string, init: RequestInit = {}, at = urls[0] as string) => {
    const token = auth(email);
    const headers = { ...(await token.catch(() => ({}))), ...(init.headers as Record<string, string>) };
    requests++;
    const res = await fetch(`${at}${path}`, { ...init, headers }).catch(() => undefined);
    const status = res?.status ?? 0;
    tally.add(status);
    if (status === 401) renew(email, token);
    if (status >= 500 && status !== 503) unexpected.push(`${init.method ?? 'GET'} ${path.slice(0, 80)} ${status}`);
    const body = res?.ok ? await res.json().catch(() => undefined) : await res?.body?.cancel().catch(() => undefined);
    return { status, body: body as { items?: { id: number }[] } | undefined };
  };

  const emails = Array.from({ length: users }, (_, i) => {
    let at = (i + 0.5) / users;
    for (const [email, share] of MIX) {
      if (at < share) return email;
      at -= share;
    }
    return 'member@demo.test';
  });
  const started = Date.now();
  const endAt = started + minutes * 60_000;
  const run = Date.now().toString(36);
  let n = 0;
  const organizations = (await hit('org.admin@demo.test', '/organizations')).body?.items ?? [];
  const projects = (await hit('org.admin@demo.test', '/workspace/project')).body?.items ?? [];
  const projectId = projects[0]?.id ?? 1;
  const organizationId = organizations[0]?.id;

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
  };

  const user = async (email: string, index: number) => {
    await pause(Math.random() * 2000);
    const at = apiOf(index + 1);
    while (Date.now() < endAt) {
      const roll = Math.random();
      if (roll > 0.9) await attack(email, at);
      else if (email === 'org.admin@demo.test' && roll < 0.15) {
        const name = `soak-${run}-${index}-${n++}`;
        const { status } = await hit(
          email,
          '/branches',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ organizationId, name }),
          },
          at,
        );
        if (status === 201) {
          sent.push(name);
          createdAt.set(name, Date.now() - started);
        }
      } else if (roll < 0.2) {
        const me = (await hit(email, '/users/info', {}, at)).body as { id?: number } | undefined;
        if (me?.id) {
          await hit(
            email,
            `/users/${me.id}/notification`,
            {
              method: 'PATCH',
              headers: { 'Content-Type': 'application/json' },
            },
            at,
          );
        }
      } else {
        const path = BROWSE[Math.floor(Math.random() * BROWSE.length)] ?? '/users/info';
        const list = await hit(email, path, {}, at);
        const first = list.body?.items?.[0];
        // Then one of the list's rows, as a click on it would.
        if (first && path !== '/clusters' && Math.random() < 0.3) await hit(email, `${path}/${first.id}`, {}, at);
      }
      await pause(1000 + Math.random() * 2000);
    }
  };

  let warm: ReturnType<typeof memory> | undefined;
  const events: string[] = [];
  const conductor = (async () => {
    await pause(Math.min(60_000, (endAt - started) * 0.1));
    warm = memory();
    await pause(Math.max(0, started + (endAt - started) * 0.4 - Date.now()));
    events.push(`database stopped at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await postgres.pause();
    await pause(3000);
    await postgres.resume();
    events.push(`database back after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await pause(Math.max(0, started + (endAt - started) * 0.6 - Date.now()));
    if (second) {
      events.push(`second API stopped at ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await second.stop();
      second = await startSecond();
      events.push(`second API back at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      events.push(`API stopped at ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await stack.stop();
      stack = await startStack(config, { log: false, seed: false });
      events.push(`API back at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  })();

  await Promise.all([...emails.map((email, i) => user(email, i)), conductor]);
  const listeners = streams.filter((s) => s.email === 'org.admin@demo.test').map((s) => s.client);
  const lacking = await missing(listeners, sent, 30_000);
  const lost = lacking.reduce((k, l) => k + l.length, 0);
  const lostNames = [...new Set(lacking.flat())].map(
    (name) => `${name} (created at ${((createdAt.get(name) ?? 0) / 1000).toFixed(1)} s)`,
  );
  await Promise.all(streams.map((s) => s.client.stop()));
  const received = sent.length * listeners.length - lost;
  const end = memory();
  await second?.stop();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  const start = warm ?? end;
  const heapGrowth = end.heap - start.heap;
  // Flat: the heap a minute in and at the end differ by less than a quarter, or 32 MB.
  const flat = heapGrowth < Math.max(start.heap * 0.25, 32 * 1_048_576);
  const refusedStreams = streams.reduce((k, s) => k + [...s.client.refusals.values()].reduce((a, b) => a + b, 0), 0);
  const lines = [
    `soak: ${users} users for ${minutes} min on ${urls.length} API instance(s) sharing PostgreSQL (${new Date(started).toISOString()})`,
    `events: ${events.join('; ')}`,
    `requests: ${requests}; answers by status: ${tally} (refused: connection refused during the API restart)`,
    `hostile requests: ${hostile}, refused with a 4xx: ${hostileRefused}, unanswered while the database or an instance was away: ${hostileUnjudged}`,
    `unexpected 5xx: ${unexpected.length}${unexpected.length ? ` (${unexpected.slice(0, 5).join(', ')})` : ''}`,
    `notifications: ${sent.length} branches created, ${listeners.length} org-admin streams, sent ${sent.length * listeners.length}, received ${received}, lost ${lost}`,
    `stream reconnects refused or reset: ${refusedStreams}`,
    ...(lostNames.length > 0 ? [`lost: ${lostNames.slice(0, 10).join(', ')}`] : []),
    `memory a minute in: rss ${mb(start.rss)}, heap ${mb(start.heap)}; at the end: rss ${mb(end.rss)}, heap ${mb(end.heap)} (heap ${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth)}: ${flat ? 'flat' : 'GROWING'})`,
  ];
  return { lines, ok: lost === 0 && unexpected.length === 0 && flat && hostileRefused + hostileUnjudged === hostile };
}
