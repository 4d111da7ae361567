import { ErrorCode, isConsoleError } from '../errors/consoleError';
import type { LockManagerLike } from '../platform/crossTab';
import { authError } from './authError';
import type { ResolvedOidc } from './oidcEndpoints';
import { refreshBody, requestToken, type TokenSet } from './tokenRequest';
import { StoreKey, type TokenStore } from './tokenStore';

const REFRESH_LOCK = 'console-auth-refresh';

/** What one refresh needs, and how it reports back to the auth client. */
export interface RefreshSessionInput {
  store: TokenStore;
  oidc: () => Promise<ResolvedOidc>;
  fetch: typeof fetch;
  clientId: string;
  /** Web Locks to make other tabs wait; undefined refreshes without them. */
  locks: LockManagerLike | undefined;
  /** New tokens from the provider. */
  onTokens(tokens: TokenSet): void;
  /** Another tab refreshed first: its tokens are in the store. */
  onAdopted(): void;
  /** The session cannot go on (no refresh token, or the grant was refused). */
  onEnded(): void;
}

/**
 * A refresh-token grant (RFC 6749 section 6) under a browser-wide Web Lock: a tab that waited for the
 * lock finds the rotated refresh token and adopts the other tab's tokens instead of spending the old
 * one. A refused grant ends the session; a network error does not (the caller retries later).
 */
export async function refreshSession(input: RefreshSessionInput): Promise<void> {
  const { store } = input;
  const seen = store.get(StoreKey.RefreshToken);
  const task = async () => {
    const current = store.get(StoreKey.RefreshToken);
    if (seen && current && current !== seen) {
      input.onAdopted();
      return;
    }
    if (!current) {
      input.onEnded();
      throw authError(ErrorCode.NoRefreshToken, 'No Refresh Token', 'No refresh token found');
    }
    try {
      const oidc = await input.oidc();
      const body = refreshBody({ clientId: input.clientId, refreshToken: current });
      input.onTokens(await requestToken(input.fetch, oidc.token, body));
    } catch (error) {
      const refused =
        isConsoleError(error) &&
        (error.code === ErrorCode.GrantRefused || error.code === ErrorCode.InvalidTokenResponse);
      // Without Web Locks another tab may have rotated the token first: adopt its tokens instead.
      const rotated = store.get(StoreKey.RefreshToken);
      if (refused && rotated && rotated !== current && store.get(StoreKey.AccessToken)) {
        input.onAdopted();
        return;
      }
      if (refused) input.onEnded();
      throw error;
    }
  };
  await (input.locks ? input.locks.request(REFRESH_LOCK, task) : task());
}
