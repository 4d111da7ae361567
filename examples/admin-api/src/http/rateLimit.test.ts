import { describe, expect, it } from 'vitest';
import { readLimits } from '../limits';
import { setupTestStack } from '../testing/harness';
import { Buckets } from './rateLimit';

const { ctx, tokenFor, idOf } = setupTestStack({
  env: {
    RATE_LIMIT_PER_IP: '60/60',
    RATE_LIMIT_PER_USER: '20/60',
    RATE_LIMIT_NOTIFY_PER_USER: '5/60',
    RATE_LIMIT_NOTIFY_PER_TARGET: '3/600',
    STREAMS_PER_USER: '2',
    CONSOLE_ORIGIN: 'http://console.test',
  },
});

const get = (path: string, as: string) => ctx.request(path, { headers: { Authorization: tokenFor(as) } });
const reset = (email: string, as: string, origin?: string) =>
  ctx.request('/users/reset', {
    method: 'POST',
    headers: {
      Authorization: tokenFor(as),
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
    },
    body: JSON.stringify({ email }),
  });

describe('Buckets', () => {
  it('allows a burst, then one request per refill interval, and says how long to wait', () => {
    let now = 0;
    const buckets = new Buckets({ count: 3, seconds: 30 }, () => now);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(10);
    expect(buckets.take('b')).toBe(0);
    now += 10_000;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(10);
  });
});

describe('readLimits', () => {
  it('has generous defaults, reads count/seconds, and refuses nonsense', () => {
    expect(readLimits({}).perUser).toEqual({ count: 1200, seconds: 60 });
    expect(readLimits({ RATE_LIMIT_PER_IP: '10/5' }).perIp).toEqual({ count: 10, seconds: 5 });
    expect(readLimits({ RATE_LIMITS: 'off' }).enabled).toBe(false);
    expect(() => readLimits({ RATE_LIMIT_PER_USER: 'lots' })).toThrow(/600\/60/);
  });
});

describe('rate limits', () => {
  it('limits password-reset notifications per recipient and per caller, with 429 and Retry-After', async () => {
    // Someone with no role at all cannot fill a person's inbox.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await reset('member@demo.test', 'nobody@demo.test')).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const refused = await reset('member@demo.test', 'nobody@demo.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Spreading over many recipients meets the per-caller budget instead.
    const spread: number[] = [];
    for (let i = 0; i < 3; i++) spread.push((await reset(`someone${i}@demo.test`, 'nobody@demo.test')).status);
    expect(spread).toContain(429);
  });

  it("never lets a stranger's password resets spend the person's own budget", async () => {
    for (let i = 0; i < 3; i++) expect((await reset('branch.admin@demo.test', 'org.admin@demo.test')).status).toBe(202);
    expect((await reset('branch.admin@demo.test', 'org.admin@demo.test')).status).toBe(429);
    expect((await reset('branch.admin@demo.test', 'branch.admin@demo.test')).status).toBe(202);
  });

  it('gives the budget back when a re-invite is refused', async () => {
    const greta = idOf('greta@globex.test');
    const reinvite = (as: string) =>
      ctx.request(`/users/${greta}/reinvite`, { method: 'POST', headers: { Authorization: tokenFor(as) } });
    for (let i = 0; i < 4; i++) expect((await reinvite('project.admin@demo.test')).status).toBe(403);
    expect((await reinvite('super@demo.test')).status).toBe(200);
  });

  it('limits requests per user and leaves other users alone', async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await get('/users/info', 'member@demo.test');
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused?.json()).toMatchObject({ message: expect.stringMatching(/Too many/) });
    expect((await get('/users/info', 'org.admin@demo.test')).status).toBe(200);
  });

  it('caps the open streams of one user', async () => {
    const open = async () => {
      const controller = new AbortController();
      const res = await ctx.request('/notifications/sse', {
        headers: { Authorization: tokenFor('project.admin@demo.test'), Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      return { res, close: () => controller.abort() };
    };
    const first = await open();
    const second = await open();
    const third = await open();
    expect([first.res.status, second.res.status, third.res.status]).toEqual([200, 200, 429]);
    expect(third.res.headers.get('retry-after')).toBeTruthy();
    first.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await open();
    expect(again.res.status).toBe(200);
    for (const s of [second, again]) s.close();
  });

  it('lets the console read Retry-After on a 429 across origins', async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 4; i++) refused = await reset('gil@globex.test', 'greta@globex.test', 'http://console.test');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('access-control-allow-origin')).toBe('http://console.test');
    const exposed = refused?.headers
      .get('access-control-expose-headers')
      ?.toLowerCase()
      .split(/\s*,\s*/);
    expect(exposed).toContain('retry-after');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits requests per client address across users', async () => {
    const users = ['super@demo.test', 'branch.admin@demo.test', 'greta@globex.test', 'gil@globex.test'];
    let refused = 0;
    for (let i = 0; i < 60; i++)
      if ((await get('/users/info', users[i % users.length] ?? '')).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
  });
});
