// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createCookieTokenStore } from './cookieTokenStore';
import { createSessionTokenStore } from './sessionTokenStore';
import { createMemoryTokenStore, type TokenStore } from './tokenStore';

/** A cookie jar that records the attributes of each write, like a browser would see them. */
function recordingDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  return {
    writes,
    location: { protocol: 'https:', hostname: 'app.example' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const eq = pair.indexOf('=');
      const expires = attributes.find((a) => a.startsWith('Expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

const contract = (name: string, make: () => TokenStore) =>
  describe(`${name} store`, () => {
    it('stores, reads and removes values', () => {
      const store = make();
      expect(store.get('access_token')).toBeUndefined();
      store.set('access_token', 'a b;c=é');
      expect(store.get('access_token')).toBe('a b;c=é');
      store.remove('access_token');
      expect(store.get('access_token')).toBeUndefined();
    });

    it('forgets values after their expiry', () => {
      const store = make();
      store.set('refresh_token', 'r', { expires: new Date(Date.now() - 1000) });
      expect(store.get('refresh_token')).toBeUndefined();
    });
  });

contract('memory', () => createMemoryTokenStore());
contract('session', () => createSessionTokenStore());
contract('cookie (happy-dom)', () => createCookieTokenStore({ prefix: `t${Math.random().toString(36).slice(2)}_` }));

describe('cookie store', () => {
  it('round-trips a 9 KB token through the real document.cookie in chunks', () => {
    const store = createCookieTokenStore({ prefix: 'big_' });
    const token = `${'h'.repeat(100)}.${'p'.repeat(8800)}.${'s'.repeat(100)}`;
    store.set('access_token', token);
    expect(document.cookie).toContain('big_access_token.2=');
    expect(store.get('access_token')).toBe(token);
    store.remove('access_token');
    expect(document.cookie).not.toContain('big_access_token');
  });

  it('writes Secure, SameSite=Strict, Path=/ cookies lasting 365 days by default', () => {
    const doc = recordingDocument();
    const now = Date.UTC(2026, 0, 1);
    createCookieTokenStore({ document: doc, now: () => now }).set('role', '2');
    expect(doc.writes[0]).toBe(
      `role=2; Path=/; Expires=${new Date(now + 365 * 86_400_000).toUTCString()}; SameSite=Strict; Secure`,
    );
  });

  it('leaves out Secure on plain http (local development) only', () => {
    const doc = recordingDocument();
    doc.location.protocol = 'http:';
    createCookieTokenStore({ document: doc }).set('role', '1');
    expect(doc.writes[0]).toMatch(/SameSite=Strict$/);
  });

  it('honours a shorter expiry', () => {
    const doc = recordingDocument();
    const expires = new Date(Date.now() + 60_000);
    createCookieTokenStore({ document: doc }).set('access_token', 'a', { expires });
    expect(doc.writes[0]).toContain(`Expires=${expires.toUTCString()}`);
  });

  it('splits values over 4 KB into chunks and joins them back', () => {
    const doc = recordingDocument();
    const store = createCookieTokenStore({ document: doc });
    const big = 'x'.repeat(9000);
    store.set('access_token', big);
    expect(doc.writes.every((line) => line.length < 4096)).toBe(true);
    expect(doc.cookie).toContain('access_token=chunks:3');
    expect(store.get('access_token')).toBe(big);

    store.set('access_token', 'small');
    expect(store.get('access_token')).toBe('small');
    expect(doc.cookie).not.toContain('access_token.0');

    store.set('access_token', big);
    store.remove('access_token');
    expect(doc.cookie).toBe('');
  });

  it('treats a value with a missing chunk as absent', () => {
    const doc = recordingDocument();
    const store = createCookieTokenStore({ document: doc });
    store.set('id_token', 'y'.repeat(5000));
    doc.cookie = 'id_token.1=; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(store.get('id_token')).toBeUndefined();
  });
});
