import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { fakeChannelHub, fakeJwt, fakeLocks, jsonResponse } from '../testing';
import { AuthClient, type AuthClientOptions } from './authClient';
import { computeCodeChallenge } from './pkce';
import { createMemoryTokenStore, StoreKey, type TokenStore } from './tokenStore';

const endpoints = {
  authorization: 'https://idp.example/auth',
  token: 'https://idp.example/token',
  logout: 'https://idp.example/logout',
};
const issuer = 'https://idp.example';
const appOrigin = 'https://app.example';

function setup(overrides: Partial<AuthClientOptions> & { store?: TokenStore } = {}) {
  const store = overrides.store ?? createMemoryTokenStore();
  const navigate = vi.fn<(url: string) => void>();
  const replaceUrl = vi.fn<(url: string) => void>();
  const clearSessionStorage = vi.fn();
  let idClaims: Record<string, unknown> = {};
  const tokenCalls: URLSearchParams[] = [];
  let tokenReply: () => Promise<Response> = async () =>
    jsonResponse({
      access_token: `access-${tokenCalls.length}`,
      refresh_token: `refresh-${tokenCalls.length}`,
      id_token: fakeJwt({ iss: issuer, aud: 'frontend-client', exp: Math.floor(Date.now() / 1000) + 300, ...idClaims }),
      refresh_expires_in: 1800,
    });
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    tokenCalls.push(new URLSearchParams(String(init?.body)));
    return tokenReply();
  });
  const auth = new AuthClient({
    oidc: { endpoints, issuer },
    appOrigin,
    store,
    fetch: fetchImpl as typeof fetch,
    navigate,
    replaceUrl,
    clearSessionStorage,
    locks: null,
    channel: null,
    ...overrides,
  });
  return {
    auth,
    store,
    navigate,
    replaceUrl,
    clearSessionStorage,
    tokenCalls,
    fetchImpl,
    setIdClaims: (claims: Record<string, unknown>) => {
      idClaims = claims;
    },
    setTokenReply: (reply: () => Promise<Response>) => {
      tokenReply = reply;
    },
  };
}

async function signInAndGetCallback(t: ReturnType<typeof setup>, returnTo?: string) {
  await t.auth.signIn(returnTo ? { returnTo } : {});
  const authorize = new URL(t.navigate.mock.calls.at(-1)?.[0] ?? '');
  t.setIdClaims({ nonce: authorize.searchParams.get('nonce') });
  return {
    authorize,
    callback: `${appOrigin}/callback?code=the-code&state=${authorize.searchParams.get('state')}&session_state=s`,
  };
}

const signedIn = (store = createMemoryTokenStore()) => {
  store.set(StoreKey.AccessToken, 'old-access');
  store.set(StoreKey.RefreshToken, 'old-refresh');
  store.set(StoreKey.IdToken, 'old-id');
  return store;
};

describe('AuthClient sign-in', () => {
  it('is authenticated initially only when an access token is stored', () => {
    expect(setup().auth.getSnapshot()).toEqual({ authenticated: false, status: 'signed-out' });
    expect(setup({ store: signedIn() }).auth.getSnapshot()).toEqual({ authenticated: true, status: 'signed-in' });
  });

  it('redirects to the provider with the challenge of the stored verifier', async () => {
    const t = setup();
    const { authorize } = await signInAndGetCallback(t);
    const verifier = t.store.get(StoreKey.CodeVerifier) ?? '';
    expect(verifier).toMatch(/^[a-z0-9]{44}$/);
    expect(authorize.searchParams.get('code_challenge')).toBe(await computeCodeChallenge(verifier));
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://app.example/callback');
    expect(authorize.searchParams.get('client_id')).toBe('frontend-client');
    expect(authorize.searchParams.get('state')).toBe(t.store.get(StoreKey.State));
  });

  it('exchanges the code, checks the ID token, stores tokens and cleans the address bar', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t, '/org-module/branches?x=1');
    const verifier = t.store.get(StoreKey.CodeVerifier);
    const listener = vi.fn();
    t.auth.subscribe(listener);
    await expect(t.auth.handleCallback(callback)).resolves.toEqual({ returnTo: '/org-module/branches?x=1' });
    expect(Object.fromEntries(t.tokenCalls[0] ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: verifier,
      redirect_uri: 'https://app.example/callback',
      scope: 'openid',
    });
    expect(t.replaceUrl).toHaveBeenCalledWith('/callback');
    expect(t.auth.getAccessToken()).toBe('access-1');
    expect(t.auth.getSnapshot().authenticated).toBe(true);
    expect(listener).toHaveBeenCalled();
    for (const key of [StoreKey.CodeVerifier, StoreKey.State, StoreKey.Nonce]) expect(t.store.get(key)).toBeUndefined();
  });

  it('caps token lifetimes by the refresh token lifetime', async () => {
    const store = createMemoryTokenStore();
    const set = vi.spyOn(store, 'set');
    const t = setup({ store });
    const { callback } = await signInAndGetCallback(t);
    await t.auth.handleCallback(callback);
    const call = set.mock.calls.find(([key]) => key === StoreKey.RefreshToken);
    const expires = call?.[2]?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + 1800_000))).toBeLessThan(5000);
  });

  it.each([
    ['a missing state', (cb: string) => cb.replace(/&state=[^&]*/, '')],
    ['a different state', (cb: string) => cb.replace(/state=[^&]*/, 'state=forged')],
  ])('rejects %s without a token request', async (_name, tamper) => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    await expect(t.auth.handleCallback(tamper(callback))).rejects.toMatchObject({ code: ErrorCode.InvalidState });
    expect(t.tokenCalls).toHaveLength(0);
    expect(t.store.get(StoreKey.CodeVerifier)).toBeUndefined();
  });

  it('accepts a state only once', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    await t.auth.handleCallback(callback);
    await expect(t.auth.handleCallback(callback)).rejects.toMatchObject({ code: ErrorCode.InvalidState });
    // Another client (a reload, another tab) presenting the same callback is refused too.
    const replay = setup({ store: t.store });
    await expect(replay.auth.handleCallback(callback)).rejects.toMatchObject({ code: ErrorCode.InvalidState });
    expect(t.tokenCalls).toHaveLength(1);
    expect(replay.tokenCalls).toHaveLength(0);
  });

  it('shares one exchange when the same callback is handled twice at once (effects run twice)', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    const [a, b] = await Promise.all([t.auth.handleCallback(callback), t.auth.handleCallback(callback)]);
    expect(a).toEqual(b);
    expect(t.tokenCalls).toHaveLength(1);
  });

  it('fails an error= callback with a normalised error and no token request', async () => {
    const t = setup();
    await signInAndGetCallback(t);
    const failure = t.auth.handleCallback(`${appOrigin}/callback?error=access_denied&error_description=User+cancelled`);
    await expect(failure).rejects.toMatchObject({
      code: ErrorCode.AuthorizationFailed,
      status: 0,
      reason: 'access_denied',
      message: 'User cancelled',
    });
    expect(t.tokenCalls).toHaveLength(0);
    expect(t.replaceUrl).toHaveBeenCalledWith('/callback');
  });

  it('fails "No code verifier found" when the verifier is gone', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    t.store.remove(StoreKey.CodeVerifier);
    await expect(t.auth.handleCallback(callback)).rejects.toThrow('No code verifier found');
    expect(t.tokenCalls).toHaveLength(0);
  });

  it('rejects an ID token with another nonce and stays signed out', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    t.setIdClaims({ nonce: 'replayed' });
    await expect(t.auth.handleCallback(callback)).rejects.toMatchObject({ code: ErrorCode.InvalidIdToken });
    expect(t.auth.getSnapshot().authenticated).toBe(false);
    expect(t.auth.getAccessToken()).toBeUndefined();
  });

  it('never returns to another origin after login', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t, '//evil.example');
    expect(await t.auth.handleCallback(callback)).toEqual({ returnTo: '/' });
  });
});

describe('AuthClient refresh', () => {
  it('makes one refresh request for twenty concurrent callers', async () => {
    const t = setup({ store: signedIn() });
    await Promise.all(Array.from({ length: 20 }, () => t.auth.refresh()));
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(t.tokenCalls[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
      client_id: 'frontend-client',
    });
    expect(t.auth.getAccessToken()).toBe('access-1');
  });

  it('makes one refresh request between two tabs; the other adopts the new tokens', async () => {
    const store = signedIn();
    const locks = fakeLocks();
    const a = setup({ store, locks });
    const b = setup({ store, locks });
    await Promise.all([a.auth.refresh(), b.auth.refresh()]);
    expect(a.fetchImpl.mock.calls.length + b.fetchImpl.mock.calls.length).toBe(1);
    expect(b.auth.getAccessToken()).toBe(a.auth.getAccessToken());
    expect(b.auth.getSnapshot().authenticated).toBe(true);
  });

  it('ends the session once and says "go to root" when the refresh is refused', async () => {
    const t = setup({ store: signedIn() });
    t.setTokenReply(async () => jsonResponse({ error: 'invalid_grant' }, 400));
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => t.auth.refresh()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await expect(t.auth.refresh()).rejects.toMatchObject({ code: ErrorCode.NoRefreshToken });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(t.auth.getSnapshot().authenticated).toBe(false);
    expect(t.store.get(StoreKey.RefreshToken)).toBeUndefined();
    expect(t.clearSessionStorage).toHaveBeenCalled();
  });

  it('keeps the user signed in when the refresh fails on the network', async () => {
    const t = setup({ store: signedIn() });
    t.setTokenReply(async () => {
      throw new TypeError('fetch failed');
    });
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    await expect(t.auth.refresh()).rejects.toMatchObject({ code: ErrorCode.Network });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(t.auth.getSnapshot().authenticated).toBe(true);
    expect(t.store.get(StoreKey.RefreshToken)).toBe('old-refresh');
  });

  it('fails "No refresh token found" without one', async () => {
    const t = setup();
    await expect(t.auth.refresh()).rejects.toThrow('No refresh token found');
    expect(t.fetchImpl).not.toHaveBeenCalled();
  });
});

describe('AuthClient sign-out', () => {
  it('clears auth data and session storage and goes to the provider logout', async () => {
    const store = signedIn();
    store.set(StoreKey.Role, '2');
    const t = setup({ store });
    await t.auth.signOut();
    const url = new URL(t.navigate.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe(endpoints.logout);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(appOrigin);
    expect(url.searchParams.get('id_token_hint')).toBe('old-id');
    expect(store.get(StoreKey.AccessToken)).toBeUndefined();
    expect(store.get(StoreKey.Role)).toBeUndefined();
    expect(t.clearSessionStorage).toHaveBeenCalled();
    expect(t.auth.getSnapshot().authenticated).toBe(false);
  });

  it('signs out the other tabs', async () => {
    const hub = fakeChannelHub();
    const a = setup({ store: signedIn(), channel: hub() });
    const b = setup({ store: signedIn(), channel: hub() });
    const onSignedOut = vi.fn();
    b.auth.onSignedOut(onSignedOut);
    await a.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(b.auth.getSnapshot().authenticated).toBe(false);
    expect(b.store.get(StoreKey.AccessToken)).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    a.auth.destroy();
    b.auth.destroy();
  });
});

describe('AuthClient refresh without Web Locks', () => {
  it('adopts the tokens another tab rotated instead of signing out on the refused grant', async () => {
    const store = signedIn();
    const t = setup({ store });
    t.setTokenReply(async () => {
      // Another tab wins the race and stores its rotated tokens before our refused answer arrives.
      store.set(StoreKey.AccessToken, 'other-tab-access');
      store.set(StoreKey.RefreshToken, 'other-tab-refresh');
      return jsonResponse({ error: 'invalid_grant' }, 400);
    });
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    await t.auth.refresh();
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(t.auth.getAccessToken()).toBe('other-tab-access');
    expect(t.auth.getSnapshot().authenticated).toBe(true);
  });
});

describe('AuthClient refresh timing (fake timers)', () => {
  it('lets callers that arrive during a slow refresh share it, and refreshes again only afterwards', async () => {
    vi.useFakeTimers();
    try {
      const t = setup({ store: signedIn() });
      t.setTokenReply(
        () =>
          new Promise((resolve) =>
            setTimeout(() => resolve(jsonResponse({ access_token: 'a2', refresh_token: 'r2', id_token: 'i2' })), 5_000),
          ),
      );
      const first = t.auth.refresh();
      await vi.advanceTimersByTimeAsync(4_000);
      const late = t.auth.refresh();
      expect(late).toBe(first);
      await vi.advanceTimersByTimeAsync(1_000);
      await Promise.all([first, late]);
      expect(t.fetchImpl).toHaveBeenCalledTimes(1);
      expect(t.auth.getAccessToken()).toBe('a2');
      const again = t.auth.refresh();
      expect(again).not.toBe(first);
      await vi.advanceTimersByTimeAsync(5_000);
      await again;
      expect(t.fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
