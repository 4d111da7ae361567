import type { AuthState } from './authClient';

/**
 * The session contract the SDK renders from, met by core's own sign-in ({@link AuthClient}) and by a
 * host-supplied session (`HostAuthClient`, from `@console/core/client`): state to subscribe to, the token, refresh, sign-in,
 * sign-out and signed-out events.
 */
export interface ConsoleAuth {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  getAccessToken(): string | undefined;
  refresh(): Promise<void>;
  signIn(options?: { returnTo?: string | undefined }): Promise<void>;
  signOut(): Promise<void>;
  onSignedOut(listener: () => void): () => void;
  destroy(): void;
}
