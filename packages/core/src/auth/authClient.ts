import { type ChannelLike, defaultChannel, defaultLocks, type LockManagerLike } from '../platform/crossTab';
import { Subscribable } from '../subscribable';
import { secondsUntilExpiry } from './jwtClaims';
import { buildLogoutUrl, stripAuthParams } from './logoutUrl';
import {
  type DiscoveryStorage,
  defaultDiscoveryStorage,
  keepOidc,
  keptOidc,
  type OidcConfig,
  type ResolvedOidc,
  resolveOidc,
} from './oidcEndpoints';
import { takePendingSignIn } from './pendingSignIn';
import { refreshSession } from './refreshSession';
import type { StartedCodeExchange } from './signInCallback';
import { createTabSignal, type TabMessage, type TabSignal } from './tabSignal';
import type { TokenSet } from './tokenRequest';
import { StoreKey, type TokenStore } from './tokenStore';

/** What the app renders from: signed in or not. */
export interface AuthState {
  authenticated: boolean;
  status: 'signed-in' | 'signed-out';
}

/** Options of {@link AuthClient}. */
export interface AuthClientOptions {
  oidc: OidcConfig;
  /** Defaults to `frontend-client`. */
  clientId?: string;
  /** The app's origin: redirect URI `{appOrigin}/callback`, post-logout redirect, return-path check. */
  appOrigin: string;
  store: TokenStore;
  fetch: typeof fetch;
  /** Verifier length, 43 to 128 (default 44). */
  verifierLength?: number;
  /** Full-page navigation; defaults to `location.assign`. */
  navigate?: (url: string) => void;
  /** Replaces the current history entry; defaults to `history.replaceState`. */
  replaceUrl?: (url: string) => void;
  /** Web Locks; defaults to `navigator.locks`, `null` to switch off. */
  locks?: LockManagerLike | null;
  /** Cross-tab channel; defaults to a BroadcastChannel, `null` to switch off. */
  channel?: ChannelLike | null;
  /** Clears the tab's session storage on sign-out (spec section 4); defaults to `sessionStorage.clear`. */
  clearSessionStorage?: () => void;
  /**
   * Where the tab keeps what discovery read, so the callback page and later page loads do not fetch the provider's
   * document again; defaults to `sessionStorage` (cleared at sign-out), `null` to switch off.
   */
  discoveryStorage?: DiscoveryStorage | null;
  /**
   * How long a session lasts at the provider, in seconds, for providers whose token response states no
   * refresh lifetime (`refresh_expires_in`) and whose refresh token is not a JWT with an `exp`: tokens
   * are kept no longer than this. Defaults to 8 hours; set it to the provider's session lifetime
   * (oidc-provider `ttl.Session`, Keycloak "SSO Session Max").
   */
  sessionLifetimeSeconds?: number;
  now?: () => number;
}

/** How long tokens are kept when the provider says nothing about the refresh token's lifetime. */
export const DEFAULT_SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

const CHANNEL = 'console-auth';
const AUTH_KEYS = Object.values(StoreKey);

const SIGNED_IN: AuthState = Object.freeze({ authenticated: true, status: 'signed-in' });
const SIGNED_OUT: AuthState = Object.freeze({ authenticated: false, status: 'signed-out' });

// Starting a sign-in (PKCE, the authorize URL) and finishing it on the callback (the code exchange, the ID token's
// checks) load when they run: a visit with a session, the usual start, never fetches them.
const loadSignInRequest = () => import('./signInRequest');
const loadSignInCallback = () => import('./signInCallback');

/**
 * Sign-in with authorization code + PKCE, tokens, single-flight refresh and cross-tab sign-out. It only
 * sequences the pure protocol functions and holds state; subscribe to re-render on changes.
 */
export class AuthClient extends Subscribable {
  readonly clientId: string;
  readonly redirectUri: string;
  #options: AuthClientOptions;
  #state: AuthState;
  #oidc: Promise<ResolvedOidc> | undefined;
  #resolved: ResolvedOidc | undefined;
  #refreshing: Promise<void> | undefined;
  #callback: { url: string; result: Promise<{ returnTo: string }> } | undefined;
  #signedOutListeners = new Set<() => void>();
  #tabs: TabSignal;

  constructor(options: AuthClientOptions) {
    super();
    this.#options = options;
    this.clientId = options.clientId ?? 'frontend-client';
    this.redirectUri = `${new URL(options.appOrigin).origin}/callback`;
    if ('endpoints' in options.oidc) this.#resolved = { ...options.oidc.endpoints };
    else {
      // Discovery ran earlier in this tab (before the sign-in left for the provider): its endpoints are reused.
      const kept = keptOidc(options.oidc, this.#discoveryStorage());
      if (kept) {
        this.#resolved = kept;
        this.#oidc = Promise.resolve(kept);
      }
    }
    this.#state = options.store.get(StoreKey.AccessToken) ? SIGNED_IN : SIGNED_OUT;
    const channel = options.channel === undefined ? defaultChannel(CHANNEL) : (options.channel ?? undefined);
    this.#tabs = createTabSignal(
      channel,
      (message) => this.#onTabMessage(message),
      () => this.#now(),
    );
  }

  /** The current state; a stable object until it changes. */
  getSnapshot = (): AuthState => this.#state;

  /** The stored access token (read afresh, so tokens refreshed by another tab are adopted). */
  getAccessToken = (): string | undefined => this.#options.store.get(StoreKey.AccessToken);

  /** Endpoints once known (explicit, or after discovery). */
  getEndpoints(): ResolvedOidc | undefined {
    return this.#resolved;
  }

  /** Calls `listener` once each time the session ends from outside: a refused refresh or another tab's sign-out. */
  onSignedOut(listener: () => void): () => void {
    this.#signedOutListeners.add(listener);
    return () => this.#signedOutListeners.delete(listener);
  }

  /** Stores a fresh verifier, state and nonce, then navigates to the provider's authorize endpoint. */
  async signIn(options: { returnTo?: string | undefined } = {}): Promise<void> {
    const [oidc, { createSignInRequest }] = await Promise.all([this.#endpoints(), loadSignInRequest()]);
    const url = await createSignInRequest({
      store: this.#options.store,
      authorizationEndpoint: oidc.authorization,
      clientId: this.clientId,
      redirectUri: this.redirectUri,
      appOrigin: this.#options.appOrigin,
      verifierLength: this.#options.verifierLength,
      returnTo: options.returnTo,
      now: this.#now(),
    });
    this.#navigate(url);
  }

  /**
   * Completes sign-in on `/callback`: drops `code` and `state` from the address bar, checks `state`
   * (single use), exchanges the code (or takes the answer of the exchange the page already `started` for it, see
   * {@link StartedCodeExchange}), checks the ID token and stores the tokens. A second call with the
   * same URL while the first is still running (a framework running effects twice) shares it; once it has
   * settled, the state is used up and a repeat fails.
   */
  handleCallback(url: string, started?: StartedCodeExchange): Promise<{ returnTo: string }> {
    if (this.#callback?.url === url) return this.#callback.result;
    const result = this.#completeCallback(url, started);
    const entry = { url, result };
    this.#callback = entry;
    const settle = () => {
      if (this.#callback === entry) this.#callback = undefined;
    };
    result.then(settle, settle);
    return result;
  }

  async #completeCallback(url: string, started: StartedCodeExchange | undefined): Promise<{ returnTo: string }> {
    const current = new URL(url, this.#options.appOrigin);
    const pending = takePendingSignIn(this.#options.store);
    this.#replaceUrl(stripAuthParams(current));
    // A code is exchanged at the provider's token endpoint: look it up while the exchange's code loads.
    if (current.searchParams.has('code')) this.#endpoints().catch(() => undefined);
    const { finishSignIn } = await loadSignInCallback();
    const { tokens, returnTo } = await finishSignIn({
      params: current.searchParams,
      pending,
      oidc: () => this.#endpoints(),
      fetch: this.#options.fetch,
      clientId: this.clientId,
      redirectUri: this.redirectUri,
      appOrigin: this.#options.appOrigin,
      nowSeconds: () => Math.floor(this.#now() / 1000),
      started,
    });
    this.#saveTokens(tokens);
    this.#tabs.post({ type: 'signed-in' });
    return { returnTo };
  }

  /**
   * Refreshes the tokens. Single-flight: concurrent callers share one request in this tab, and a Web
   * Lock makes other tabs wait and adopt the result. A refused grant ends the session; a network error
   * does not.
   */
  refresh = (): Promise<void> => {
    this.#refreshing ??= this.#runRefresh().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  };

  #runRefresh(): Promise<void> {
    return refreshSession({
      store: this.#options.store,
      oidc: () => this.#endpoints(),
      fetch: this.#options.fetch,
      clientId: this.clientId,
      locks: (this.#options.locks === undefined ? defaultLocks() : this.#options.locks) ?? undefined,
      onTokens: (tokens) => this.#saveTokens(tokens),
      onAdopted: () => this.#setState(this.getAccessToken() ? SIGNED_IN : SIGNED_OUT),
      onEnded: () => this.#endSession(),
    });
  }

  /** Clears all auth data and session storage, tells other tabs, and navigates to the provider's logout. */
  async signOut(): Promise<void> {
    const idToken = this.#options.store.get(StoreKey.IdToken);
    this.#clearLocal();
    this.#setState(SIGNED_OUT);
    this.#tabs.post({ type: 'signed-out' });
    let target = new URL(this.#options.appOrigin).origin;
    try {
      const oidc = await this.#endpoints();
      target = buildLogoutUrl({
        logoutEndpoint: oidc.logout,
        postLogoutRedirectUri: target,
        idTokenHint: idToken,
        clientId: this.clientId,
      });
    } catch {
      // The provider is unreachable: the local session is gone, so going home is the honest fallback.
    }
    this.#navigate(target);
  }

  /** Stops listening to other tabs. */
  destroy(): void {
    this.#tabs.close();
  }

  #endpoints(): Promise<ResolvedOidc> {
    this.#oidc ??= resolveOidc(this.#options.oidc, this.#options.fetch).then(
      (resolved) => {
        this.#resolved = resolved;
        keepOidc(this.#options.oidc, this.#discoveryStorage(), resolved);
        return resolved;
      },
      (error: unknown) => {
        this.#oidc = undefined; // try discovery again next time
        throw error;
      },
    );
    return this.#oidc;
  }

  #saveTokens(tokens: TokenSet): void {
    const { store } = this.#options;
    // Stored tokens never outlive the refresh token: a stolen cookie is worth no more than the session.
    const lifetime =
      tokens.refreshExpiresIn ??
      secondsUntilExpiry(tokens.refreshToken, this.#now()) ??
      this.#options.sessionLifetimeSeconds ??
      DEFAULT_SESSION_LIFETIME_SECONDS;
    const options = { expires: new Date(this.#now() + lifetime * 1000) };
    store.set(StoreKey.AccessToken, tokens.accessToken, options);
    store.set(StoreKey.RefreshToken, tokens.refreshToken, options);
    store.set(StoreKey.IdToken, tokens.idToken, options);
    this.#setState(SIGNED_IN);
  }

  /** Session ended from outside this tab's control: clear, notify once, say "go to root". */
  #endSession(): void {
    const wasSignedIn = this.#state.authenticated;
    this.#clearLocal();
    this.#setState(SIGNED_OUT);
    if (!wasSignedIn) return;
    this.#tabs.post({ type: 'signed-out' });
    this.#emitSignedOut();
  }

  #emitSignedOut(): void {
    for (const listener of [...this.#signedOutListeners]) listener();
  }

  #clearLocal(): void {
    for (const key of AUTH_KEYS) this.#options.store.remove(key);
    try {
      if (this.#options.clearSessionStorage) this.#options.clearSessionStorage();
      else if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
    } catch {
      // storage blocked: nothing to clear
    }
  }

  #setState(next: AuthState): void {
    if (next === this.#state) return;
    this.#state = next;
    for (const listener of [...this.listeners]) listener();
  }

  #onTabMessage(message: TabMessage): void {
    const type = message.type;
    if (type === 'signed-out' && this.#state.authenticated) {
      this.#clearLocal();
      this.#setState(SIGNED_OUT);
      this.#emitSignedOut();
    } else if (type === 'signed-in' && this.getAccessToken()) {
      this.#setState(SIGNED_IN);
    }
  }

  #navigate(url: string): void {
    if (this.#options.navigate) this.#options.navigate(url);
    else if (typeof location !== 'undefined') location.assign(url);
  }

  #replaceUrl(url: string): void {
    if (this.#options.replaceUrl) this.#options.replaceUrl(url);
    else if (typeof history !== 'undefined') history.replaceState(history.state, '', url);
  }

  #discoveryStorage(): DiscoveryStorage | undefined {
    const storage = this.#options.discoveryStorage;
    return storage === undefined ? defaultDiscoveryStorage() : (storage ?? undefined);
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}
