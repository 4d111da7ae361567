import { describe, expect, it, vi } from 'vitest';
import { cacheVerifiedTokens } from './cachedVerifier';
import { InvalidTokenError, type TokenVerifier } from './verify';

/** A verifier over a table of good tokens and their expiry (seconds); anything else is refused. */
function fakeVerifier(tokens: Map<string, number>, clock: { now: number }) {
  const verify = vi.fn(async (token: string) => {
    const exp = tokens.get(token);
    if (exp === undefined || exp * 1000 <= clock.now) throw new InvalidTokenError('refused');
    return { sub: '1', exp };
  });
  return { verify } satisfies TokenVerifier;
}

describe('cacheVerifiedTokens', () => {
  it('checks a token once, then reuses the result for the same token only', async () => {
    const clock = { now: 1_000_000 };
    const inner = fakeVerifier(
      new Map([
        ['a', 2000],
        ['b', 2000],
      ]),
      clock,
    );
    const cached = cacheVerifiedTokens(inner, { now: () => clock.now });
    await cached.verify('a');
    await cached.verify('a');
    expect(inner.verify).toHaveBeenCalledTimes(1);
    await cached.verify('b');
    expect(inner.verify).toHaveBeenCalledTimes(2);
    await expect(cached.verify('a-altered')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a cached token once it has expired', async () => {
    const clock = { now: 1_000_000 };
    const inner = fakeVerifier(new Map([['a', 1010]]), clock);
    const cached = cacheVerifiedTokens(inner, { now: () => clock.now });
    await expect(cached.verify('a')).resolves.toMatchObject({ sub: '1' });
    clock.now += 10_000;
    await expect(cached.verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(cached.size).toBe(0);
  });

  it('never caches a refusal, and checks again after maxAge (a withdrawn signing key is noticed)', async () => {
    const clock = { now: 1_000_000 };
    const tokens = new Map<string, number>();
    const inner = fakeVerifier(tokens, clock);
    const cached = cacheVerifiedTokens(inner, { now: () => clock.now, maxAgeMs: 60_000 });
    await expect(cached.verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    tokens.set('a', 5000);
    await expect(cached.verify('a')).resolves.toMatchObject({ sub: '1' });
    // The provider stops vouching for the token (its key rotated away, or it was revoked).
    tokens.delete('a');
    clock.now += 30_000;
    await expect(cached.verify('a')).resolves.toMatchObject({ sub: '1' });
    clock.now += 31_000;
    await expect(cached.verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('drops a token at once on forget (sign-out) and on clear', async () => {
    const clock = { now: 1_000_000 };
    const tokens = new Map([
      ['a', 5000],
      ['b', 5000],
    ]);
    const cached = cacheVerifiedTokens(fakeVerifier(tokens, clock), { now: () => clock.now });
    await cached.verify('a');
    await cached.verify('b');
    tokens.clear();
    cached.forget('a');
    await expect(cached.verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(cached.verify('b')).resolves.toMatchObject({ sub: '1' });
    cached.clear();
    await expect(cached.verify('b')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('stays bounded, dropping the least recently used token', async () => {
    const clock = { now: 1_000_000 };
    const inner = fakeVerifier(
      new Map([
        ['a', 5000],
        ['b', 5000],
        ['c', 5000],
      ]),
      clock,
    );
    const cached = cacheVerifiedTokens(inner, { now: () => clock.now, max: 2 });
    await cached.verify('a');
    await cached.verify('b');
    await cached.verify('a');
    await cached.verify('c');
    expect(cached.size).toBe(2);
    inner.verify.mockClear();
    await cached.verify('a');
    expect(inner.verify).not.toHaveBeenCalled();
    await cached.verify('b');
    expect(inner.verify).toHaveBeenCalledTimes(1);
  });

  it('lets failures of the check itself through uncached', async () => {
    const broken: TokenVerifier = { verify: vi.fn().mockRejectedValue(new Error('JWKS unreachable')) };
    const cached = cacheVerifiedTokens(broken);
    await expect(cached.verify('a')).rejects.toThrow('JWKS unreachable');
    await expect(cached.verify('a')).rejects.toThrow('JWKS unreachable');
    expect(broken.verify).toHaveBeenCalledTimes(2);
  });
});
