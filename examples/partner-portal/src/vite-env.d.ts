/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PORTAL_API_BASE?: string;
  readonly PORTAL_OIDC_ISSUER?: string;
  readonly PORTAL_OIDC_CLIENT_ID?: string;
}
