/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly CONSOLE_PRODUCT_NAME?: string;
  readonly CONSOLE_API_BASE?: string;
  readonly CONSOLE_OIDC_ISSUER?: string;
  readonly CONSOLE_OIDC_CLIENT_ID?: string;
  /** The identity provider's session lifetime in seconds (when its token responses do not state one). */
  readonly CONSOLE_SESSION_LIFETIME_SECONDS?: string;
}
