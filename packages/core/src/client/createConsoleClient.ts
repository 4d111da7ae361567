import { resolveServiceIds, type ServiceIds } from '../access/serviceIds';
import { type AdminApi, createAdminApi, type Notification } from '../api';
import { AuthClient } from '../auth/authClient';
import type { ConsoleAuth } from '../auth/consoleAuth';
import { createCookieTokenStore } from '../auth/cookieTokenStore';
import { type HostAuthAdapter, HostAuthClient } from '../auth/hostAuth';
import type { OidcConfig } from '../auth/oidcEndpoints';
import { createSessionTokenStore } from '../auth/sessionTokenStore';
import { createMemoryTokenStore, type TokenStore } from '../auth/tokenStore';
import { createHttpClient, type HttpClient } from '../http/httpClient';
import type { NotificationInbox } from '../notifications/notificationInbox';
import type { ChannelLike, LockManagerLike } from '../platform/crossTab';
import type { OnlineManager } from '../platform/onlineManager';
import type { VisibilityManager } from '../platform/visibilityManager';
import type { EventStream, EventStreamOptions } from '../stream/eventStream';
import { ToastStore } from '../toasts/toastStore';
import { DeferredEventStream, DeferredInbox } from './deferredLive';
import { shareUserInfo } from './sharedUserInfo';

/** Options of {@link createConsoleClient}. */
export interface ConsoleClientOptions {
  /** The admin API base, e.g. `https://api.example.com`. */
  apiBase: string;
  /**
   * The identity provider for core's own sign-in: an issuer (discovery; a Keycloak realm URL works) or
   * explicit endpoints. Give either this or `auth`.
   */
  oidc?: OidcConfig | undefined;
  /**
   * A session the host owns instead of core's sign-in: the SDK takes every token from it and asks it
   * once after a refusal. Give either this or `oidc`.
   */
  auth?: HostAuthAdapter | undefined;
  /** Defaults to `frontend-client`. */
  clientId?: string | undefined;
  /** Defaults to `location.origin`; required outside a browser. */
  appOrigin?: string | undefined;
  /** PKCE code verifier length, 43 to 128 (default 44). */
  verifierLength?: number | undefined;
  /**
   * The provider's session lifetime in seconds, used when its token response states no refresh lifetime
   * (tokens are never kept longer; 8 hours by default).
   */
  sessionLifetimeSeconds?: number | undefined;
  /** Where tokens live: cookies by default. */
  tokenStore?: TokenStore | 'cookie' | 'memory' | 'session' | undefined;
  /** Extra origins whose `/whitelist/` paths get the bearer. */
  trustedOrigins?: string[] | undefined;
  /** Overrides of the fixed service ids. */
  serviceIds?: Partial<ServiceIds> | undefined;
  fetch?: typeof fetch | undefined;
  logger?: Pick<Console, 'warn' | 'error'> | undefined;
  /** Full-page navigation (sign-in, sign-out); defaults to `location.assign`. */
  navigate?: ((url: string) => void) | undefined;
  /** Replaces the history entry after the callback; defaults to `history.replaceState`. */
  replaceUrl?: ((url: string) => void) | undefined;
  /** Web Locks; defaults to `navigator.locks`, `null` to switch off cross-tab coordination. */
  locks?: LockManagerLike | null | undefined;
  /** Creates cross-tab channels; defaults to BroadcastChannel, `null` to switch off. */
  createChannel?: ((name: string) => ChannelLike | null | undefined) | null | undefined;
  onlineManager?: OnlineManager | undefined;
  visibilityManager?: VisibilityManager | undefined;
  /** Stream timing (heartbeat, backoff); the spec's values by default. */
  stream?: Pick<EventStreamOptions, 'heartbeatMs' | 'initialDelayMs' | 'maxDelayMs' | 'random'> | undefined;
}

/** The resolved configuration. */
export interface ConsoleConfig {
  apiBase: string;
  clientId: string;
  appOrigin: string;
  trustedOrigins: string[];
  serviceIds: ServiceIds;
}

/**
 * Everything an app needs, wired together. `auth` is core's {@link AuthClient} when the client signs
 * users in itself, a {@link HostAuthClient} when the host supplies the session.
 */
export interface ConsoleClient<TAuth extends ConsoleAuth = ConsoleAuth> {
  config: ConsoleConfig;
  auth: TAuth;
  http: HttpClient;
  api: AdminApi;
  /** The live stream itself; most hosts use `inbox`, which drives it. */
  notifications: EventStream<Notification>;
  /**
   * The user's notifications for any host, React or not: subscribe to keep the stream connected while
   * signed in, read the unread count, learn when the feed is out of date; it shows the live toasts.
   */
  inbox: NotificationInbox;
  toasts: ToastStore;
  /** Closes the stream, stops timers and cross-tab listeners. */
  destroy(): void;
}

/**
 * Creates the console client: auth, the HTTP client (bearer for trusted URLs, refresh on 401), the typed
 * admin API, the live stream, the notification inbox that drives it (connected while something
 * subscribes to `inbox` and the user is signed in) and the toast store.
 */
export function createConsoleClient(
  options: ConsoleClientOptions & { auth: HostAuthAdapter },
): ConsoleClient<HostAuthClient>;
export function createConsoleClient(options: ConsoleClientOptions & { oidc: OidcConfig }): ConsoleClient<AuthClient>;
export function createConsoleClient(options: ConsoleClientOptions): ConsoleClient;
export function createConsoleClient(options: ConsoleClientOptions): ConsoleClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const appOrigin = resolveAppOrigin(options.appOrigin);
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const config: ConsoleConfig = {
    apiBase,
    clientId: options.clientId ?? 'frontend-client',
    appOrigin,
    trustedOrigins: [appOrigin, ...(options.trustedOrigins ?? [])],
    serviceIds: resolveServiceIds(options.serviceIds),
  };
  const createChannel = options.createChannel;
  const host = options.auth ? new HostAuthClient(options.auth) : undefined;
  const auth = host ?? createOwnAuth(options, config, fetchImpl);
  const http = createHttpClient({
    apiBase,
    auth,
    trustedOrigins: config.trustedOrigins,
    fetch: fetchImpl,
    // The host's token endpoint is the host's business; core's own one never gets the bearer.
    ...(auth instanceof AuthClient ? { isExcluded: tokenEndpointOf(auth) } : {}),
  });
  // The stream and the inbox are small stand-ins until first used: their code loads then (a page paints first), and
  // what was asked of them meanwhile runs on them, in order.
  const notifications = new DeferredEventStream({
    url: `${apiBase}/notifications/sse`,
    // The HTTP client's authorized fetch: the stream gets the same bearer, refresh and timeout rules.
    fetch: http.authorizedFetch,
    // A host session holds no token until the first call asks for one: its state decides.
    canConnect: host ? () => host.getSnapshot().authenticated : () => auth.getAccessToken() !== undefined,
    // Signing out drops the connection at once, whoever started the stream (the inbox or the host).
    session: auth,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.locks !== undefined ? { locks: options.locks } : {}),
    ...(createChannel !== undefined ? { createChannel } : {}),
    ...(options.onlineManager ? { onlineManager: options.onlineManager } : {}),
    ...(options.visibilityManager ? { visibilityManager: options.visibilityManager } : {}),
    ...options.stream,
  });
  const toasts = new ToastStore();
  const api = createAdminApi(http.fetch);
  // The inbox's first count reuses the user info the host asked for a moment before (see shareUserInfo).
  const userInfo = shareUserInfo(api.users, auth);
  const inbox = new DeferredInbox({
    stream: notifications,
    auth,
    api: { users: { info: userInfo.recentOrFetch }, notifications: api.notifications },
    toasts,
    // Any successful call shows the network is back: the stream retries at once.
    onCallSucceeded: http.onSuccess,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    config,
    auth,
    http,
    api,
    notifications: notifications as unknown as EventStream<Notification>,
    inbox: inbox as unknown as NotificationInbox,
    toasts,
    destroy() {
      userInfo.stop();
      inbox.destroy();
      notifications.close();
      notifications.drop();
      auth.destroy();
      toasts.destroy();
    },
  };
}

/** Core's own sign-in client (authorization code + PKCE). */
function createOwnAuth(options: ConsoleClientOptions, config: ConsoleConfig, fetchImpl: typeof fetch): AuthClient {
  if (!options.oidc) throw new Error('createConsoleClient: pass oidc (core signs users in) or auth (the host does)');
  const createChannel = options.createChannel;
  return new AuthClient({
    oidc: options.oidc,
    clientId: config.clientId,
    appOrigin: config.appOrigin,
    store: resolveStore(options.tokenStore),
    fetch: fetchImpl,
    ...(options.verifierLength !== undefined ? { verifierLength: options.verifierLength } : {}),
    ...(options.sessionLifetimeSeconds !== undefined ? { sessionLifetimeSeconds: options.sessionLifetimeSeconds } : {}),
    ...(options.navigate ? { navigate: options.navigate } : {}),
    ...(options.replaceUrl ? { replaceUrl: options.replaceUrl } : {}),
    ...(options.locks !== undefined ? { locks: options.locks } : {}),
    ...(createChannel !== undefined ? { channel: createChannel?.('console-auth') ?? null } : {}),
  });
}

/** The token endpoint test: that URL never gets the bearer. */
function tokenEndpointOf(auth: AuthClient): (url: URL) => boolean {
  return (url) => {
    const token = auth.getEndpoints()?.token;
    if (!token) return false;
    const endpoint = new URL(token);
    return url.origin === endpoint.origin && url.pathname === endpoint.pathname;
  };
}

function resolveAppOrigin(appOrigin: string | undefined): string {
  const origin = appOrigin ?? (typeof location === 'undefined' ? undefined : location.origin);
  if (!origin) throw new Error('createConsoleClient: pass appOrigin when there is no browser location');
  return new URL(origin).origin;
}

function resolveStore(store: ConsoleClientOptions['tokenStore']): TokenStore {
  if (store === undefined || store === 'cookie') return createCookieTokenStore();
  if (store === 'memory') return createMemoryTokenStore();
  if (store === 'session') return createSessionTokenStore();
  return store;
}
