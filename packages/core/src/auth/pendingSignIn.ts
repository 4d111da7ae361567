import { StoreKey, type TokenStore } from './tokenStore';

/** What the pending sign-in left in the store, consumed by the callback. */
export interface PendingSignIn {
  state: string | undefined;
  nonce: string | undefined;
  verifier: string | undefined;
  returnTo: string | undefined;
}

/** Reads the pending sign-in and removes it: whatever happens next, a callback uses it up. */
export function takePendingSignIn(store: TokenStore): PendingSignIn {
  const pending = {
    state: store.get(StoreKey.State),
    nonce: store.get(StoreKey.Nonce),
    verifier: store.get(StoreKey.CodeVerifier),
    returnTo: store.get(StoreKey.ReturnTo),
  };
  for (const key of [StoreKey.State, StoreKey.Nonce, StoreKey.CodeVerifier, StoreKey.ReturnTo]) store.remove(key);
  return pending;
}
