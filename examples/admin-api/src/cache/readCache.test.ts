import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/changeFeed';
import { createReadCache } from './readCache';

describe('createReadCache', () => {
  it('loads a key once, then reuses the entry until it expires', async () => {
    const clock = { now: 0 };
    const load = vi.fn(async () => ({ role: 'ADMIN' }));
    const cache = createReadCache({ ttlMs: 2000, now: () => clock.now });
    await cache.get('user:1', load);
    await cache.get('user:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 2500; // a change made elsewhere is seen once the entry expires
    await cache.get('user:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh after invalidate', async () => {
    let role = 'ADMIN';
    const cache = createReadCache();
    const load = async () => ({ role });
    expect(await cache.get('user:1', load)).toEqual({ role: 'ADMIN' });
    role = 'MEMBER';
    cache.invalidate();
    expect(await cache.get('user:1', load)).toEqual({ role: 'MEMBER' });
  });

  it('does not keep a load that was under way when a change invalidated the cache', async () => {
    let role = 'ADMIN';
    let release = () => {};
    const load = vi.fn(async () => {
      const seen = role;
      await new Promise<void>((r) => {
        release = r;
      });
      return { role: seen };
    });
    const cache = createReadCache();
    const early = cache.get('user:1', load);
    role = 'MEMBER';
    cache.invalidate();
    release();
    expect(await early).toEqual({ role: 'ADMIN' });
    const next = cache.get('user:1', load);
    release();
    expect(await next).toEqual({ role: 'MEMBER' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays bounded, and caches nothing with a TTL of 0', async () => {
    const load = vi.fn(async () => 1);
    const cache = createReadCache({ max: 2 });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    load.mockClear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    const off = createReadCache({ ttlMs: 0 });
    await off.get('a', load);
    await off.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

/** A change feed the test drives by hand. */
function manualFeed() {
  const listeners = new Set<ChangeListener>();
  const feed: ChangeFeed & { announce(table: string | undefined): void; live: boolean } = {
    live: true,
    inProcess: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {},
    announce(table) {
      for (const l of listeners) l(table);
    },
  };
  return feed;
}

describe('createReadCache with a change feed', () => {
  it('peeks at a fresh entry without loading, and sees nothing once it is dropped or while the feed is down', async () => {
    const feed = manualFeed();
    const clock = { now: 0 };
    const cache = createReadCache({ feed, ttlMs: 1000, now: () => clock.now });
    expect(cache.peek('end')).toBeUndefined();
    await cache.get('end', async () => ({ id: 7 }), ['projects']);
    expect(cache.peek('end')).toEqual({ id: 7 });
    feed.live = false;
    expect(cache.peek('end')).toBeUndefined();
    feed.live = true;
    feed.announce('favorites');
    expect(cache.peek('end')).toEqual({ id: 7 });
    clock.now = 1500;
    expect(cache.peek('end')).toBeUndefined();
    await cache.get('end', async () => ({ id: 8 }), ['projects']);
    expect(cache.peek('end')).toEqual({ id: 8 });
    feed.announce('projects');
    expect(cache.peek('end')).toBeUndefined();
  });

  it('keeps an entry asking for longer past the TTL while the feed is live, until a table of it changes', async () => {
    const feed = manualFeed();
    const clock = { now: 0 };
    const cache = createReadCache({ feed, ttlMs: 1000, now: () => clock.now });
    await cache.get('outline', async () => [1, 2], ['tickets'], { keepMs: 60_000 });
    await cache.get('total', async () => 2, ['tickets']);
    clock.now = 30_000;
    expect(cache.peek('outline')).toEqual([1, 2]);
    expect(cache.peek('total')).toBeUndefined();
    feed.announce('tickets');
    expect(cache.peek('outline')).toBeUndefined();
    // Without a feed (changes elsewhere go unseen) the TTL holds whatever the entry asks for.
    const alone = createReadCache({ ttlMs: 1000, now: () => clock.now });
    await alone.get('outline', async () => [1, 2], ['tickets'], { keepMs: 60_000 });
    clock.now = 31_500;
    expect(alone.peek('outline')).toBeUndefined();
  });

  it('drops an entry when a table it was read from changes, and only then', async () => {
    const feed = manualFeed();
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    await cache.get('page', load, ['projects', 'favorites']);
    feed.announce('tickets');
    await cache.get('page', load, ['projects', 'favorites']);
    expect(load).toHaveBeenCalledTimes(1);
    feed.announce('favorites');
    await cache.get('page', load, ['projects', 'favorites']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops entries that name no tables on any change, and everything when the feed may have missed some', async () => {
    const feed = manualFeed();
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    const any = vi.fn(async () => 1);
    const scoped = vi.fn(async () => 2);
    await cache.get('any', any);
    await cache.get('scoped', scoped, ['projects']);
    feed.announce('tickets');
    await cache.get('any', any);
    await cache.get('scoped', scoped, ['projects']);
    expect(any).toHaveBeenCalledTimes(2);
    expect(scoped).toHaveBeenCalledTimes(1);
    feed.announce(undefined);
    await cache.get('scoped', scoped, ['projects']);
    expect(scoped).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load during which one of its tables changed', async () => {
    const feed = manualFeed();
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    let name = 'old';
    let release = () => {};
    const load = vi.fn(async () => {
      const seen = name;
      await new Promise<void>((r) => {
        release = r;
      });
      return seen;
    });
    const early = cache.get('page', load, ['projects']);
    name = 'new';
    feed.announce('projects');
    release();
    expect(await early).toBe('old');
    const next = cache.get('page', load, ['projects']);
    release();
    expect(await next).toBe('new');
  });

  it('keeps announced entries over a write only with an in-process feed, and drops them when their table changes', async () => {
    for (const inProcess of [true, false]) {
      const feed = { ...manualFeed(), inProcess };
      const cache = createReadCache({ feed, ttlMs: 60_000 });
      const access = vi.fn(async () => 'roles');
      const page = vi.fn(async () => 'page');
      const read = () =>
        Promise.all([
          cache.get('access:1', access, ['users', 'role_assignments'], { announced: true }),
          cache.get('page', page, ['projects']),
        ]);
      await read();
      cache.invalidateAfterWrite();
      await read();
      // Announced: kept where the feed has told of the write's changes already (in process); otherwise read again.
      expect(access).toHaveBeenCalledTimes(inProcess ? 1 : 2);
      expect(page).toHaveBeenCalledTimes(2);
      feed.announce('role_assignments');
      await read();
      expect(access).toHaveBeenCalledTimes(inProcess ? 2 : 3);
      cache.invalidate();
      await read();
      expect(access).toHaveBeenCalledTimes(inProcess ? 3 : 4);
    }
  });

  it('does not keep a load under way when a write cleared the cache, unless announced (in process)', async () => {
    const feed = { ...manualFeed(), inProcess: true };
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    const releases: (() => void)[] = [];
    const slow = (value: string) => () => new Promise<string>((r) => releases.push(() => r(value)));
    const access = vi.fn(slow('roles'));
    const page = vi.fn(slow('page'));
    const early = Promise.all([
      cache.get('access:1', access, ['users'], { announced: true }),
      cache.get('page', page, ['projects']),
    ]);
    cache.invalidateAfterWrite();
    for (const release of releases.splice(0)) release();
    await early;
    const later = Promise.all([
      cache.get('access:1', access, ['users'], { announced: true }),
      cache.get('page', page, ['projects']),
    ]);
    for (const release of releases.splice(0)) release();
    expect(await later).toEqual(['roles', 'page']);
    expect(access).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('caches nothing while the feed is down', async () => {
    const feed = manualFeed();
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    await cache.get('page', load, ['projects']);
    feed.live = false;
    await cache.get('page', load, ['projects']);
    await cache.get('page', load, ['projects']);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('createReadCache sharing loads', () => {
  it('runs one load for callers asking for the same key at once', async () => {
    const cache = createReadCache();
    let release = () => {};
    const load = vi.fn(
      () =>
        new Promise<number>((r) => {
          release = () => r(7);
        }),
    );
    const waiting = [cache.get('page', load), cache.get('page', load), cache.get('page', load)];
    release();
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never hands a caller who came after a change a load that started before it', async () => {
    const feed = manualFeed();
    const cache = createReadCache({ feed, ttlMs: 60_000 });
    let name = 'old';
    const releases: (() => void)[] = [];
    const load = vi.fn(() => {
      const seen = name;
      return new Promise<string>((r) => releases.push(() => r(seen)));
    });
    const early = cache.get('page', load, ['projects']);
    name = 'new';
    feed.announce('projects');
    const late = cache.get('page', load, ['projects']);
    for (const release of releases) release();
    expect(await early).toBe('old');
    expect(await late).toBe('new');
    // Likewise after a write through this instance.
    const before = cache.get('other', load);
    name = 'newer';
    cache.invalidate();
    const after = cache.get('other', load);
    for (const release of releases) release();
    expect(await before).toBe('new');
    expect(await after).toBe('newer');
  });
});

describe('createReadCache reloading ahead of expiry (the caller roles)', () => {
  /** A load that answers `role` as it is when called, once released (or at once with `instant`). */
  function roles(instant: boolean) {
    const state = { role: 'MEMBER', releases: [] as (() => void)[] };
    const load = vi.fn(() => {
      const seen = state.role;
      return instant ? Promise.resolve(seen) : new Promise<string>((r) => state.releases.push(() => r(seen)));
    });
    const release = () => {
      for (const r of state.releases.splice(0)) r();
    };
    return { state, load, release };
  }
  /** Whether `p` settles within the microtasks and timers already queued (no clock involved: the cache's is fake). */
  const settled = async <T>(p: Promise<T>) =>
    Promise.race([p.then((v) => ({ value: v })), new Promise<'pending'>((r) => setTimeout(() => r('pending'), 0))]);

  it('answers a read in the last quarter at once, without waiting for the reload it starts', async () => {
    const clock = { now: 0 };
    const cache = createReadCache({ ttlMs: 2000, now: () => clock.now });
    const { state, load, release } = roles(false);
    const first = cache.get('access:1', load, ['role_assignments'], { refreshAheadMs: 500 });
    release();
    expect(await first).toBe('MEMBER');
    state.role = 'ADMIN'; // changed where no announcement reaches this cache
    clock.now = 1000;
    expect(await settled(cache.get('access:1', load, ['role_assignments'], { refreshAheadMs: 500 }))).toEqual({
      value: 'MEMBER',
    });
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 1600;
    // The reload is under way and does not answer: the read is answered from the entry all the same.
    expect(await settled(cache.get('access:1', load, ['role_assignments'], { refreshAheadMs: 500 }))).toEqual({
      value: 'MEMBER',
    });
    expect(load).toHaveBeenCalledTimes(2);
    // One reload at a time.
    await cache.get('access:1', load, ['role_assignments'], { refreshAheadMs: 500 });
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await settled(Promise.resolve());
    clock.now = 1700;
    expect(await cache.get('access:1', load, ['role_assignments'], { refreshAheadMs: 500 })).toBe('ADMIN');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers an entry past its expiry: a read then waits for the reload', async () => {
    const clock = { now: 0 };
    const cache = createReadCache({ ttlMs: 2000, now: () => clock.now });
    const { state, load, release } = roles(false);
    const first = cache.get('access:1', load, undefined, { refreshAheadMs: 500 });
    release();
    await first;
    state.role = 'ADMIN';
    // Read in its last quarter: the reload it starts has not answered when the entry expires.
    clock.now = 1800;
    expect(await cache.get('access:1', load, undefined, { refreshAheadMs: 500 })).toBe('MEMBER');
    clock.now = 2000;
    const late = cache.get('access:1', load, undefined, { refreshAheadMs: 500 });
    expect(await settled(late)).toBe('pending');
    release();
    expect(await late).toBe('ADMIN');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sees a role change that no announcement reports within the 2 s bound; read often, no read waits on a reload', async () => {
    for (const every of [50, 700, 2100]) {
      const clock = { now: 0 };
      const cache = createReadCache({ ttlMs: 2000, now: () => clock.now });
      const { state, load, release } = roles(false);
      const changedAt = 3000 + every / 3;
      let waited = 0;
      for (clock.now = 0; clock.now < 9000; clock.now += every) {
        if (clock.now >= changedAt) state.role = 'ADMIN';
        const read = cache.get('access:1', load, undefined, { refreshAheadMs: 500 });
        let answer = await settled(read);
        if (answer === 'pending') {
          waited++;
          release();
          answer = { value: await read };
        }
        // A reload started ahead of expiry answers before the next read.
        release();
        await settled(Promise.resolve());
        if (clock.now >= changedAt + 2000)
          expect(answer.value, `read every ${every} ms, at ${clock.now} ms`).toBe('ADMIN');
      }
      // Read every 50 ms, only the first read waited for a load; read seldom, reads after expiry wait as before.
      if (every === 50) expect(waited).toBe(1);
      else expect(waited).toBeGreaterThan(1);
    }
  });
});
