import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { Buckets } from '../http/rateLimit';
import type { Rate } from '../limits';
import type { AccountStore } from './accounts';
import { contextStorageWhileServing } from './contextStorage';
import { passFormGate, replayForProvider } from './formGate';
import { createInteractionHandler } from './interaction';
import { pageHeaders, productNameFromIssuer, renderLogoutPage, renderMessagePage } from './login-page';
import { type CookieOptions, directLogout } from './logout';
import { createResumeInPlace } from './resumeInPlace';
import { loadSigningKeys } from './signing-keys';
import { createProviderStore } from './store-adapter';

/** The console's client id: a public client (no secret) that must use PKCE with S256. */
export const CONSOLE_CLIENT_ID = 'frontend-client';

/** The partner portal's client id: another public PKCE client, redirect URI `{portalOrigin}/auth/callback`. */
export const PORTAL_CLIENT_ID = 'partner-portal';

/** Keycloak's endpoint paths, relative to the issuer (`{issuer}/protocol/openid-connect/token`, ...). */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** Options of `createIdentityProvider`. */
export interface IdentityProviderOptions {
  /** Full issuer URL, path included: `http://localhost:8081/realms/console`. The last segment names the product. */
  issuer: string;
  /** Origin of the console, e.g. `http://localhost:5173`: redirect URI `{consoleOrigin}/callback`, logout target, CORS. */
  consoleOrigin: string;
  /** Origin of the partner portal, e.g. `http://localhost:5174`; registers its client when given. */
  portalOrigin?: string | undefined;
  /** Audience (`aud`) of every access token: the admin API base URL, e.g. `http://localhost:8080`. */
  apiAudience: string;
  /** Lifetime of access tokens in seconds (ACCESS_TOKEN_TTL, 300 by default in the server config). */
  accessTokenTtlSeconds: number;
  /** Where accounts and password hashes come from. */
  accounts: AccountStore;
  /** JSON file holding the private signing keys; created on first start. Without it keys change on every start. */
  keysFile?: string;
  /**
   * JSON file for sessions, grants and refresh tokens (and the cookie keys), so sign-ins survive a restart of
   * the dev server. Without it they are kept in memory only. Development use: it holds live refresh tokens.
   */
  storeFile?: string;
  /**
   * Requests to the token endpoint per client address, counted before the provider does any work; over it the
   * endpoint answers 429 with `Retry-After`. Unlimited when omitted.
   */
  tokenRate?: Rate | undefined;
  /**
   * Called when a grant ends (sign-out, revocation, refresh-token reuse) with the grant id the access tokens carry
   * as `gid`, so the API can refuse those tokens before they expire.
   */
  onGrantRevoked?: ((grantId: string) => Promise<void>) | undefined;
  /**
   * Told an account's id as soon as its sign-in form has succeeded (after the form's answer is sent), before the app
   * exchanges the code: the API can read what the app asks for first (the caller's roles and space) meanwhile.
   */
  onSignedIn?: ((accountId: string) => void) | undefined;
  /** Epoch milliseconds for the store (expiry, the refresh-token reuse grace); `Date.now` when omitted. */
  now?: (() => number) | undefined;
}

/** A running identity provider, ready to be mounted on a node:http server. */
export interface IdentityProvider {
  /** node:http request listener: serves everything under the issuer's path and answers 404 elsewhere. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Writes pending state to `storeFile` (if any). Call it after the server has stopped accepting requests. */
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60;

/**
 * Creates the development OpenID provider (oidc-provider) with Keycloak-shaped paths under the issuer.
 * Access tokens and the console's ID tokens are ES256 JWTs (P-256: signing one costs a small part of an RS256
 * signature, on every sign-in and refresh) with `aud` = apiAudience, `sub` = account id, `email` and `name`; refresh
 * tokens rotate on every use and reusing a rotated one revokes the whole grant (after a short grace, see
 * `REFRESH_REUSE_GRACE_SECONDS`).
 *
 * Sessions, grants, codes and refresh tokens live in memory, and also in `storeFile` when given, so a restart
 * keeps everyone signed in; signing keys persist through `keysFile`, so issued access tokens stay valid.
 *
 * `/userinfo` exists but, as in oidc-provider generally, refuses access tokens issued for another audience;
 * the console reads the signed-in user from the admin API instead.
 *
 * Mount it on its own server (`http.createServer(idp.listener).listen(8081)`). Throws on invalid options.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  if (!Number.isSafeInteger(options.accessTokenTtlSeconds) || options.accessTokenTtlSeconds <= 0) {
    throw new TypeError(`accessTokenTtlSeconds must be a positive integer, got ${options.accessTokenTtlSeconds}`);
  }
  const issuer = options.issuer.replace(/\/+$/, '');
  const consoleOrigin = new URL(options.consoleOrigin).origin;
  const portalOrigin = options.portalOrigin ? new URL(options.portalOrigin).origin : undefined;
  // Every app whose sign-in form may redirect back to it (the page CSP's form-action).
  const appOrigins = portalOrigin ? [consoleOrigin, portalOrigin] : [consoleOrigin];
  const { apiAudience, accounts } = options;
  const basePath = new URL(issuer).pathname.replace(/\/+$/, '');
  const interactionPath = `${basePath}/interaction`;
  const productName = productNameFromIssuer(issuer);
  const keys = await loadSigningKeys(options.keysFile);
  const store = await createProviderStore(options.storeFile, options.now);
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'lax', signed: true };

  const html = (ctx: KoaContextWithOIDC, body: string) => {
    ctx.set(pageHeaders(appOrigins));
    ctx.type = 'html';
    ctx.body = body;
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: [`${consoleOrigin}/callback`],
        // Core reads the ID token's claims over TLS from the token endpoint (it checks no signature); ES256 is cheaper
        // to sign than the RS256 default.
        id_token_signed_response_alg: 'ES256',
        // The bare origin as the console sends it, and its `URL.href` form, for clients that normalise it.
        post_logout_redirect_uris: [consoleOrigin, `${consoleOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      // A second host app with its own OIDC library: its tokens are for the same API audience.
      ...(portalOrigin
        ? [
            {
              client_id: PORTAL_CLIENT_ID,
              token_endpoint_auth_method: 'none' as const,
              application_type: 'web' as const,
              redirect_uris: [`${portalOrigin}/auth/callback`],
              post_logout_redirect_uris: [portalOrigin, `${portalOrigin}/`],
              grant_types: ['authorization_code', 'refresh_token'],
              response_types: ['code' as const],
            },
          ]
        : []),
    ],
    jwks: { keys },
    routes: KEYCLOAK_ROUTES,
    adapter: store.adapter,
    cookies: { keys: store.cookieKeys, long: cookie, short: cookie },
    // The console asks only for `openid`, and still needs the name and email in the ID token.
    claims: { openid: ['sub', 'email', 'name'], email: ['email'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Each client's token calls are allowed from the origin of its own redirect URIs only.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    rotateRefreshToken: true,
    // Every code grant of the console gets a refresh token, without asking for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      // A rotated refresh token inherits what is left of its predecessor, so a chain cannot outlive 14 days.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}` },
    // Both clients are first-party: what they ask for is granted without a consent screen. Granting it here, as the
    // session's account returns from the sign-in form, spares the browser the consent prompt's two redirects (the
    // consent interaction and the authorization request again) before the callback. Anything this grant lacks (e.g.
    // a `claims` request) still raises the consent prompt, which the interaction grants (interaction.ts).
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
      if (grantId) return oidc.provider.Grant.find(grantId);
      const accountId = oidc.session?.accountId;
      const clientId = oidc.client?.clientId;
      const scope = typeof oidc.params?.scope === 'string' ? oidc.params.scope : '';
      if (!accountId || !clientId || !scope) return undefined;
      const grant = new oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(scope);
      // The admin API is every token's resource (resourceIndicators below); its scope mirrors the OIDC one.
      grant.addResourceScope(apiAudience, scope);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The console sends no `resource`; every token it gets is for the admin API.
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiAudience) throw new Error(`unknown resource ${resource}`);
          return {
            // Mirrors the requested OIDC scope, so the token response and the token say `scope: "openid"` as Keycloak's do.
            scope: 'openid',
            audience: apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: options.accessTokenTtlSeconds,
            // The admin API accepts RS256 and ES256 (auth/verify.ts); ES256 signs in a fraction of RS256's time.
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, renderLogoutPage(productName, form)),
        postLogoutSuccessSource: (ctx) =>
          html(
            ctx,
            renderMessagePage({
              productName,
              title: 'Signed out',
              message: `You are signed out of ${productName}.`,
              backTo: consoleOrigin,
            }),
          ),
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account?.active) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, email: account.email, name: account.name }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await accounts.findById(accountId) : undefined;
      // `gid` names the grant, so a sign-out can be told to the API, which then refuses the grant's tokens.
      const gid = 'grantId' in token && typeof token.grantId === 'string' ? { gid: token.grantId } : {};
      return account ? { email: account.email, name: account.name, ...gid } : undefined;
    },
    renderError: (ctx, out, error) => {
      if (out.error === 'server_error') console.error('identity provider error', error);
      html(
        ctx,
        renderMessagePage({
          productName,
          title: 'Sign-in problem',
          message: 'The request could not be completed. Go back and try again.',
          detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
          backTo: consoleOrigin,
        }),
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  const grantRevoked = async (grantId: string) => {
    await options
      .onGrantRevoked?.(grantId)
      .catch((error) => console.error('identity provider: revocation not recorded', error));
  };
  // First, so that it wraps every other middleware: the provider's context storage is on only while it serves.
  provider.use(contextStorageWhileServing());
  provider.use(directLogout(provider, cookie, grantRevoked));
  provider.on('grant.revoked', (_ctx, grantId: string) => void grantRevoked(grantId));
  provider.on('server_error', (_ctx, error) => console.error('identity provider error', error));
  const interaction = createInteractionHandler({
    provider,
    accounts,
    productName,
    issuerOrigin: new URL(issuer).origin,
    consoleOrigin,
    formTargets: appOrigins,
    basePath: interactionPath,
    // The form's answer is the authorization request's resumption (the redirect to the app's callback with the
    // code), not a redirect to it: one browser round trip and one navigation fewer between the form and the app.
    resume: (req, res, to) => resumeInPlace(req, res, to),
    onSignedIn: options.onSignedIn,
  });
  const callback = provider.callback();
  const resumeInPlace = createResumeInPlace({
    provider,
    callback,
    issuer,
    authorizationRoute: KEYCLOAK_ROUTES.authorization,
  });

  const notFound = (res: ServerResponse) =>
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));

  const tokenPath = `${basePath}${KEYCLOAK_ROUTES.token}`;
  const tokenBuckets = options.tokenRate ? new Buckets(options.tokenRate) : undefined;
  const tooManyTokenRequests = (res: ServerResponse, wait: number) =>
    res
      .writeHead(429, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': String(wait) })
      .end(
        JSON.stringify({
          error: 'invalid_request',
          error_description: `Too many token requests; try again in ${wait} s`,
        }),
      );

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      notFound(res);
      return;
    }
    const path = url.pathname;
    if (path !== basePath && !path.startsWith(`${basePath}/`)) {
      notFound(res);
      return;
    }
    if (tokenBuckets && path === tokenPath && req.method === 'POST') {
      const wait = tokenBuckets.take(req.socket.remoteAddress ?? 'unknown');
      if (wait > 0) {
        tooManyTokenRequests(res, wait);
        return;
      }
    }
    // Every body goes through the gate before the provider or the sign-in form reads it.
    void passFormGate(req, res).then(
      (pass) => {
        if (pass) route(req, res, path, url);
      },
      () => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_request', error_description: 'The body could not be read' }));
      },
    );
  };

  const route = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => {
    if (path.startsWith(`${interactionPath}/`)) {
      // Interaction ids are URL-safe; anything else simply matches no interaction.
      void interaction(req, res, path.slice(interactionPath.length + 1));
      return;
    }
    // The provider reads the body from the stream, as the gate checked it.
    const forProvider = replayForProvider(req);
    // oidc-provider resolves its routes relative to its mount point and reads the prefix from originalUrl.
    Object.assign(forProvider, { originalUrl: req.url });
    forProvider.url = `${path.slice(basePath.length) || '/'}${url.search}`;
    callback(forProvider, res);
  };

  return { listener, close: () => store.flush() };
}
