/**
 * Access-token checks for the admin API.
 *
 * ```ts
 * const verifier = createTokenVerifier({ issuer: config.issuer, audience: apiBaseUrl });
 * const app = new Hono<AuthEnv>();
 * app.use('/users/*', requireAuth(verifier));
 * app.get('/users/info', (c) => c.json(lookUp(c.var.auth.sub)));
 * ```
 */
export type { AuthEnv } from './middleware';
export { bearerFrom, requireAuth } from './middleware';
export type { AuthIdentity, TokenVerifier, TokenVerifierOptions } from './verify';
export { createTokenVerifier, InvalidTokenError } from './verify';
