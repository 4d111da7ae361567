import { createHash } from 'node:crypto';

/** Where the console's scripts may talk to: the admin API and the identity provider. */
export interface HostingOrigins {
  /** The admin API base URL (`CONSOLE_API_BASE`). */
  api: string;
  /** The identity provider's issuer URL (`CONSOLE_OIDC_ISSUER`). */
  issuer: string;
  /**
   * The exact text of each inline `<script>` the page carries (the console's pre-paint script): the policy allows
   * these by their SHA-256 hash and no other inline script.
   */
  inlineScripts?: readonly string[];
}

/** A CSP source that allows one inline script with exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The Content-Security-Policy of the built console. Scripts only from the console's own origin and the page's
 * own inline script, by its hash (one injected script cannot load more, nor send tokens anywhere but the API
 * and the provider); no framing (clickjacking); inline styles allowed because components position popovers
 * and charts with them.
 */
export function contentSecurityPolicy(origins: HostingOrigins): string {
  const talkTo = [...new Set([origins.api, origins.issuer].map(originOf).filter((o) => o !== undefined))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(origins.inlineScripts ?? []).map(scriptHash)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${talkTo.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers every response of the built console carries (the preview server applies them; copy them to
 * your own host, see the README). Tokens live in cookies readable by the app, so these are what keeps
 * one injected script from turning into a stolen session.
 */
export function securityHeaders(origins: HostingOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
