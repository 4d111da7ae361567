/**
 * Two API instances with local engines on one PostgreSQL: exactly one leads the engines (a PostgreSQL advisory
 * lock), so a deployment's model servers run once, as children of the leader, whichever instance was asked; both
 * instances' inference endpoints reach them; a pause asked of the other instance ends them, a resume there starts
 * them again; when the leader stops, the other takes over and serves. Real model-server processes on ONNX Runtime;
 * skipped with the reason where PostgreSQL or the runtime is missing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../areas/projects/tables';
import { exchangeCode, signIn, type TokenSet } from '../idp/test-browser';
import { type Stack, startStack } from '../stack';
import { postgresTestConfig, postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';
import { createEngineLeader } from './leader';
import { runtimeVersion } from './serving/local';

const runtime = runtimeVersion();
const unavailable = postgresUnavailable() ?? ('missing' in runtime ? runtime.missing : undefined);
if (unavailable) console.warn(`Shared engines' tests skipped: ${unavailable}`);

const ADMIN = 'project.admin@demo.test';
const servingOf = (s: Stack) => s.serving;

describe.skipIf(unavailable !== undefined)('engine leadership on PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('elects one leader of two, keeps it while the database is away, and hands over when it stops', async () => {
    const pools = [new pg.Pool({ connectionString: postgres.url }), new pg.Pool({ connectionString: postgres.url })];
    const quiet = () => {};
    const [a, b] = pools.map((pool) => createEngineLeader(pool, { intervalMs: 100, log: quiet })) as [
      ReturnType<typeof createEngineLeader>,
      ReturnType<typeof createEngineLeader>,
    ];
    try {
      await a.start();
      await b.start();
      expect([a.leading, b.leading]).toEqual([true, false]);
      const changes: boolean[] = [];
      a.onChange((leading) => changes.push(leading));
      // The database restarts: while it is away nobody can take the lock, so the leader leads on (its engines'
      // work is not torn down for an outage); once it is back, exactly one instance leads.
      for (const pool of pools) pool.on('error', () => {});
      await postgres.pause();
      await new Promise((r) => setTimeout(r, 800));
      expect([a.leading, b.leading]).toEqual([true, false]);
      expect(changes).toEqual([]);
      await postgres.resume();
      await new Promise((r) => setTimeout(r, 1500));
      expect(a.leading !== b.leading).toBe(true);
      const leader = a.leading ? a : b;
      const other = a.leading ? b : a;
      await leader.stop();
      await expect.poll(() => other.leading, { timeout: 3000, interval: 50 }).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});

describe.skipIf(unavailable !== undefined)('local engines on two instances sharing PostgreSQL', () => {
  let postgres: TestPostgres;
  let a: Stack;
  let b: Stack | undefined;
  let aStopped = false;
  let dataDir = '';
  const tokens = new Map<string, string>();
  let base = '';
  let modelId = 0;

  beforeAll(async () => {
    postgres = await startPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'shared-engines-'));
    // No hub and no Prometheus here: the notebooks' and metrics' engines answer 503, serving is real.
    const config = postgresTestConfig(postgres.url, {
      RATE_LIMITS: 'off',
      ENGINES: 'local',
      ENGINES_DATA_DIR: dataDir,
      HUB_URL: 'http://127.0.0.1:9',
      PROMETHEUS_URL: 'http://127.0.0.1:9',
    });
    a = await startStack(config, { log: false });
    b = await startStack(config, { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience });
    const { code, verifier } = await signIn(a.issuer, ADMIN);
    tokens.set(ADMIN, ((await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet).access_token);
    const [project] = await a.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
    base = `/workspace/project/${project?.id}/ai/inferencing/projects`;
    const catalog = await call<{ items: { id: number; name: string }[] }>(
      a,
      'GET',
      '/ai/inferencing/predefined-models?pageSize=100',
    );
    modelId = catalog.body.items.find((m) => m.name === 'Review Sentiment')?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    if (!aStopped) await a?.stop();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call<T>(on: Stack, method: string, path: string, body?: unknown) {
    const res = await fetch(`${on.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${tokens.get(ADMIN)}`, 'Content-Type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  const statusOf = async (on: Stack, id: number) =>
    (await call<{ status: string }>(on, 'GET', `${base}/deployments/${id}`)).body.status;
  const infer = async (on: Stack, id: number, secret: string) => {
    const res = await fetch(`${on.apiUrl}/inference/${id}/v2/models/reviews/infer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['fast and reliable'] }] }),
    });
    await res.body?.cancel();
    return res.status;
  };

  it('runs a deployment once, reachable through both, paused and resumed through either, and taken over', async () => {
    const second = b as Stack;
    // Created through B (not the leader): the leader rolls it out.
    const created = await call<{ id: number }>(second, 'POST', `${base}/deployments`, {
      name: 'reviews',
      sourceType: 'PREDEFINED',
      predefinedModelId: modelId,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await expect.poll(() => statusOf(second, id), { timeout: 60_000, interval: 200 }).toBe('RUNNING');
    const key = await call<{ secret: string }>(second, 'POST', `${base}/deployments/${id}/key`, { name: 't' });
    expect(key.status).toBe(201);
    const secret = key.body.secret;

    // One replica, a child of A; B routes to it.
    const leaderReplicas = servingOf(a).replicas(id);
    expect(leaderReplicas).toHaveLength(1);
    expect(leaderReplicas[0]?.pid).toBeTypeOf('number');
    expect(await infer(a, id, secret)).toBe(200);
    await expect.poll(() => infer(second, id, secret), { timeout: 5000, interval: 100 }).toBe(200);
    expect(
      servingOf(second)
        .replicas(id)
        .map((r) => r.pid),
    ).toEqual(leaderReplicas.map((r) => r.pid));

    // Paused through B: A's model server ends.
    expect((await call(second, 'POST', `${base}/deployments/${id}/pause`)).status).toBe(200);
    await expect.poll(() => servingOf(a).replicas(id).length, { timeout: 15_000, interval: 200 }).toBe(0);
    expect(await infer(a, id, secret)).toBe(503);

    // Resumed through B: A starts it again, and both answer.
    expect((await call(second, 'POST', `${base}/deployments/${id}/resume`)).status).toBe(200);
    await expect.poll(() => infer(a, id, secret), { timeout: 30_000, interval: 200 }).toBe(200);
    await expect.poll(() => infer(second, id, secret), { timeout: 10_000, interval: 200 }).toBe(200);
    expect(servingOf(a).replicas(id)).toHaveLength(1);

    // A (the leader) stops: B leads, starts the replica and serves.
    aStopped = true;
    await a.stop();
    await expect.poll(() => servingOf(second).replicas(id).length, { timeout: 20_000, interval: 200 }).toBe(1);
    await expect.poll(() => infer(second, id, secret), { timeout: 30_000, interval: 200 }).toBe(200);
  }, 180_000);
});
