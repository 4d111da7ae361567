import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing';
import { checkIdTokenClaims, decodeJwtClaims, secondsUntilExpiry } from './idTokenClaims';

const now = 1_700_000_000;
const good = { iss: 'https://idp/realms/console', aud: 'frontend-client', exp: now + 300, nonce: 'n1' };
const expected = { issuer: good.iss, clientId: 'frontend-client', nonce: 'n1', now };

describe('checkIdTokenClaims', () => {
  it('accepts matching claims, also with aud as a list', () => {
    expect(checkIdTokenClaims(fakeJwt(good), expected).nonce).toBe('n1');
    expect(() =>
      checkIdTokenClaims(fakeJwt({ ...good, aud: ['x', 'frontend-client'], azp: 'frontend-client' }), expected),
    ).not.toThrow();
  });

  it.each([
    ['a wrong issuer', { iss: 'https://evil' }, 'wrong issuer'],
    ['another audience', { aud: 'other' }, 'not meant'],
    ['several audiences with another azp', { aud: ['frontend-client', 'x'], azp: 'x' }, 'not meant'],
    ['an expired token', { exp: now - 120 }, 'expired'],
    ['a missing exp', { exp: undefined }, 'expired'],
    ['a different nonce', { nonce: 'n2' }, 'nonce'],
    ['a missing nonce', { nonce: undefined }, 'nonce'],
  ])('rejects %s', (_name, override, message) => {
    expect(() => checkIdTokenClaims(fakeJwt({ ...good, ...override }), expected)).toThrow(message);
  });

  it('allows a small clock skew on exp', () => {
    expect(() => checkIdTokenClaims(fakeJwt({ ...good, exp: now - 30 }), expected)).not.toThrow();
  });

  it('rejects something that is not a JWT', () => {
    expect(() => checkIdTokenClaims('not-a-jwt', expected)).toThrow('malformed');
    expect(decodeJwtClaims('a.###.c')).toBeUndefined();
  });
});

describe('secondsUntilExpiry', () => {
  it('reads exp of a JWT and ignores opaque, expired or exp-less tokens', () => {
    expect(secondsUntilExpiry(fakeJwt({ exp: now + 1800 }), now * 1000)).toBe(1800);
    expect(secondsUntilExpiry(fakeJwt({ exp: now - 1 }), now * 1000)).toBeUndefined();
    expect(secondsUntilExpiry(fakeJwt({ exp: 0 }), now * 1000)).toBeUndefined();
    expect(secondsUntilExpiry('opaque-refresh-token', now * 1000)).toBeUndefined();
  });
});
