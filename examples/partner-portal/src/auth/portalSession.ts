import type { HostAuthAdapter } from '@console/core/client';
import * as oauth from 'oauth4webapi';

/** Where the portal's OpenID client lives; see `src/config.ts`. */
export interface PortalSessionOptions {
  issuer: string;
  clientId: string;
  /** The portal's origin: redirect URI `{origin}/auth/callback`, post-logout target. */
  origin: string;
}

interface StoredTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch ms after which the access token is treated as expired (10 s early). */
  expiresAt: number;
}

interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

const TOKENS_KEY = 'partner-portal.tokens';
const PENDING_KEY = 'partner-portal.pending';
/** The development provider speaks plain http on loopback; a real one is https and needs no exception. */
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;

/**
 * The portal's own sign-in: authorization code + PKCE with oauth4webapi (discovery, state, nonce and
 * ID token checks done by a maintained library, not by hand), tokens in session storage, refresh on
 * demand. `adapter()` hands the access token to the console SDK.
 */
export class PortalSession {
  readonly redirectUri: string;
  #options: PortalSessionOptions;
  #client: oauth.Client;
  #server: Promise<oauth.AuthorizationServer> | undefined;
  #refreshing: Promise<string | null> | undefined;
  #listeners = new Set<() => void>();

  constructor(options: PortalSessionOptions) {
    this.#options = options;
    this.#client = { client_id: options.clientId };
    this.redirectUri = `${options.origin}/auth/callback`;
  }

  /** Whether tokens are kept (an expired access token still counts: refresh decides). */
  isSignedIn = (): boolean => this.#read() !== undefined;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Starts sign-in at the provider; the browser comes back to `/auth/callback`. */
  signIn = async (options: { returnTo?: string | undefined } = {}): Promise<void> => {
    const server = await this.#discover();
    const pending: PendingSignIn = {
      verifier: oauth.generateRandomCodeVerifier(),
      state: oauth.generateRandomState(),
      nonce: oauth.generateRandomNonce(),
      returnTo: options.returnTo ?? '/',
    };
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    const url = new URL(server.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: this.#client.client_id,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
    }).toString();
    location.assign(url.href);
  };

  /** Finishes sign-in on `/auth/callback`: checks state and nonce, exchanges the code, keeps the tokens. */
  async completeSignIn(currentUrl: URL): Promise<string> {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    if (!raw) throw new Error('This sign-in was not started here, or was already finished.');
    const pending = JSON.parse(raw) as PendingSignIn;
    const server = await this.#discover();
    const params = oauth.validateAuthResponse(server, this.#client, currentUrl, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      this.#client,
      oauth.None(),
      params,
      this.redirectUri,
      pending.verifier,
      this.#http(),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(server, this.#client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    this.#save(tokens);
    // Only a path of this portal is a place to come back to.
    return pending.returnTo.startsWith('/') && !pending.returnTo.startsWith('//') ? pending.returnTo : '/';
  }

  /** The access token, refreshed first when it has expired; null when there is no session. */
  getAccessToken = async (): Promise<string | null> => {
    const tokens = this.#read();
    if (!tokens) return null;
    if (tokens.expiresAt > Date.now()) return tokens.accessToken;
    return this.refresh();
  };

  /** Refreshes now (the API refused the token); concurrent callers share one request. */
  refresh = (): Promise<string | null> => {
    this.#refreshing ??= this.#runRefresh().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  };

  /** Forgets the tokens and signs out at the provider, which comes back to the portal. */
  signOut = async (): Promise<void> => {
    const idToken = this.#read()?.idToken;
    this.#clear();
    const server = await this.#discover();
    const url = new URL(server.end_session_endpoint ?? this.#options.origin);
    url.searchParams.set('client_id', this.#client.client_id);
    url.searchParams.set('post_logout_redirect_uri', this.#options.origin);
    if (idToken) url.searchParams.set('id_token_hint', idToken);
    location.assign(url.href);
  };

  /**
   * The host-auth adapter for `createConsoleClient({ auth })`: the SDK never sees the refresh token. It
   * has no `signIn`, so signed-out visitors see the portal's own landing page (`RequireAuth`'s fallback)
   * rather than being sent to the provider at once.
   */
  adapter(): HostAuthAdapter {
    return {
      getAccessToken: this.getAccessToken,
      onUnauthorized: this.refresh,
      isSignedIn: this.isSignedIn,
      subscribe: this.subscribe,
      signOut: this.signOut,
    };
  }

  async #runRefresh(): Promise<string | null> {
    const refreshToken = this.#read()?.refreshToken;
    if (!refreshToken) {
      this.#clear();
      return null;
    }
    const server = await this.#discover();
    try {
      const response = await oauth.refreshTokenGrantRequest(
        server,
        this.#client,
        oauth.None(),
        refreshToken,
        this.#http(),
      );
      const tokens = await oauth.processRefreshTokenResponse(server, this.#client, response);
      return this.#save(tokens);
    } catch (error) {
      // The provider refused (session over, token reused): sign out. A network failure keeps the session.
      if (error instanceof oauth.ResponseBodyError) {
        this.#clear();
        return null;
      }
      throw error;
    }
  }

  #discover(): Promise<oauth.AuthorizationServer> {
    const issuer = new URL(this.#options.issuer);
    this.#server ??= oauth
      .discoveryRequest(issuer, { algorithm: 'oidc', ...this.#http() })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        this.#server = undefined;
        throw error;
      });
    return this.#server;
  }

  #http(): { [oauth.allowInsecureRequests]?: boolean } {
    return LOOPBACK.test(this.#options.issuer) ? { [oauth.allowInsecureRequests]: true } : {};
  }

  #save(tokens: oauth.TokenEndpointResponse): string {
    const previous = this.#read();
    const stored: StoredTokens = {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? previous?.refreshToken,
      idToken: tokens.id_token ?? previous?.idToken,
      expiresAt: Date.now() + ((tokens.expires_in ?? 60) - 10) * 1000,
    };
    sessionStorage.setItem(TOKENS_KEY, JSON.stringify(stored));
    if (!previous) this.#emit();
    return stored.accessToken;
  }

  #read(): StoredTokens | undefined {
    const raw = sessionStorage.getItem(TOKENS_KEY);
    return raw ? (JSON.parse(raw) as StoredTokens) : undefined;
  }

  #clear(): void {
    const had = this.#read() !== undefined;
    sessionStorage.removeItem(TOKENS_KEY);
    if (had) this.#emit();
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
