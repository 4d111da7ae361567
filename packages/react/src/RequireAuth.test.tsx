import type { ConsoleClient } from '@console/core/client';
import { HostAuthClient } from '@console/core/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { RequireAuth } from './RequireAuth';
import { fakeAuth } from './testing/fakeAuth';
import { useAuth } from './useAuth';

function setup(authenticated: boolean) {
  const auth = fakeAuth(authenticated);
  const client = { auth } as unknown as ConsoleClient;
  seen.length = 0;
  render(
    <ConsoleProvider client={client}>
      <RequireAuth fallback={<p>waiting</p>} returnTo="/org-module/branches">
        <Protected />
      </RequireAuth>
    </ConsoleProvider>,
  );
  return { auth, seen: [...seen] };
}

afterEach(cleanup);

const seen: string[] = [];
function Protected() {
  seen.push('protected');
  return <p>secret</p>;
}

let api: ReturnType<typeof useAuth> | undefined;
function Probe() {
  api = useAuth();
  return <p>{api.authenticated ? 'in' : 'out'}</p>;
}

describe('RequireAuth', () => {
  it('given a signed-out user, never renders the children and starts sign-in with the return path', () => {
    const { auth, seen } = setup(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(seen).toEqual([]);
    expect(auth.signIn).toHaveBeenCalledWith({ returnTo: '/org-module/branches' });
  });

  it('given a signed-in user, renders the children and does not sign in', () => {
    const { auth } = setup(true);
    expect(screen.getByText('secret')).toBeTruthy();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('hides the children as soon as the user is signed out elsewhere', () => {
    const { auth } = setup(true);
    act(() => auth.set(false));
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});

describe('RequireAuth with a host-supplied session', () => {
  function hostSetup(signedIn: boolean, signIn?: () => void) {
    let state = signedIn;
    const listeners = new Set<() => void>();
    const auth = new HostAuthClient({
      getAccessToken: async () => (state ? 'host-token' : null),
      onUnauthorized: async () => null,
      isSignedIn: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ...(signIn ? { signIn } : {}),
    });
    render(
      <ConsoleProvider client={{ auth } as unknown as ConsoleClient}>
        <RequireAuth fallback={<p>sign in with the portal</p>}>
          <Protected />
        </RequireAuth>
      </ConsoleProvider>,
    );
    return {
      set(next: boolean) {
        state = next;
        for (const listener of listeners) listener();
      },
    };
  }

  it('shows the host fallback and hands sign-in to the host, never redirecting itself', () => {
    const signIn = vi.fn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    hostSetup(false, signIn);
    expect(screen.getByText('sign in with the portal')).toBeTruthy();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('shows only the fallback when the host has no sign-in, and the children once the host signs in', () => {
    const host = hostSetup(false);
    expect(screen.getByText('sign in with the portal')).toBeTruthy();
    act(() => host.set(true));
    expect(screen.getByText('secret')).toBeTruthy();
  });
});

describe('useAuth', () => {
  it('follows the auth client and clears the selection on sign-out', async () => {
    const auth = fakeAuth(true);
    localStorage.setItem('console.selection.organization', JSON.stringify({ id: 4 }));
    const client = { auth } as unknown as ConsoleClient;
    render(
      <ConsoleProvider client={client}>
        <Probe />
      </ConsoleProvider>,
    );
    expect(screen.getByText('in')).toBeTruthy();
    await act(() => api?.signOut());
    expect(auth.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('console.selection.organization')).toBeNull();
    act(() => auth.set(false));
    expect(screen.getByText('out')).toBeTruthy();
  });
});
