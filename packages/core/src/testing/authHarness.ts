import { type Mock, vi } from 'vitest';
import { AuthClient, type AuthClientOptions } from '../auth/authClient';
import { createMemoryTokenStore, StoreKey, type TokenStore } from '../auth/tokenStore';
import { fakeJwt } from './fakeJwt';
import { jsonResponse } from './jsonResponse';

/** Test fixture: the identity provider of {@link authSetup}. */
export const endpoints = {
  authorization: 'https://idp.example/auth',
  token: 'https://idp.example/token',
  logout: 'https://idp.example/logout',
};
export const issuer = 'https://idp.example';
export const appOrigin = 'https://app.example';

/** What {@link authSetup} hands a test. */
export interface AuthTestKit {
  auth: AuthClient;
  store: TokenStore;
  navigate: Mock<(url: string) => void>;
  replaceUrl: Mock<(url: string) => void>;
  clearSessionStorage: Mock<() => void>;
  tokenCalls: URLSearchParams[];
  fetchImpl: Mock<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  setIdClaims(claims: Record<string, unknown>): void;
  setTokenReply(reply: () => Promise<Response>): void;
}

/** Test helper: an AuthClient on a memory store with a fake token endpoint and spied navigation. */
export function authSetup(overrides: Partial<AuthClientOptions> & { store?: TokenStore } = {}): AuthTestKit {
  const store = overrides.store ?? createMemoryTokenStore();
  const navigate = vi.fn<(url: string) => void>();
  const replaceUrl = vi.fn<(url: string) => void>();
  const clearSessionStorage = vi.fn<() => void>();
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

/** Test helper: starts a sign-in and returns the matching callback URL. */
export async function signInAndGetCallback(t: AuthTestKit, returnTo?: string) {
  await t.auth.signIn(returnTo ? { returnTo } : {});
  const authorize = new URL(t.navigate.mock.calls.at(-1)?.[0] ?? '');
  t.setIdClaims({ nonce: authorize.searchParams.get('nonce') });
  return {
    authorize,
    callback: `${appOrigin}/callback?code=the-code&state=${authorize.searchParams.get('state')}&session_state=s`,
  };
}

/** Test helper: a store holding a signed-in session. */
export const signedIn = (store = createMemoryTokenStore()) => {
  store.set(StoreKey.AccessToken, 'old-access');
  store.set(StoreKey.RefreshToken, 'old-refresh');
  store.set(StoreKey.IdToken, 'old-id');
  return store;
};
