import type { AuthState } from '@console/core';
import { useSetAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { useConsoleContext } from './ConsoleContext';
import { clearSelectionAtom } from './selection';

/** The auth state bound to core's AuthClient, with sign-in and sign-out. */
export interface AuthApi extends AuthState {
  /** Starts sign-in at the identity provider; `returnTo` is a path of this app to come back to. */
  signIn(options?: { returnTo?: string }): Promise<void>;
  /** Forgets the selection, then signs out at the identity provider (which returns to the app root). */
  signOut(): Promise<void>;
}

/** Whether the user is signed in, re-rendering when core's AuthClient changes state. */
export function useAuth(): AuthApi {
  const { client, store } = useConsoleContext('useAuth');
  const { auth } = client;
  const state = useSyncExternalStore(
    (listener) => auth.subscribe(listener),
    () => auth.getSnapshot(),
    () => auth.getSnapshot(),
  );
  const clearSelection = useSetAtom(clearSelectionAtom, { store });
  const signIn = useCallback((options?: { returnTo?: string }) => auth.signIn(options ?? {}), [auth]);
  const signOut = useCallback(() => {
    clearSelection();
    return auth.signOut();
  }, [auth, clearSelection]);
  return { ...state, signIn, signOut };
}
