import { ErrorCode } from '../errors/consoleError';
import { authError } from './authError';
import { checkIdTokenClaims } from './idTokenClaims';
import type { ResolvedOidc } from './oidcEndpoints';
import type { PendingSignIn } from './pendingSignIn';
import { safeReturnPath } from './safeReturnPath';
import { codeExchangeBody, invalidTokenResponse, requestToken, type TokenSet } from './tokenRequest';

/**
 * A code exchange a page started before the SDK loaded (a small script on the callback page, see the console's
 * `src/hosting/callback.js`): the callback's `code` it sent, and the token endpoint's answer. The request must carry
 * the stored verifier, this client's ID and redirect URI, and go to the token endpoint discovery names; the SDK still
 * checks the state (before the exchange is taken), the ID token (issuer, audience, expiry, nonce) and where the answer
 * came from.
 */
export interface StartedCodeExchange {
  code: string;
  response: Promise<Response>;
}

/** What finishing a sign-in needs besides the callback's parameters. */
export interface SignInCallbackInput {
  params: URLSearchParams;
  pending: PendingSignIn;
  oidc: () => Promise<ResolvedOidc>;
  fetch: typeof fetch;
  clientId: string;
  redirectUri: string;
  appOrigin: string;
  /** Seconds since the epoch, for the ID token's `exp`. */
  nowSeconds: () => number;
  /** The exchange of this callback's code, already sent; used only for the same code. */
  started?: StartedCodeExchange | undefined;
}

/**
 * Step two (RFC 6749 section 4.1.2, OpenID Connect Core 3.1.3.7): refuses an `error=` answer, a
 * `state` that is not the stored one, a missing verifier or code; exchanges the code with the verifier
 * and checks the ID token's iss, aud, exp and nonce. Returns the tokens and the safe return path.
 */
export async function finishSignIn(input: SignInCallbackInput): Promise<{ tokens: TokenSet; returnTo: string }> {
  const { params, pending } = input;
  const error = params.get('error');
  if (error) {
    throw authError(ErrorCode.AuthorizationFailed, error, params.get('error_description') || 'Sign-in failed');
  }
  const state = params.get('state');
  if (!state || !pending.state || state !== pending.state) {
    throw authError(
      ErrorCode.InvalidState,
      'Invalid State',
      'The sign-in response does not match this browser; please sign in again',
    );
  }
  if (!pending.verifier) {
    throw authError(ErrorCode.NoCodeVerifier, 'No Code Verifier', 'No code verifier found');
  }
  const code = params.get('code');
  if (!code) {
    throw authError(ErrorCode.AuthorizationFailed, 'No Code', 'The sign-in response has no authorization code');
  }
  const oidc = await input.oidc();
  const { started } = input;
  // An exchange already sent for this code is read as the answer to this one (the same checks of status and body).
  const tokens = await requestToken(
    started?.code === code ? () => fromTokenEndpoint(started.response, oidc.token) : input.fetch,
    oidc.token,
    codeExchangeBody({
      clientId: input.clientId,
      redirectUri: input.redirectUri,
      code,
      codeVerifier: pending.verifier,
    }),
  );
  checkIdTokenClaims(tokens.idToken, {
    issuer: oidc.issuer,
    clientId: input.clientId,
    nonce: pending.nonce ?? '',
    now: input.nowSeconds(),
  });
  return { tokens, returnTo: safeReturnPath(pending.returnTo, input.appOrigin, '/') };
}

/** The answer of a request sent before the SDK ran, only when it came from the token endpoint itself. */
async function fromTokenEndpoint(pending: Promise<Response>, tokenEndpoint: string): Promise<Response> {
  const response = await pending;
  if (response.url !== new URL(tokenEndpoint).href) throw invalidTokenResponse();
  return response;
}
