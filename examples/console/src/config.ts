/** Console configuration, read from the build environment with the local reference stack as default. */
export const config = {
  productName: import.meta.env.CONSOLE_PRODUCT_NAME ?? 'console',
  apiBase: import.meta.env.CONSOLE_API_BASE ?? 'http://localhost:8080',
  oidcIssuer: import.meta.env.CONSOLE_OIDC_ISSUER ?? 'http://localhost:8081/realms/console',
  oidcClientId: import.meta.env.CONSOLE_OIDC_CLIENT_ID ?? 'frontend-client',
  // The reference provider keeps a session (its refresh chain) for 14 days.
  sessionLifetimeSeconds: Number(import.meta.env.CONSOLE_SESSION_LIFETIME_SECONDS ?? 14 * 24 * 3600),
} as const;
