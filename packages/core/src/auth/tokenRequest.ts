import { ConsoleError, ErrorCode, isConsoleError } from '../errors/consoleError';
import { transportError } from '../errors/transportError';

/** Tokens from the token endpoint; lifetimes in seconds when the provider states them. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn?: number;
  refreshExpiresIn?: number;
}

/** Form body of the code exchange (spec section 7; RFC 6749 section 4.1.3, RFC 7636 section 4.5). */
export function codeExchangeBody(params: {
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
}): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    code: params.code,
    scope: 'openid',
    code_verifier: params.codeVerifier,
  });
}

/** Form body of the refresh grant (spec section 7; RFC 6749 section 6). */
export function refreshBody(params: { clientId: string; refreshToken: string }): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: params.refreshToken,
    client_id: params.clientId,
  });
}

/** The error of a token answer that cannot be used. */
export const invalidTokenResponse = () =>
  new ConsoleError({
    status: 0,
    reason: 'Invalid Token Response',
    message: 'Invalid token response',
    code: ErrorCode.InvalidTokenResponse,
  });

/** Checks a token response: all of access_token, refresh_token and id_token, else "Invalid token response". */
export function parseTokenResponse(body: unknown): TokenSet {
  if (typeof body !== 'object' || body === null) throw invalidTokenResponse();
  const b = body as Record<string, unknown>;
  const { access_token, refresh_token, id_token } = b;
  if (!isToken(access_token) || !isToken(refresh_token) || !isToken(id_token)) throw invalidTokenResponse();
  const set: TokenSet = { accessToken: access_token, refreshToken: refresh_token, idToken: id_token };
  if (isSeconds(b.expires_in)) set.expiresIn = b.expires_in;
  if (isSeconds(b.refresh_expires_in)) set.refreshExpiresIn = b.refresh_expires_in;
  return set;
}

/**
 * POSTs a form to the token endpoint (never with a bearer) and parses the answer. An OAuth error
 * status (400/401, e.g. `invalid_grant`) becomes code `grant_refused`; no response stays a network error.
 */
export async function requestToken(
  fetchImpl: typeof fetch,
  tokenEndpoint: string,
  body: URLSearchParams,
): Promise<TokenSet> {
  let response: Response;
  try {
    response = await fetchImpl(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
  } catch (error) {
    // No response yet: only a transport failure (or a ConsoleError from an injected fetch) can land here.
    throw isConsoleError(error) ? error : transportError(error);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const oauth = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const error = typeof oauth.error === 'string' ? oauth.error : '';
    const description = typeof oauth.error_description === 'string' ? oauth.error_description : '';
    throw new ConsoleError({
      status: response.status,
      reason: response.statusText || error || `HTTP ${response.status}`,
      message: description || error || 'An error occurred',
      errors: error || undefined,
      code: response.status === 400 || response.status === 401 ? ErrorCode.GrantRefused : ErrorCode.Http,
    });
  }
  return parseTokenResponse(data);
}

const isToken = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
