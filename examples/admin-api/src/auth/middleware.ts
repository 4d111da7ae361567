import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AuthIdentity, InvalidTokenError, SigningKeysUnavailableError, type TokenVerifier } from './verify';

/** Seconds a client waits before asking again while the provider's signing keys cannot be fetched. */
const KEYS_RETRY_AFTER_SECONDS = 5;

/** Hono env for routes behind `requireAuth`: `c.var.auth` is the verified caller. */
export interface AuthEnv {
  Variables: { auth: AuthIdentity };
}

/** The token from an `Authorization: Bearer <token>` header value; undefined for anything else. */
export function bearerFrom(headerValue: string | null | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(headerValue ?? '');
  return match?.[1];
}

/**
 * Hono middleware that lets a request through only with a valid access token, and sets `c.var.auth`.
 * Otherwise it answers 401 `{ message: 'Unauthorized' }` with `WWW-Authenticate: Bearer` (plus
 * `error="invalid_token"` when a token was sent). Errors other than a refused token (e.g. the JWKS cannot
 * be fetched) propagate to the app's error handler. Pass the app's own env when it has more variables:
 * `requireAuth<AppEnv>(verifier)`, where `AppEnv['Variables']` has `auth: AuthIdentity`.
 */
export function requireAuth<E extends AuthEnv = AuthEnv>(verifier: TokenVerifier): MiddlewareHandler<E> {
  return createMiddleware<E>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = bearerFrom(header);
    // A bearer credential that is present but unusable is an invalid token; no bearer credential is a bare challenge.
    const refuse = (tokenGiven: boolean) =>
      c.json({ message: 'Unauthorized' }, 401, {
        'WWW-Authenticate': tokenGiven ? 'Bearer error="invalid_token"' : 'Bearer',
      });
    if (!token) return refuse(/^Bearer\s+\S/i.test(header ?? ''));
    let identity: AuthIdentity;
    try {
      identity = await verifier.verify(token);
    } catch (error) {
      // The provider's keys could not be fetched (it restarts, or does not answer): not the token's fault.
      if (error instanceof SigningKeysUnavailableError)
        return c.json({ message: 'The identity provider is not available: try again shortly' }, 503, {
          'Retry-After': String(KEYS_RETRY_AFTER_SECONDS),
        });
      if (!(error instanceof InvalidTokenError)) throw error;
      return refuse(true);
    }
    // E extends AuthEnv, but TypeScript cannot narrow `c.set` through the generic; this is the same context.
    (c as unknown as Context<AuthEnv>).set('auth', identity);
    await next();
  });
}
