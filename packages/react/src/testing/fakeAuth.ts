import type { AuthState } from '@console/core';
import { type Mock, vi } from 'vitest';

/** An auth object with AuthClient's observable contract, for tests of the bindings. */
export function fakeAuth(authenticated: boolean): {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  signIn: Mock<(options?: { returnTo?: string }) => Promise<void>>;
  signOut: Mock<() => Promise<void>>;
  set(next: boolean): void;
} {
  let state: AuthState = { authenticated, status: authenticated ? 'signed-in' : 'signed-out' };
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    signIn: vi.fn(async (_options?: { returnTo?: string }) => {}),
    signOut: vi.fn(async () => {}),
    set(next: boolean) {
      state = { authenticated: next, status: next ? 'signed-in' : 'signed-out' };
      for (const l of listeners) l();
    },
  };
}
