/**
 * The database as a dependency that fails: PostgreSQL stops under a running API and comes back. The
 * API must stay up, answer 503 with Retry-After meanwhile, report it on /ready, and deliver what is
 * raised afterwards to streams opened before the outage. Needs Debian's postgresql package.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, signIn, type TokenSet } from './idp/test-browser';
import { type Stack, startStack } from './stack';
import { postgresTestConfig, postgresUnavailable, startPostgres, type TestPostgres } from './testing/postgres';
import { sseReader } from './testing/sse';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

const until = async (what: string, check: () => Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(unavailable !== undefined)('a PostgreSQL outage', () => {
  let postgres: TestPostgres;
  let stack: Stack;
  let auth: Record<string, string>;

  beforeAll(async () => {
    postgres = await startPostgres();
    const config = postgresTestConfig(postgres.url, { RATE_LIMITS: 'off' });
    stack = await startStack(config, { log: false, provisionDelayMs: 50 });
    const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
    const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
    auth = { Authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await stack?.stop();
    await postgres?.stop();
  });

  it('answers 503 with Retry-After while the database is down, and delivers to old streams once it is back', async () => {
    const stream = await fetch(`${stack.apiUrl}/notifications/sse`, { headers: auth });
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body);
    await events.next((e) => e.comment === 'connected');
    expect((await fetch(`${stack.apiUrl}/ready`)).status).toBe(200);

    await postgres.pause();
    const ready = await fetch(`${stack.apiUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    expect((await fetch(`${stack.apiUrl}/health`)).status).toBe(200);
    const during = await fetch(`${stack.apiUrl}/organizations`, { headers: auth });
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await during.json()).toEqual({ message: 'The database is unavailable; try again shortly' });

    await postgres.resume();
    await until('/ready', async () => (await fetch(`${stack.apiUrl}/ready`)).status === 200);
    const orgs = (await (await fetch(`${stack.apiUrl}/organizations`, { headers: auth })).json()) as {
      items: { id: number }[];
    };
    // The LISTEN connection died with the server: the bus must have replaced it for this to arrive.
    await until('the bus to listen again', async () => {
      const created = await fetch(`${stack.apiUrl}/branches`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationId: orgs.items[0]?.id, name: `After the outage ${Date.now()}` }),
      });
      expect(created.status).toBe(201);
      const event = await events.next((e) => e.event === 'notification', 3000);
      return JSON.parse(event.data ?? '{}').type === 'branch.created';
    });
    await events.cancel();
  });

  it('replays from Last-Event-ID what was raised while a client was away', async () => {
    const first = await fetch(`${stack.apiUrl}/notifications/sse`, { headers: auth });
    const events = sseReader(first.body);
    await events.next((e) => e.comment === 'connected');
    const orgs = (await (await fetch(`${stack.apiUrl}/organizations`, { headers: auth })).json()) as {
      items: { id: number }[];
    };
    const raise = (name: string) =>
      fetch(`${stack.apiUrl}/branches`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationId: orgs.items[0]?.id, name }),
      });
    // The seed's deployments may notify the same person meanwhile: only this test's notices are read.
    const about = (word: string) => (e: { event?: string; data?: string }) =>
      e.event === 'notification' &&
      (JSON.parse(e.data ?? '{}') as { content?: string }).content?.includes(word) === true;
    expect((await raise(`Before ${Date.now()}`)).status).toBe(201);
    const seen = await events.next(about('Before'));
    await events.cancel();
    await postgres.pause();
    expect((await raise('During')).status).toBe(503);
    await postgres.resume();
    await until('/ready', async () => (await fetch(`${stack.apiUrl}/ready`)).status === 200);
    expect((await raise(`After ${Date.now()}`)).status).toBe(201);
    const again = await fetch(`${stack.apiUrl}/notifications/sse`, {
      headers: { ...auth, 'Last-Event-ID': seen.id ?? '' },
    });
    expect(again.status).toBe(200);
    const replayed = sseReader(again.body);
    const event = await replayed.next(about('After'));
    expect(Number(event.id)).toBeGreaterThan(Number(seen.id));
    await replayed.cancel();
  });
});
