import type { ConsoleClient } from '@console/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
