/**
 * Development identity provider: a certified OpenID provider (oidc-provider) with Keycloak-shaped paths.
 *
 * ```ts
 * const idp = await createIdentityProvider({ issuer, consoleOrigin, apiAudience, accessTokenTtlSeconds, accounts });
 * http.createServer(idp.listener).listen(8081);
 * ```
 */
export type { Account, AccountStore } from './accounts';
export { createMemoryAccountStore } from './accounts';
export { hashPassword, verifyPassword } from './password';
export type { IdentityProvider, IdentityProviderOptions } from './provider';
export { CONSOLE_CLIENT_ID, createIdentityProvider, KEYCLOAK_ROUTES, PORTAL_CLIENT_ID } from './provider';
