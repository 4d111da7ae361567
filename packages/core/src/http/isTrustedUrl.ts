/** Where the bearer token may go. */
export interface TrustPolicy {
  /** The admin API base; URLs under it (same origin, same path prefix) get the token. */
  apiBase: string;
  /** Origins whose `/whitelist/` paths get the token (the API origin and app origin are added by the client). */
  trustedOrigins: readonly string[];
  /** URLs that never get the token, whatever else matches (the token endpoint). */
  isExcluded?: (url: URL) => boolean;
}

/**
 * Whether a request to `url` may carry the bearer token. Decided on the parsed URL, never by substring:
 * `https://api.example.com.evil.example/`, `https://api.example.com@evil.example/`, an `http://`
 * downgrade and `//evil.example/x` are all other origins.
 */
export function isTrustedUrl(url: string | URL, policy: TrustPolicy): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(policy.apiBase);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password) return false;
  if (policy.isExcluded?.(target)) return false;
  if (target.origin === base.origin) {
    const prefix = base.pathname.replace(/\/+$/, '');
    if (prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`)) return true;
  }
  const origins = new Set([base.origin, ...policy.trustedOrigins.map(originOf)]);
  return origins.has(target.origin) && target.pathname.split('/').includes('whitelist');
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/** Resolves a request path against the API base the way the HTTP client sends it. */
export function resolveRequestUrl(request: string, apiBase: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(request)) return request;
  if (request.startsWith('//')) return new URL(request, apiBase).toString();
  if (request === '' || request === '/') return apiBase;
  return `${apiBase.replace(/\/+$/, '')}/${request.replace(/^\/+/, '')}`;
}
