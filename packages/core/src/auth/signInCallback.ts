import { ErrorCode } from '../errors/consoleError';
import { authError } from './authError';
import { checkIdTokenClaims } from './idTokenClaims';
import type { ResolvedOidc } from './oidcEndpoints';
import type { PendingSignIn } from './pendingSignIn';
import { safeReturnPath } from './safeReturnPath';
import { codeExchangeBody, requestToken, type TokenSet } from './tokenRequest';

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
  const tokens = await requestToken(
    input.fetch,
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
