/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly CONSOLE_PRODUCT_NAME?: string;
  readonly CONSOLE_API_BASE?: string;
  readonly CONSOLE_OIDC_ISSUER?: string;
  readonly CONSOLE_OIDC_CLIENT_ID?: string;
}
