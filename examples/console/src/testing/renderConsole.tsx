import { DEFAULT_SERVICE_IDS, ToastStore, type UserSpace } from '@console/core';
import { ConsoleProvider, createSelectionStore, selectionAtom } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { RouterContext } from '../routerContext';
import { routeTree } from '../routeTree.gen';
import { PageError } from '../shell/PageError';
import '../staticData';

/** Project 100 as the header's selection keeps it: no optional service set up. */
export const selectedProject = {
  id: 100,
  isHaveJupyterhub: false,
  isHaveHarbor: false,
  isHaveGitlab: false,
  isHaveMinio: false,
  isHaveArgoCD: false,
};

/** An organization admin of Acme AI (org 1) with one branch and project. */
export const orgAdminSpace: UserSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 1,
      name: 'Acme AI',
      logo: null,
      isAdmin: true,
      branches: [
        {
          id: 10,
          name: 'Research',
          logo: null,
          isAdmin: true,
          projects: [{ id: 100, name: 'Vision Lab', logo: null, isAdmin: true, services: [] }],
        },
      ],
    },
  ],
};

// Snapshots are stable objects, as core's are (useSyncExternalStore compares them).
const signedIn = { authenticated: true, status: 'signed-in' };
const idle = { status: 'idle' };
const emptyInbox = { unread: 0, userId: undefined, status: 'idle' };

/** Any admin API call the test does not define stays pending, so every screen renders its loading state. */
function withEmptyDefaults(api: Record<string, Record<string, unknown>>) {
  const pending = () => new Promise<never>(() => {});
  const group = (calls: Record<string, unknown>) =>
    new Proxy(calls, { get: (target, key: string) => target[key] ?? pending });
  return new Proxy(api, { get: (target, key: string) => group(target[key] ?? {}) });
}

/** Renders the whole console at `path` for a signed-in user, over a fake client. */
export function renderConsole(
  path: string,
  options: {
    info?: () => Promise<unknown>;
    space?: UserSpace;
    selection?: import('@console/core').Selection;
    /** Admin API calls to answer, by group (`{ organizations: { list } }`); the rest stay pending. */
    api?: Record<string, Record<string, unknown>>;
  } = {},
) {
  const auth = {
    getSnapshot: () => signedIn,
    subscribe: () => () => {},
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
  const client = {
    config: { serviceIds: DEFAULT_SERVICE_IDS },
    auth,
    api: withEmptyDefaults({
      ...options.api,
      users: {
        info: vi.fn(
          options.info ??
            (async () => ({
              id: 1,
              email: 'olga@demo.test',
              name: 'Olga',
              isSuperAdmin: false,
              totalUnreadNotification: 0,
            })),
        ),
        space: vi.fn(async () => options.space ?? orgAdminSpace),
      },
    }),
    notifications: {
      start: vi.fn(),
      close: vi.fn(),
      onMessage: () => () => {},
      subscribe: () => () => {},
      getSnapshot: () => idle,
    },
    inbox: {
      subscribe: () => () => {},
      getSnapshot: () => emptyInbox,
      onFeedChange: () => () => {},
      markRead: vi.fn(),
      markAllRead: vi.fn(),
    },
    toasts: new ToastStore(),
  } as unknown as RouterContext['client'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createSelectionStore();
  if (options.selection) store.set(selectionAtom, options.selection);
  const context: RouterContext = { client, auth: client.auth, queryClient, store, persist: { set: () => {} } };
  const router = createRouter({
    routeTree,
    context,
    defaultErrorComponent: PageError,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ConsoleProvider client={client} queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { router, client, queryClient };
}
