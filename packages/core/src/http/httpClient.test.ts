import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '../auth/authClient';
import { createMemoryTokenStore, StoreKey } from '../auth/tokenStore';
import { ConsoleError, ErrorCode } from '../errors/consoleError';
import { jsonResponse } from '../testing';
import type { TokenSource } from './authorizedFetch';
import { createHttpClient } from './httpClient';

const apiBase = 'https://api.example.com/admin';

interface Seen {
  url: string;
  auth: string | null;
  init: RequestInit;
}

function setup(reply: (seen: Seen) => Response | Promise<Response>, auth?: TokenSource) {
  const seen: Seen[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const entry = { url, auth: new Headers(init?.headers).get('authorization'), init: init ?? {} };
    seen.push(entry);
    return reply(entry);
  });
  const http = createHttpClient({
    apiBase,
    fetch: fetchImpl as typeof fetch,
    trustedOrigins: ['https://console.example.com'],
    ...(auth ? { auth } : {}),
  });
  return { http, seen, fetchImpl };
}

/** A token source whose refresh swaps in a new token after a tick. */
function tokens(initial = 't1') {
  let token: string | undefined = initial;
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    token = 't2';
  });
  return {
    getAccessToken: () => token,
    refresh,
    set: (next: string | undefined) => {
      token = next;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient', () => {
  it('calls the admin API base with JSON and the bearer', async () => {
    const { http, seen } = setup(() => jsonResponse({ id: 1 }), tokens());
    expect(await http.fetch('/users/info')).toEqual({ id: 1 });
    expect(seen[0]?.url).toBe('https://api.example.com/admin/users/info');
    expect(seen[0]?.auth).toBe('Bearer t1');
    expect(new Headers(seen[0]?.init.headers).get('accept')).toBe('application/json');
  });

  it('sends JSON bodies', async () => {
    const { http, seen } = setup(() => jsonResponse({ totalUnreadNotification: 0 }), tokens());
    await http.fetch('/users/1/notification', { method: 'POST', body: { notificationIds: [1, 2] } });
    expect(seen[0]?.init.body).toBe('{"notificationIds":[1,2]}');
    expect(new Headers(seen[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it.each([
    'https://evil.example/whitelist/x',
    'https://api.example.com.evil.example/',
    'https://api.example.com@evil.example/',
    'http://api.example.com/admin/users',
    '//evil.example/x',
  ])('never sends the bearer to %s', async (url) => {
    const { http, seen } = setup(() => jsonResponse({}), tokens());
    await http.fetch(url);
    expect(seen[0]?.auth).toBeNull();
    expect(new URL(seen[0]?.url ?? '').hostname).not.toBe('api.example.com.');
  });

  it('sends the bearer to /whitelist/ paths on trusted origins', async () => {
    const { http, seen } = setup(() => jsonResponse({}), tokens());
    await http.fetch('https://console.example.com/whitelist/logo.png');
    expect(seen[0]?.auth).toBe('Bearer t1');
  });

  it('does not retry on its own: one call for a 500, one for a network error', async () => {
    const failing = setup(() => new Response('', { status: 500 }), tokens());
    await expect(failing.http.fetch('/x')).rejects.toBeInstanceOf(ConsoleError);
    expect(failing.fetchImpl).toHaveBeenCalledTimes(1);
    const down = setup(() => {
      throw new TypeError('fetch failed');
    }, tokens());
    await expect(down.http.fetch('/x')).rejects.toMatchObject({ status: 0, code: ErrorCode.Network });
    expect(down.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('times out after 30 s by default', async () => {
    vi.useFakeTimers();
    const hang = (seen: Seen) =>
      new Promise<Response>((_resolve, reject) =>
        seen.init.signal?.addEventListener('abort', () => reject(seen.init.signal?.reason)),
      );
    const { http } = setup(hang, tokens());
    const pending = http.fetch('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: ErrorCode.Timeout, status: 0 });
  });

  it('keeps the 30 s timeout when the caller passes its own signal, and still honours that signal', async () => {
    vi.useFakeTimers();
    const hang = (seen: Seen) =>
      new Promise<Response>((_resolve, reject) =>
        seen.init.signal?.addEventListener('abort', () => reject(seen.init.signal?.reason)),
      );
    const { http } = setup(hang, tokens());
    const timedOut = http.fetch('/slow', { signal: new AbortController().signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await timedOut).toMatchObject({ code: ErrorCode.Timeout });

    const controller = new AbortController();
    const cancelled = http.fetch('/slow', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await cancelled).toMatchObject({ code: ErrorCode.Cancelled });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refreshes once for twenty 401s and retries each once with the new token', async () => {
    const store = createMemoryTokenStore();
    store.set(StoreKey.AccessToken, 't1');
    store.set(StoreKey.RefreshToken, 'r1');
    const tokenEndpoint = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return jsonResponse({ access_token: 't2', refresh_token: 'r2', id_token: 'i2' });
    });
    const auth = new AuthClient({
      oidc: {
        endpoints: { authorization: 'https://idp/auth', token: 'https://idp/token', logout: 'https://idp/logout' },
      },
      appOrigin: 'https://console.example.com',
      store,
      fetch: tokenEndpoint as typeof fetch,
      locks: null,
      channel: null,
    });
    const { http, seen } = setup(
      ({ auth: header }) =>
        header === 'Bearer t2' ? jsonResponse({ ok: true }) : jsonResponse({ message: 'expired' }, 401),
      auth,
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.fetch(`/r/${i}`)));
    expect(results.every((r) => (r as { ok: boolean }).ok)).toBe(true);
    expect(tokenEndpoint).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(40);
    expect(seen.filter((s) => s.auth === 'Bearer t2')).toHaveLength(20);
  });

  it('does not refresh again when the retried request gets 401 too', async () => {
    const auth = tokens();
    const { http, seen } = setup(() => jsonResponse({ message: 'no' }, 401, { 'www-authenticate': 'Bearer' }), auth);
    await expect(http.fetch('/x')).rejects.toMatchObject({ status: 401, code: ErrorCode.Http });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('retries without refreshing when the token changed while the request was out', async () => {
    const auth = tokens();
    const { http, seen } = setup(({ auth: header }) => {
      if (header === 'Bearer t1') {
        auth.set('t3');
        return jsonResponse({}, 401);
      }
      return jsonResponse({ ok: 1 });
    }, auth);
    await http.fetch('/x');
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(seen.map((s) => s.auth)).toEqual(['Bearer t1', 'Bearer t3']);
  });

  it('throws the 401 when the refresh is refused, without retrying', async () => {
    const auth = tokens();
    auth.refresh.mockRejectedValueOnce(
      new ConsoleError({ status: 400, reason: 'x', message: 'x', code: 'grant_refused' }),
    );
    const { http, seen } = setup(() => jsonResponse({ message: 'Unauthorized' }, 401, {}), auth);
    await expect(http.fetch('/x')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(seen).toHaveLength(1);
  });

  it('does not refresh for a 401 from an untrusted URL', async () => {
    const auth = tokens();
    const { http } = setup(() => jsonResponse({}, 401), auth);
    await expect(http.fetch('https://evil.example/x')).rejects.toMatchObject({ status: 401 });
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it('signals every success, also through raw and created instances', async () => {
    const { http } = setup(() => jsonResponse({ a: 1 }), tokens());
    const listener = vi.fn();
    http.onSuccess(listener);
    const raw = await http.fetch.raw('/x');
    expect(raw.status).toBe(200);
    expect(raw._data).toEqual({ a: 1 });
    await http.fetch.create({ headers: { 'x-extra': '1' } })('/y');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works without any auth (public calls)', async () => {
    const { http, seen } = setup(() => jsonResponse([1]));
    expect(await http.fetch('/public')).toEqual([1]);
    expect(seen[0]?.auth).toBeNull();
  });
});
