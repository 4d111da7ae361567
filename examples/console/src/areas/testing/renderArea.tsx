import { DEFAULT_SERVICE_IDS, type Selection, ToastStore, type UserSpace } from '@console/core';
import { ConsoleProvider, createSelectionStore, selectionAtom } from '@console/react';
import { type Navigation, WidgetsProvider } from '@console/widgets';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RouterContext } from '../../routerContext';

type Calls = Record<string, Record<string, (...args: never[]) => unknown>>;

/** A super admin who sees Acme AI (1) / Research (10) / Vision Lab (100). */
export const adminSpace: UserSpace = {
  isSuperAdmin: true,
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

/**
 * Renders one area page at `path` (matched by `pattern`, e.g. `/org-module/user-detail/$id`) over a fake client
 * whose admin API answers with `api`; calls it does not define stay pending.
 */
export function renderArea(
  Page: () => ReactElement,
  path: string,
  options: { pattern?: string; api?: Calls; space?: UserSpace; selection?: Selection } = {},
) {
  const pending = () => new Promise<never>(() => {});
  const defined: Calls = {
    ...options.api,
    users: {
      info: async () => ({
        id: 1,
        email: 'sam@demo.test',
        name: 'Sam',
        isSuperAdmin: true,
        totalUnreadNotification: 0,
      }),
      space: async () => options.space ?? adminSpace,
      ...options.api?.users,
    },
  };
  const api = new Proxy(defined, {
    get: (target, group: string) =>
      new Proxy(target[group] ?? {}, { get: (calls, name: string) => calls[name] ?? pending }),
  });
  const toasts = new ToastStore();
  const client = {
    config: { serviceIds: DEFAULT_SERVICE_IDS },
    auth: { getSnapshot: () => ({ authenticated: true, status: 'signed-in' }), subscribe: () => () => {} },
    api,
    toasts,
  } as unknown as RouterContext['client'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createSelectionStore();
  store.set(selectionAtom, options.selection ?? {});
  const navigate = vi.fn<(to: string) => void>();
  const navigation: Navigation = {
    Link: ({ to, children, ...rest }) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
    navigate,
  };
  const root = createRootRoute();
  const route = createRoute({ getParentRoute: () => root, path: options.pattern ?? path, component: Page });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ConsoleProvider client={client} queryClient={queryClient} store={store}>
      <WidgetsProvider navigation={navigation}>
        <RouterProvider router={router} />
      </WidgetsProvider>
    </ConsoleProvider>,
  );
  return { navigate, toasts };
}

/** The text of the elements that describe `element` (its `aria-describedby`), e.g. a field's error. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
