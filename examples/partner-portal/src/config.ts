/** Portal configuration from `PORTAL_*` build variables, with the local reference stack as default. */
export const config = {
  apiBase: import.meta.env.PORTAL_API_BASE ?? 'http://localhost:8080',
  oidcIssuer: import.meta.env.PORTAL_OIDC_ISSUER ?? 'http://localhost:8081/realms/console',
  oidcClientId: import.meta.env.PORTAL_OIDC_CLIENT_ID ?? 'partner-portal',
} as const;
