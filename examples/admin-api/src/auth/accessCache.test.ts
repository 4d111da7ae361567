import { describe, expect, it, vi } from 'vitest';
import { createAccessCache } from './accessCache';

describe('createAccessCache', () => {
  it('loads a user once, then reuses the entry until it expires', async () => {
    const clock = { now: 0 };
    const load = vi.fn(async (id: number) => ({ id, role: 'ADMIN' }));
    const cache = createAccessCache(load, { ttlMs: 2000, now: () => clock.now });
    await cache.get(1);
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 2500; // a change made elsewhere is seen once the entry expires
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh after invalidate', async () => {
    let role = 'ADMIN';
    const cache = createAccessCache(async () => ({ role }));
    expect(await cache.get(1)).toEqual({ role: 'ADMIN' });
    role = 'MEMBER';
    cache.invalidate();
    expect(await cache.get(1)).toEqual({ role: 'MEMBER' });
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
    const cache = createAccessCache(load);
    const early = cache.get(1);
    role = 'MEMBER';
    cache.invalidate();
    release();
    expect(await early).toEqual({ role: 'ADMIN' });
    const next = cache.get(1);
    release();
    expect(await next).toEqual({ role: 'MEMBER' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays bounded', async () => {
    const load = vi.fn(async (id: number) => ({ id }));
    const cache = createAccessCache(load, { max: 2 });
    await cache.get(1);
    await cache.get(2);
    await cache.get(3);
    load.mockClear();
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
