import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { fakeChannelHub, fakeJwt, jsonResponse } from '../testing';
import {
  appOrigin,
  endpoints,
  issuer,
  authSetup as setup,
  signedIn,
  signInAndGetCallback,
} from '../testing/authHarness';
import { computeCodeChallenge } from './pkce';
import { createMemoryTokenStore, StoreKey } from './tokenStore';

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
    [undefined, 8 * 3600],
    [3600, 3600],
  ])(
    'without a refresh lifetime from the provider, keeps tokens for the session lifetime (%s s), not a year',
    async (sessionLifetimeSeconds, seconds) => {
      const store = createMemoryTokenStore();
      const set = vi.spyOn(store, 'set');
      const t = setup({ store, ...(sessionLifetimeSeconds ? { sessionLifetimeSeconds } : {}) });
      const { callback, authorize } = await signInAndGetCallback(t);
      const nonce = authorize.searchParams.get('nonce');
      const exp = Math.floor(Date.now() / 1000) + 300;
      t.setTokenReply(async () =>
        Response.json({
          access_token: 'a',
          refresh_token: 'opaque',
          id_token: fakeJwt({ iss: issuer, aud: 'frontend-client', exp, nonce }),
        }),
      );
      await t.auth.handleCallback(callback);
      for (const key of [StoreKey.AccessToken, StoreKey.RefreshToken, StoreKey.IdToken]) {
        const expires = set.mock.calls.find(([k]) => k === key)?.[2]?.expires?.getTime() ?? Number.POSITIVE_INFINITY;
        expect(Math.abs(expires - (Date.now() + seconds * 1000)), key).toBeLessThan(5000);
      }
    },
  );

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

  /** The token endpoint's answer to an exchange the page sent itself, as `fetch` gives it (with its URL). */
  const answerFrom = (url: string, body: Record<string, unknown>) => {
    const response = jsonResponse(body);
    Object.defineProperty(response, 'url', { value: url });
    return response;
  };

  it('takes the answer of an exchange the page already started for the same code, checking its ID token', async () => {
    const t = setup();
    const { callback, authorize } = await signInAndGetCallback(t, '/org-module/branches');
    const idToken = (nonce: string | null) =>
      fakeJwt({ iss: issuer, aud: 'frontend-client', exp: Math.floor(Date.now() / 1000) + 300, nonce });
    const answer = answerFrom(endpoints.token, {
      access_token: 'early-access',
      refresh_token: 'early-refresh',
      id_token: idToken(authorize.searchParams.get('nonce')),
    });
    const started = { code: 'the-code', response: Promise.resolve(answer) };
    await expect(t.auth.handleCallback(callback, started)).resolves.toEqual({ returnTo: '/org-module/branches' });
    expect(t.tokenCalls).toHaveLength(0);
    expect(t.auth.getAccessToken()).toBe('early-access');
    for (const key of [StoreKey.CodeVerifier, StoreKey.State, StoreKey.Nonce]) expect(t.store.get(key)).toBeUndefined();

    // An answer whose ID token was issued for another sign-in (its nonce) is refused and nothing is stored.
    const other = setup();
    const second = await signInAndGetCallback(other);
    const forged = answerFrom(endpoints.token, {
      access_token: 'x',
      refresh_token: 'y',
      id_token: idToken('another-nonce'),
    });
    await expect(
      other.auth.handleCallback(second.callback, { code: 'the-code', response: Promise.resolve(forged) }),
    ).rejects.toMatchObject({ code: ErrorCode.InvalidIdToken });
    expect(other.auth.getAccessToken()).toBeUndefined();
  });

  it('refuses a started exchange answered by anything but the token endpoint', async () => {
    const t = setup();
    const { callback, authorize } = await signInAndGetCallback(t);
    const answer = answerFrom('https://elsewhere.example/token', {
      access_token: 'a',
      refresh_token: 'r',
      id_token: fakeJwt({
        iss: issuer,
        aud: 'frontend-client',
        exp: Math.floor(Date.now() / 1000) + 300,
        nonce: authorize.searchParams.get('nonce'),
      }),
    });
    await expect(
      t.auth.handleCallback(callback, { code: 'the-code', response: Promise.resolve(answer) }),
    ).rejects.toMatchObject({ code: ErrorCode.InvalidTokenResponse });
    expect(t.auth.getAccessToken()).toBeUndefined();
    expect(t.tokenCalls).toHaveLength(0);
  });

  it('exchanges the code itself when the started exchange was for another code', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    const stale = { code: 'an-older-code', response: Promise.reject(new Error('never read')) };
    stale.response.catch(() => {});
    await t.auth.handleCallback(callback, stale);
    expect(t.tokenCalls).toHaveLength(1);
    expect(t.auth.getAccessToken()).toBe('access-1');
  });

  it('refuses a different state before taking a started exchange', async () => {
    const t = setup();
    const { callback } = await signInAndGetCallback(t);
    const response = vi.fn();
    const started = {
      code: 'the-code',
      get response() {
        response();
        return Promise.resolve(answerFrom(endpoints.token, {}));
      },
    };
    await expect(t.auth.handleCallback(callback.replace(/state=[^&]*/, 'state=forged'), started)).rejects.toMatchObject(
      { code: ErrorCode.InvalidState },
    );
    expect(response).not.toHaveBeenCalled();
    expect(t.auth.getAccessToken()).toBeUndefined();
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

describe('AuthClient discovery kept for the tab', () => {
  const discoveryDoc = {
    issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    end_session_endpoint: endpoints.logout,
  };
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, v: string) => void items.set(key, v),
    };
  };
  /** A client that discovers its endpoints; the fake provider answers discovery and the token request. */
  const discovering = (discoveryStorage: ReturnType<typeof memoryStorage> | null, store = createMemoryTokenStore()) => {
    const t = setup({ oidc: { issuer }, store, discoveryStorage });
    const tokenFetch = t.fetchImpl.getMockImplementation();
    if (!tokenFetch) throw new Error('the harness answers token requests');
    t.fetchImpl.mockImplementation(async (url, init) =>
      String(url).endsWith('/.well-known/openid-configuration') ? jsonResponse(discoveryDoc) : tokenFetch(url, init),
    );
    const discoveries = () =>
      t.fetchImpl.mock.calls.filter(([url]) => String(url).endsWith('/.well-known/openid-configuration')).length;
    return { ...t, discoveries };
  };

  it('the callback page exchanges the code without reading the discovery document again', async () => {
    const storage = memoryStorage();
    const store = createMemoryTokenStore();
    const start = discovering(storage, store);
    const { callback } = await signInAndGetCallback(start);
    expect(start.discoveries()).toBe(1);
    // The provider sends the browser back: a new page load, a new client on the same tab's storage.
    const back = discovering(storage, store);
    back.setIdClaims({ nonce: new URL(start.navigate.mock.calls[0]?.[0] ?? '').searchParams.get('nonce') });
    await expect(back.auth.handleCallback(callback)).resolves.toEqual({ returnTo: '/' });
    expect(back.discoveries()).toBe(0);
    expect(back.tokenCalls).toHaveLength(1);
    expect(back.fetchImpl.mock.calls[0]?.[0]).toBe(endpoints.token);
    expect(back.auth.getEndpoints()).toEqual({ ...endpoints, issuer });
  });

  it('reads the document on every page load when switched off', async () => {
    const store = createMemoryTokenStore();
    const start = discovering(null, store);
    const { callback } = await signInAndGetCallback(start);
    const back = discovering(null, store);
    back.setIdClaims({ nonce: new URL(start.navigate.mock.calls[0]?.[0] ?? '').searchParams.get('nonce') });
    await back.auth.handleCallback(callback);
    expect(back.discoveries()).toBe(1);
  });

  it('ignores a kept entry that lacks endpoints', async () => {
    const storage = memoryStorage();
    storage.setItem(`console-oidc:${issuer}`, JSON.stringify({ authorization: endpoints.authorization }));
    const t = discovering(storage);
    await t.auth.signIn();
    expect(t.discoveries()).toBe(1);
  });
});
