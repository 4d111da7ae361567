import type { AuthIdentity, TokenVerifier } from './verify';

/** Options of {@link cacheVerifiedTokens}. */
export interface VerifiedTokenCacheOptions {
  /** Most tokens remembered (10,000); the least recently used goes first. */
  max?: number;
  /**
   * Longest a verification is reused (60 s). It bounds how long a token signed with a key the provider
   * has withdrawn stays accepted, well within the time the JWKS itself is cached (10 minutes).
   */
  maxAgeMs?: number;
  now?: () => number;
}

/** A token verifier that remembers what it verified; `forget` and `clear` drop entries at once. */
export interface CachingTokenVerifier extends TokenVerifier {
  forget(token: string): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  identity: AuthIdentity;
  until: number;
}

/**
 * Reuses the result of verifying a token (signature, claims) for the next requests carrying the same
 * token: keyed by the whole token, so a different or altered token is always verified afresh. An entry
 * lasts until the token expires or `maxAgeMs` passes, whichever is first; refusals are never cached, and
 * errors of the check itself propagate as before.
 */
export function cacheVerifiedTokens(inner: TokenVerifier, o: VerifiedTokenCacheOptions = {}): CachingTokenVerifier {
  const max = o.max ?? 10_000;
  const maxAgeMs = o.maxAgeMs ?? 60_000;
  const now = o.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async verify(token) {
      const hit = entries.get(token);
      const at = now();
      if (hit) {
        entries.delete(token);
        if (at < hit.until) {
          entries.set(token, hit); // most recently used goes last
          return hit.identity;
        }
      }
      const identity = await inner.verify(token);
      // No clock tolerance here: once `exp` has passed, the token goes back to the full check.
      const expiresAt = identity.exp === undefined ? Number.POSITIVE_INFINITY : identity.exp * 1000;
      const until = Math.min(expiresAt, now() + maxAgeMs);
      if (until > now()) {
        entries.set(token, { identity, until });
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
      return identity;
    },
    forget: (token) => void entries.delete(token),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
