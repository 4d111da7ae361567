import { ConsoleError, ErrorCode } from '../errors/consoleError';

/** The identity provider endpoints core uses. */
export interface OidcEndpoints {
  authorization: string;
  token: string;
  logout: string;
}

/** Where the endpoints come from: an issuer (discovery; a Keycloak realm URL works) or explicit URLs. */
export type OidcConfig = { issuer: string } | { endpoints: OidcEndpoints; issuer?: string };

/** Resolved endpoints plus the issuer expected in ID tokens (when known). */
export interface ResolvedOidc extends OidcEndpoints {
  issuer?: string;
}

/**
 * Reads the discovery document (OpenID Connect Discovery 1.0 section 4) or returns the explicit
 * endpoints. The logout endpoint falls back to Keycloak's path when the document names none.
 */
export async function resolveOidc(config: OidcConfig, fetchImpl: typeof fetch): Promise<ResolvedOidc> {
  if ('endpoints' in config) {
    return { ...config.endpoints, ...(config.issuer ? { issuer: config.issuer } : {}) };
  }
  const issuer = config.issuer.replace(/\/+$/, '');
  let doc: Record<string, unknown>;
  try {
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    doc = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new ConsoleError({
      status: 0,
      reason: 'Discovery Failed',
      message: 'Could not read the identity provider configuration',
      code: ErrorCode.DiscoveryFailed,
    });
  }
  const str = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : undefined);
  const authorization = str('authorization_endpoint');
  const token = str('token_endpoint');
  if (!authorization || !token) {
    throw new ConsoleError({
      status: 0,
      reason: 'Discovery Failed',
      message: 'The identity provider configuration lacks endpoints',
      code: ErrorCode.DiscoveryFailed,
    });
  }
  return {
    issuer: str('issuer') ?? issuer,
    authorization,
    token,
    logout: str('end_session_endpoint') ?? `${issuer}/protocol/openid-connect/logout`,
  };
}

/** Where a tab keeps what discovery read: `sessionStorage` in a browser. */
export type DiscoveryStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEPT_PREFIX = 'console-oidc:';

/** The tab's `sessionStorage`, when there is one and it may be used. */
export function defaultDiscoveryStorage(): DiscoveryStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked
  }
}

/**
 * The endpoints discovery found earlier in this tab for `config`'s issuer, if kept: the callback page (a new page
 * load right after the sign-in started) exchanges its code without reading the provider's document again.
 */
export function keptOidc(config: OidcConfig, storage: DiscoveryStorage | undefined): ResolvedOidc | undefined {
  if ('endpoints' in config || !storage) return undefined;
  try {
    const kept = JSON.parse(storage.getItem(KEPT_PREFIX + config.issuer) ?? 'null') as Partial<ResolvedOidc> | null;
    const complete = [kept?.authorization, kept?.token, kept?.logout].every((url) => typeof url === 'string');
    return complete ? (kept as ResolvedOidc) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what discovery found for the rest of the tab's session (cleared with the session storage at sign-out). */
export function keepOidc(config: OidcConfig, storage: DiscoveryStorage | undefined, resolved: ResolvedOidc): void {
  if ('endpoints' in config || !storage) return;
  try {
    storage.setItem(KEPT_PREFIX + config.issuer, JSON.stringify(resolved));
  } catch {
    // storage full or blocked: discovery runs again next time
  }
}
