import { base64UrlDecode } from './base64Url';

// Reading a JWT's claims, as the session needs it at every start (a refresh token's expiry); checking an ID token's
// claims (idTokenClaims.ts) is needed only when a sign-in finishes, and loads with it.

/** The claims of a JWT, unverified. */
export type JwtClaims = Record<string, unknown>;

/** Decodes a JWT's payload without verifying it; undefined when it is not a JWT. */
export function decodeJwtClaims(token: string): JwtClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as JwtClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds until a JWT (e.g. a refresh token) expires, when it is a JWT with a future `exp`. */
export function secondsUntilExpiry(token: string, now: number): number | undefined {
  const exp = decodeJwtClaims(token)?.exp;
  if (typeof exp !== 'number' || exp <= 0) return undefined;
  const seconds = exp - Math.floor(now / 1000);
  return seconds > 0 ? seconds : undefined;
}
