import { Subscribable } from '../subscribable';
import type { AuthState } from './authClient';

/**
 * A session the host app owns (its own sign-in, e.g. Clerk, WorkOS, Auth0 or any OIDC library): the
 * SDK asks it for the access token before each call and tells it when the API refused one.
 */
export interface HostAuthAdapter {
  /** The current access token, or null when the host has no session. Called before every trusted call. */
  getAccessToken(): Promise<string | null | undefined>;
  /**
   * The API answered 401 to the token: refresh (or sign in again) and answer the new token, `null` when
   * the session is over, or nothing to have the SDK ask `getAccessToken` again. Called once per refusal
   * however many calls were refused together.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: lets a host pass `async () => { await refresh(); }`.
  onUnauthorized(): Promise<string | null | undefined | void>;
  /** Whether the host has a session right now; the SDK assumes it does when this is left out. */
  isSignedIn?(): boolean;
  /** Tells the SDK when the host's session changes (signed in, signed out, switched user). */
  subscribe?(listener: () => void): () => void;
  /** What the SDK's sign-in guard does for a signed-out user; nothing when left out (show a fallback). */
  signIn?(options: { returnTo?: string | undefined }): void | Promise<void>;
  /** What the SDK's sign-out does; the SDK forgets its copy of the token either way. */
  signOut?(): void | Promise<void>;
}

const SIGNED_IN: AuthState = Object.freeze({ authenticated: true, status: 'signed-in' });
const SIGNED_OUT: AuthState = Object.freeze({ authenticated: false, status: 'signed-out' });

/**
 * The SDK's session when the host signs users in: the same observable contract as `AuthClient` (`@console/core`)
 * (state, token, refresh, sign-in, sign-out, signed-out events), but every token comes from the
 * host's {@link HostAuthAdapter} and refresh is the host's job. A refused call asks the host once
 * (concurrent refusals share one question), the caller retries once, and a second refusal ends the
 * session.
 */
export class HostAuthClient extends Subscribable {
  #adapter: HostAuthAdapter;
  #state: AuthState;
  #token: string | undefined;
  #refreshing: Promise<void> | undefined;
  #signedOutListeners = new Set<() => void>();
  #unsubscribeHost: (() => void) | undefined;

  constructor(adapter: HostAuthAdapter) {
    super();
    this.#adapter = adapter;
    this.#state = (adapter.isSignedIn?.() ?? true) ? SIGNED_IN : SIGNED_OUT;
    this.#unsubscribeHost = adapter.subscribe?.(() => this.#onHostChange());
  }

  /** The current state; a stable object until it changes. */
  getSnapshot = (): AuthState => this.#state;

  /** The token last received from the host (synchronous; calls use {@link resolveAccessToken}). */
  getAccessToken = (): string | undefined => this.#token;

  /** Asks the host for its current token and remembers it; a missing token means signed out. */
  resolveAccessToken = async (): Promise<string | undefined> => {
    const token = (await this.#adapter.getAccessToken()) ?? undefined;
    this.#token = token;
    if (token) this.#setState(SIGNED_IN);
    else this.#endSession();
    return token;
  };

  /** Asks the host for a new token after a refusal; concurrent callers share one question. */
  refresh = (): Promise<void> => {
    this.#refreshing ??= this.#askHost().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  };

  /** The API refused the token the host gave after a refresh: the session is over. */
  onRetryRefused = (): void => {
    this.#endSession();
  };

  /** Calls `listener` once each time the session ends from outside: the host said so, or the API refused. */
  onSignedOut(listener: () => void): () => void {
    this.#signedOutListeners.add(listener);
    return () => this.#signedOutListeners.delete(listener);
  }

  /** Hands sign-in to the host (there is no SDK redirect); does nothing when the host has no `signIn`. */
  async signIn(options: { returnTo?: string | undefined } = {}): Promise<void> {
    await this.#adapter.signIn?.(options);
  }

  /** Forgets the token and hands sign-out to the host. */
  async signOut(): Promise<void> {
    this.#token = undefined;
    this.#setState(SIGNED_OUT);
    await this.#adapter.signOut?.();
  }

  /** Stops listening to the host. */
  destroy(): void {
    this.#unsubscribeHost?.();
    this.#unsubscribeHost = undefined;
  }

  async #askHost(): Promise<void> {
    const answer = await this.#adapter.onUnauthorized();
    if (answer === undefined) {
      await this.resolveAccessToken();
      return;
    }
    this.#token = answer ?? undefined;
    if (this.#token) this.#setState(SIGNED_IN);
    else this.#endSession();
  }

  #onHostChange(): void {
    const signedIn = this.#adapter.isSignedIn?.();
    if (signedIn === false) this.#endSession();
    else if (signedIn === true) this.#setState(SIGNED_IN);
    // A new session may carry another user's token: drop the copy so the next call asks again.
    this.#token = undefined;
  }

  #endSession(): void {
    this.#token = undefined;
    const wasSignedIn = this.#state.authenticated;
    this.#setState(SIGNED_OUT);
    if (!wasSignedIn) return;
    for (const listener of [...this.#signedOutListeners]) listener();
  }

  #setState(next: AuthState): void {
    if (next === this.#state) return;
    this.#state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
