import { createMemoryTokenStore, StoreKey } from '@console/core';
import { createSelectionStore, selectionAtom } from '@console/react';
import { describe, expect, it } from 'vitest';
import { createSelectionOwner, idTokenSubject, trackSelectionOwner } from './selectionOwner';

const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

function fakeAuth(authenticated: boolean) {
  const listeners = new Set<() => void>();
  let state = { authenticated };
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      state = { authenticated: next };
      for (const listener of listeners) listener();
    },
  };
}

describe('idTokenSubject', () => {
  it('reads the subject of the stored ID token, and nothing when there is none or it names no one', () => {
    const tokens = createMemoryTokenStore();
    expect(idTokenSubject(tokens)).toBeUndefined();
    tokens.set(StoreKey.IdToken, jwt({ sub: 'user-7' }));
    expect(idTokenSubject(tokens)).toBe('user-7');
    tokens.set(StoreKey.IdToken, jwt({ sub: '' }));
    expect(idTokenSubject(tokens)).toBeUndefined();
    tokens.set(StoreKey.IdToken, 'not-a-jwt');
    expect(idTokenSubject(tokens)).toBeUndefined();
  });
});

describe('createSelectionOwner', () => {
  it('given a remembered owner, only that user counts as the current one', () => {
    let subject: string | undefined = 'olga';
    const storage = memoryStorage();
    const owner = createSelectionOwner(() => subject, storage);
    expect(owner.isCurrentUser()).toBe(false);
    owner.remember();
    expect(owner.isCurrentUser()).toBe(true);
    subject = 'ben';
    expect(owner.isCurrentUser()).toBe(false);
    subject = undefined;
    expect(owner.isCurrentUser()).toBe(false);
  });

  it('remembers nobody while signed out, and forgets on request', () => {
    let subject: string | undefined;
    const storage = memoryStorage();
    const owner = createSelectionOwner(() => subject, storage);
    owner.remember();
    expect(storage.values.size).toBe(0);
    subject = 'olga';
    owner.remember();
    owner.forget();
    expect(owner.isCurrentUser()).toBe(false);
  });

  it('when storage is blocked, nobody is the owner and nothing throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const owner = createSelectionOwner(() => 'olga', blocked);
    expect(() => owner.remember()).not.toThrow();
    expect(owner.isCurrentUser()).toBe(false);
    expect(() => owner.forget()).not.toThrow();
  });
});

function fakeRouter() {
  const listeners = new Set<(event: { toLocation: { pathname: string } }) => void>();
  return {
    subscribe: (_event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve(pathname: string) {
      for (const listener of listeners) listener({ toLocation: { pathname } });
    },
  };
}

describe('trackSelectionOwner', () => {
  it('records the signed-in user when the selection changes, and forgets on sign-out', () => {
    localStorage.clear();
    let subject = 'olga';
    const owner = createSelectionOwner(() => subject, memoryStorage());
    const store = createSelectionStore();
    const auth = fakeAuth(true);
    const stop = trackSelectionOwner(owner, { store, auth, router: fakeRouter() });
    store.set(selectionAtom, { organization: { id: 1 } });
    expect(owner.isCurrentUser()).toBe(true);
    // Another user signing in later is not the owner until they select something themselves.
    subject = 'ben';
    expect(owner.isCurrentUser()).toBe(false);
    store.set(selectionAtom, { organization: { id: 2 } });
    expect(owner.isCurrentUser()).toBe(true);
    auth.set(false);
    subject = 'ben';
    expect(owner.isCurrentUser()).toBe(false);
    stop();
    localStorage.clear();
  });

  it('does not record an owner for a selection changed while signed out', () => {
    localStorage.clear();
    const owner = createSelectionOwner(() => 'olga', memoryStorage());
    const store = createSelectionStore();
    trackSelectionOwner(owner, { store, auth: fakeAuth(false), router: fakeRouter() });
    store.set(selectionAtom, { organization: { id: 1 } });
    expect(owner.isCurrentUser()).toBe(false);
    localStorage.clear();
  });

  it('records the signed-in user on reaching a module page, even when the selection stays the same', () => {
    const owner = createSelectionOwner(() => 'sam', memoryStorage());
    const router = fakeRouter();
    trackSelectionOwner(owner, { store: createSelectionStore(), auth: fakeAuth(true), router });
    router.resolve('/forbidden');
    expect(owner.isCurrentUser()).toBe(false);
    router.resolve('/super-admin/organizations');
    expect(owner.isCurrentUser()).toBe(true);
  });
});
