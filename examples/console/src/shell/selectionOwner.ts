import { decodeJwtClaims, moduleOfPath, StoreKey, type TokenStore } from '@console/core';
import { type SelectionStore, selectionAtom } from '@console/react';

/** The signed-in user as the ID token names them (its `sub`), read without a request; undefined when signed out. */
export function idTokenSubject(tokens: Pick<TokenStore, 'get'>): string | undefined {
  const idToken = tokens.get(StoreKey.IdToken);
  const subject = idToken ? decodeJwtClaims(idToken)?.sub : undefined;
  return typeof subject === 'string' && subject !== '' ? subject : undefined;
}

/** Whose selection the browser keeps: the selection persists across reloads, this says for which user. */
export interface SelectionOwner {
  /** Records the signed-in user as the one the kept selection belongs to. */
  remember(): void;
  /** Whether the kept selection was made by the user signed in now. */
  isCurrentUser(): boolean;
  /** Forgets the owner (sign-out): no later visit takes the selection as its own. */
  forget(): void;
}

const KEY = 'console.selection.owner';

/**
 * The owner of the kept selection, in `storage` (localStorage by default) beside the selection itself. `subject`
 * names the user signed in now. A different user signing in on the same browser is never taken for the owner.
 */
export function createSelectionOwner(
  subject: () => string | undefined,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): SelectionOwner {
  // Storage may be blocked (privacy settings): the owner is then unknown, which only skips the early requests.
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return storage ? run() : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    remember() {
      const current = subject();
      if (current === undefined) return;
      attempt(() => storage?.setItem(KEY, current), undefined);
    },
    isCurrentUser() {
      const current = subject();
      return current !== undefined && attempt(() => storage?.getItem(KEY) === current, false);
    },
    forget() {
      attempt(() => storage?.removeItem(KEY), undefined);
    },
  };
}

/** The router events this needs (a structural type, so tests can pass a stand-in). */
export interface ResolvedNavigations {
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/**
 * Keeps the owner in step: a module page reached while signed in (its guard let the user in with the kept
 * selection) and every change of the selection (landing, tenant switchers) are the signed-in user's; signing out
 * forgets the owner. Returns the unsubscribe.
 */
export function trackSelectionOwner(
  owner: SelectionOwner,
  deps: {
    store: SelectionStore;
    auth: { subscribe(listener: () => void): () => void; getSnapshot(): { authenticated: boolean } };
    router: ResolvedNavigations;
  },
): () => void {
  const { store, auth, router } = deps;
  const rememberSignedIn = () => {
    if (auth.getSnapshot().authenticated) owner.remember();
  };
  const stops = [
    store.sub(selectionAtom, rememberSignedIn),
    router.subscribe('onResolved', ({ toLocation }) => {
      if (moduleOfPath(toLocation.pathname)) rememberSignedIn();
    }),
    auth.subscribe(() => {
      if (!auth.getSnapshot().authenticated) owner.forget();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
