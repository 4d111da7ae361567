import { ConsoleError, ErrorCode } from '../errors/consoleError';
import { decodeJwtClaims, type JwtClaims } from './jwtClaims';

export { decodeJwtClaims, type JwtClaims, secondsUntilExpiry } from './jwtClaims';

/** Default clock-skew allowance for `exp`, in seconds. */
export const CLOCK_SKEW_SECONDS = 60;

const invalid = (message: string) =>
  new ConsoleError({ status: 0, reason: 'Invalid ID Token', message, code: ErrorCode.InvalidIdToken });

/** What the ID token must match. */
export interface IdTokenExpectations {
  issuer?: string | undefined;
  clientId: string;
  nonce: string;
  /** Current time in seconds. */
  now?: number;
  skewSeconds?: number;
}

/**
 * Checks the ID token claims after the code exchange (OpenID Connect Core 3.1.3.7): iss, aud contains
 * the client id (azp when there are several audiences), exp with a small skew, and nonce. The signature
 * is not checked: the token came straight from the token endpoint over TLS (item 6 of that section).
 */
export function checkIdTokenClaims(idToken: string, expected: IdTokenExpectations): JwtClaims {
  const claims = decodeJwtClaims(idToken);
  if (!claims) throw invalid('The ID token is malformed');
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const skew = expected.skewSeconds ?? CLOCK_SKEW_SECONDS;
  if (expected.issuer !== undefined && claims.iss !== expected.issuer)
    throw invalid('The ID token has the wrong issuer');
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(expected.clientId)) throw invalid('The ID token is not meant for this client');
  if (aud.length > 1 && claims.azp !== undefined && claims.azp !== expected.clientId) {
    throw invalid('The ID token is not meant for this client');
  }
  if (typeof claims.exp !== 'number' || claims.exp + skew < now) throw invalid('The ID token has expired');
  if (claims.nonce !== expected.nonce) throw invalid('The ID token nonce does not match');
  return claims;
}
