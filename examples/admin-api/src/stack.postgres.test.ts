/**
 * Two admin API instances on one PostgreSQL: a notification raised through instance A reaches a
 * stream held by instance B (LISTEN/NOTIFY). Needs Debian's postgresql package; skipped with the
 * reason when it is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from './idp/test-browser';
import { type Stack, startStack } from './stack';
import { postgresTestConfig, postgresUnavailable, startPostgres, type TestPostgres } from './testing/postgres';
import { sseReader } from './testing/sse';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('two instances on PostgreSQL', () => {
  let postgres: TestPostgres;
  let a: Stack;
  let b: Stack;

  beforeAll(async () => {
    postgres = await startPostgres();
    const config = postgresTestConfig(postgres.url);
    a = await startStack(config, { log: false, provisionDelayMs: 50 });
    // B trusts A's provider: one sign-in works on both instances, as behind a load balancer.
    b = await startStack(config, { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await postgres?.stop();
  });

  it('runs the migrations and the seed once on the shared database', async () => {
    expect(a.database.kind).toBe('postgres');
    expect(a.seeded).toBe(true);
    expect(b.seeded).toBe(false);
  });

  it("refuses on instance B, within 2 s, the token of a session signed out at A's provider", async () => {
    const { browser, code, verifier } = await signIn(a.issuer, 'member@demo.test');
    const tokens = (await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet;
    const info = async () =>
      (await fetch(`${b.apiUrl}/users/info`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status;
    expect(await info()).toBe(200);
    const logout = new URL(`${a.issuer}/protocol/openid-connect/logout`);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    const signedOut = Date.now();
    expect((await browser.fetch(logout.href)).status).toBe(303);
    await expect.poll(info, { timeout: 2_000, interval: 100 }).toBe(401);
    expect(Date.now() - signedOut).toBeLessThan(2_000);
  });

  it('delivers a notification raised on instance A to a stream on instance B', async () => {
    const { code, verifier } = await signIn(a.issuer, 'org.admin@demo.test');
    const token = ((await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet).access_token;
    const auth = { Authorization: `Bearer ${token}` };
    const stream = await fetch(`${b.apiUrl}/notifications/sse`, { headers: auth });
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body);
    await events.next((e) => e.comment === 'connected');

    const orgs = (await (await fetch(`${a.apiUrl}/organizations`, { headers: auth })).json()) as {
      items: { id: number }[];
    };
    const created = await fetch(`${a.apiUrl}/branches`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationId: orgs.items[0]?.id, name: 'Across instances' }),
    });
    expect(created.status).toBe(201);
    // The seeded platform's own background work (a deployment reaching RUNNING) may notify the same admin first.
    const event = await events.next((e) => e.data?.includes('"branch.created"') === true);
    expect(JSON.parse(event.data ?? '{}')).toMatchObject({
      type: 'branch.created',
      category: 'BRANCH',
      severity: 'success',
    });
    await events.cancel();
  });

  it('keeps delivering across a restart of either instance, replaying what a restarted one missed', async () => {
    const { code, verifier } = await signIn(a.issuer, 'org.admin@demo.test');
    const token = ((await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet).access_token;
    const auth = { Authorization: `Bearer ${token}` };
    const orgs = (await (await fetch(`${a.apiUrl}/organizations`, { headers: auth })).json()) as {
      items: { id: number }[];
    };
    const raise = async (on: Stack, name: string) => {
      const res = await fetch(`${on.apiUrl}/branches`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationId: orgs.items[0]?.id, name }),
      });
      expect(res.status).toBe(201);
    };
    const options = { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience };
    const config = b.config;
    const open = async (on: Stack, lastEventId?: string) => {
      const res = await fetch(`${on.apiUrl}/notifications/sse`, {
        headers: { ...auth, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
      });
      expect(res.status).toBe(200);
      return sseReader(res.body);
    };
    // The org admin hears of other work too (a demo deployment coming up): wait for the branch named.
    const about = (name: string) => (e: { data?: string }) => (e.data ?? '').includes(name);
    let events = await open(b);
    await raise(a, 'Before the restart');
    const before = await events.next(about('Before the restart'), 20_000);
    // B stops: its stream is told to reconnect; meanwhile A raises one more.
    await b.stop();
    expect((await events.next((e) => e.event !== undefined)).event).toBe('reconnect');
    await raise(a, 'While B was away');
    b = await startStack({ ...config, apiPort: 0, idpPort: 0 }, options);
    events = await open(b, before.id);
    expect(JSON.parse((await events.next(about('While B was away'), 20_000)).data ?? '{}').content).toMatch(
      /While B was away/,
    );
    // A publisher that has just started (a restarted A, as far as B can tell) reaches B's stream too.
    const fresh = await startStack({ ...config, apiPort: 0, idpPort: 0 }, options);
    try {
      await raise(fresh, 'From a fresh instance');
      expect(JSON.parse((await events.next(about('From a fresh instance'), 20_000)).data ?? '{}').content).toMatch(
        /From a fresh instance/,
      );
    } finally {
      await events.cancel();
      await fresh.stop();
    }
  });
});
