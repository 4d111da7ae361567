import { DEFAULT_SERVICE_IDS, type UserSpace } from '@console/core';
import { createSelectionStore, selectionAtom } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from './routerContext';
import { routeTree } from './routeTree.gen';

const space: UserSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 1,
      name: 'Acme AI',
      logo: null,
      isAdmin: false,
      branches: [
        {
          id: 10,
          name: 'Research',
          logo: null,
          isAdmin: true,
          projects: [
            { id: 100, name: 'Vision Lab', logo: null, isAdmin: false, services: [{ id: 5 }] },
            { id: 101, name: 'Speech Lab', logo: null, isAdmin: false, services: [] },
          ],
        },
      ],
    },
  ],
};

function setup(authenticated: boolean) {
  const signIn = vi.fn(async () => {});
  const auth = { getSnapshot: () => ({ authenticated }), signIn };
  const client = {
    config: { serviceIds: DEFAULT_SERVICE_IDS },
    auth,
    api: {
      users: { space: vi.fn(async () => space) },
      jupyterhub: { check: vi.fn(async (id: number) => ({ isHaveJupyterhub: id === 100 })) },
    },
  };
  const store = createSelectionStore();
  const persist = { set: vi.fn() };
  const context = { client, auth, queryClient: new QueryClient(), store, persist } as unknown as RouterContext;
  const router = createRouter({ routeTree, context, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const go = async (href: string) => {
    void router.navigate({ href });
    await vi.waitFor(() => expect(router.state.status).toBe('idle'));
    return router.state.location.href;
  };
  return { router, go, signIn, store, persist };
}

describe('module guards (beforeLoad on each module layout)', () => {
  beforeEach(() => localStorage.clear());

  it('a signed-out visit to a module starts sign-in with the path to come back to, rendering nothing', async () => {
    const { router, signIn } = setup(false);
    void router.navigate({ href: '/branch-module/projects' });
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: '/branch-module/projects' }));
    expect(router.state.status).toBe('pending');
  });

  it('a branch admin enters the branch module, which forgets the selected project', async () => {
    const { go, store, persist } = setup(true);
    store.set(selectionAtom, {
      organization: { id: 1 },
      branch: { id: 10 },
      project: {
        id: 100,
        isHaveJupyterhub: true,
        isHaveHarbor: false,
        isHaveGitlab: false,
        isHaveMinio: false,
        isHaveArgoCD: false,
      },
    });
    expect(await go('/branch-module/projects')).toBe('/branch-module/projects');
    expect(store.get(selectionAtom)).toEqual({ organization: { id: 1 }, branch: { id: 10 } });
    expect(persist.set).toHaveBeenCalledWith('role', '3');
  });

  it('a branch admin is sent to /forbidden from the org and super-admin modules', async () => {
    const { go, store } = setup(true);
    store.set(selectionAtom, { organization: { id: 1 }, branch: { id: 10 } });
    expect(await go('/org-module/branches')).toBe('/forbidden');
    expect(await go('/super-admin/organizations')).toBe('/forbidden');
  });

  it('the root path and /login lead a signed-in user to the landing page', async () => {
    const { go } = setup(true);
    expect(await go('/login')).toBe('/branch-module/branches');
    expect(await go('/not-authenticated')).toBe('/branch-module/branches');
    expect(await go('/not-found')).toBe('/branch-module/branches');
    expect(await go('/')).toBe('/branch-module/branches');
  });

  it('signed out, the public routes render and an unknown path stays put for the not-found screen', async () => {
    const { go, signIn } = setup(false);
    expect(await go('/login')).toBe('/login');
    expect(await go('/not-found')).toBe('/not-found');
    expect(await go('/')).toBe('/');
    expect(await go('/no/such/page')).toBe('/no/such/page');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('Jupyter routes need the notebook hub on the selected project', async () => {
    const { go, store } = setup(true);
    const project = (id: number, hub: boolean) => ({
      organization: { id: 1 },
      branch: { id: 10 },
      project: {
        id,
        isHaveJupyterhub: hub,
        isHaveHarbor: false,
        isHaveGitlab: false,
        isHaveMinio: false,
        isHaveArgoCD: false,
      },
    });
    store.set(selectionAtom, project(101, false));
    expect(await go('/project-module/jupyter-notebooks')).toBe('/forbidden');
    store.set(selectionAtom, project(100, true));
    expect(await go('/project-module/jupyter-notebook/create')).toBe('/project-module/jupyter-notebook/create');
  });

  it('a module root leads to the module home page', async () => {
    const { go, store } = setup(true);
    store.set(selectionAtom, { organization: { id: 1 }, branch: { id: 10 } });
    expect(await go('/branch-module')).toBe('/branch-module/branches');
  });
});
