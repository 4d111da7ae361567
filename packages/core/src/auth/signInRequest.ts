import { buildAuthorizeUrl } from './authorizeUrl';
import { computeCodeChallenge, generateCodeVerifier, randomString } from './pkce';
import { safeReturnPath } from './safeReturnPath';
import { StoreKey, type TokenStore } from './tokenStore';

/** What starting a sign-in needs. */
export interface SignInRequestInput {
  store: TokenStore;
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  appOrigin: string;
  verifierLength?: number | undefined;
  returnTo?: string | undefined;
  now: number;
}

/** How long the stored verifier, state and nonce wait for the callback. */
const PENDING_SIGN_IN_MS = 30 * 60_000;

/**
 * Step one of authorization code + PKCE (RFC 7636 section 4.1-4.3): stores a fresh verifier, `state`,
 * `nonce` and the same-origin return path for the callback, and returns the authorize URL with the
 * S256 challenge.
 */
export async function createSignInRequest(input: SignInRequestInput): Promise<string> {
  const { store } = input;
  const verifier = generateCodeVerifier(input.verifierLength);
  const state = randomString(32);
  const nonce = randomString(32);
  const shortLived = { expires: new Date(input.now + PENDING_SIGN_IN_MS) };
  store.set(StoreKey.CodeVerifier, verifier, shortLived);
  store.set(StoreKey.State, state, shortLived);
  store.set(StoreKey.Nonce, nonce, shortLived);
  store.set(StoreKey.ReturnTo, safeReturnPath(input.returnTo, input.appOrigin, '/'), shortLived);
  return buildAuthorizeUrl({
    authorizationEndpoint: input.authorizationEndpoint,
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: await computeCodeChallenge(verifier),
    state,
    nonce,
  });
}
