/**
 * Cached reads across two admin API instances on one PostgreSQL: a change committed through instance A,
 * or straight in the database, shows on instance B's very next read, though B had the page cached (the
 * change feed of migration 0008). Skipped with the reason when PostgreSQL is missing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../areas/projects/tables';
import { exchangeCode, signIn, type TokenSet } from '../idp/test-browser';
import { type Stack, startStack } from '../stack';
import { postgresTestConfig, postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

type Page = { items: { id: number; name: string; branchId: number }[]; total: number };

describe.skipIf(unavailable !== undefined)('cached reads on two instances sharing PostgreSQL', () => {
  let postgres: TestPostgres;
  let a: Stack;
  let b: Stack;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    postgres = await startPostgres();
    const config = postgresTestConfig(postgres.url);
    a = await startStack(config, { log: false, provisionDelayMs: 50 });
    b = await startStack(config, { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience });
    for (const email of ['super@demo.test', 'member@demo.test']) {
      const { code, verifier } = await signIn(a.issuer, email);
      tokens.set(email, ((await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet).access_token);
    }
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await postgres?.stop();
  });

  const call = async <T>(on: Stack, as: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(`${on.apiUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${tokens.get(as)}`, 'Content-Type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  /** Reads B's page twice, so the second answer (and the next) comes from its cache. */
  const warm = async (as: string, path = '/workspace/project') => {
    await call<Page>(b, as, path);
    return (await call<Page>(b, as, path)).body;
  };

  // B hears of A's commit on its LISTEN connection a moment after A answers (the NOTIFY travels on its own
  // connection), so B is read until it shows the new project; on a quiet machine the first read does.
  it('shows a project created through A on B within a second', async () => {
    const before = await warm('super@demo.test');
    const created = await call<{ id: number }>(a, 'super@demo.test', '/workspace/project', {
      method: 'POST',
      body: JSON.stringify({ branchId: before.items[0]?.branchId, name: 'Made on A' }),
    });
    expect(created.status).toBe(201);
    const onB = async () => {
      const page = (await call<Page>(b, 'super@demo.test', '/workspace/project')).body;
      return { first: page.items[0], total: page.total };
    };
    await expect
      .poll(onB, { timeout: 1000, interval: 20 })
      .toMatchObject({ first: { id: created.body.id, name: 'Made on A' }, total: before.total + 1 });
  });

  // B hears of A's commit on its LISTEN connection a moment after A answers: a read on B meanwhile may still be
  // answered from B's cache (the window is milliseconds on a quiet machine), so B is read until it shows the change.
  it('drops a project from B within a second of A revoking the role that showed it', async () => {
    const seen = await warm('member@demo.test');
    const vision = seen.items[0];
    expect(vision?.name).toBe('Vision Lab');
    const member = (await call<{ id: number }>(b, 'member@demo.test', '/users/info')).body.id;
    const project = (await call<{ organizationId: number }>(a, 'super@demo.test', `/workspace/project/${vision?.id}`))
      .body;
    const scope = `organizationId=${project.organizationId}&projectId=${vision?.id}`;
    const revoked = await call(a, 'super@demo.test', `/workspace/users/${member}?${scope}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    const onB = async () => (await call<Page>(b, 'member@demo.test', '/workspace/project')).body;
    await expect.poll(onB, { timeout: 1000, interval: 20 }).toMatchObject({ items: [], total: 0 });
    // Given back, it shows again (the empty page was cached too).
    const given = await call(a, 'super@demo.test', `/workspace/users/${member}`, {
      method: 'POST',
      body: JSON.stringify({ organizationId: project.organizationId, projectId: vision?.id, role: 'MEMBER' }),
    });
    expect(given.status).toBe(200);
    await expect
      .poll(async () => (await onB()).items.map((p) => p.name), { timeout: 1000, interval: 20 })
      .toEqual(['Vision Lab']);
  });

  it('reads afresh after its LISTEN connection was cut, though the change it missed was never announced to it', async () => {
    const before = await warm('super@demo.test');
    const first = before.items[0] as Page['items'][number];
    const { pool } = b.database;
    if (!pool) throw new Error('B is not on PostgreSQL');
    // Cut every change-feed connection, then change a row while nobody listens.
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN console_changes' and pid <> pg_backend_pid()",
    );
    // Long enough for B to see the connection go, short of its first reconnection (100 ms).
    await new Promise((r) => setTimeout(r, 30));
    await b.database.db.update(projects).set({ name: 'Renamed while deaf' }).where(eq(projects.id, first.id));
    const page = (await call<Page>(b, 'super@demo.test', '/workspace/project')).body;
    expect(page.items[0]?.name).toBe('Renamed while deaf');
  });
});
