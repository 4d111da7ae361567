import { describe, expect, it, vi } from 'vitest';
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
