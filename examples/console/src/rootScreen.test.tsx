import { DEFAULT_SERVICE_IDS, ToastStore } from '@console/core';
import { ConsoleProvider, createSelectionStore } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from './routerContext';
import { routeTree } from './routeTree.gen';
import './staticData';

afterEach(cleanup);

function renderApp(info: () => Promise<unknown>) {
  const listeners = new Set<() => void>();
  // Snapshots are stable objects, as core's are (useSyncExternalStore compares them).
  const signedIn = { authenticated: true, status: 'signed-in' };
  const idle = { status: 'idle' };
  const auth = {
    getSnapshot: () => signedIn,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
  const stream = { start: vi.fn(), close: vi.fn(), onMessage: () => () => {}, subscribe: () => () => {} };
  const client = {
    config: { serviceIds: DEFAULT_SERVICE_IDS },
    auth,
    api: {
      users: { info: vi.fn(info), space: vi.fn(async () => ({ isSuperAdmin: true, organizations: [] })) },
    },
    notifications: { ...stream, getSnapshot: () => idle },
    toasts: new ToastStore(),
  } as unknown as RouterContext['client'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createSelectionStore();
  const context: RouterContext = { client, auth: client.auth, queryClient, store, persist: { set: () => {} } };
  const router = createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: ['/super-admin/tickets'] }),
  });
  render(
    <ConsoleProvider client={client} queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
}

describe('the root screen', () => {
  it('shows a spinner while user info loads, then the routed page with its title', async () => {
    let resolve: (v: unknown) => void = () => {};
    renderApp(() => new Promise((r) => (resolve = r)));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading your workspace…');
    resolve({ id: 1, email: 'sam@demo.test', name: 'Sam', isSuperAdmin: true, totalUnreadNotification: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    expect(screen.getByText('Coming in a later release')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('console-Tickets'));
  });

  it('shows the error text when user info cannot be loaded', async () => {
    renderApp(async () => {
      throw new Error('Could not connect to the server');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not connect to the server');
  });
});
