/** Where the console's scripts may talk to: the admin API and the identity provider. */
export interface HostingOrigins {
  /** The admin API base URL (`CONSOLE_API_BASE`). */
  api: string;
  /** The identity provider's issuer URL (`CONSOLE_OIDC_ISSUER`). */
  issuer: string;
}
/**
 * The Content-Security-Policy of the built console. Scripts only from the console's own origin (one
 * injected script cannot load more, nor send tokens anywhere but the API and the provider); no framing
 * (clickjacking); inline styles allowed because components position popovers and charts with them.
 */
export declare function contentSecurityPolicy(origins: HostingOrigins): string;
/**
 * Headers every response of the built console carries (the preview server applies them; copy them to
 * your own host, see the README). Tokens live in cookies readable by the app, so these are what keeps
 * one injected script from turning into a stolen session.
 */
export declare function securityHeaders(origins: HostingOrigins): Record<string, string>;
//# sourceMappingURL=securityHeaders.d.ts.map
