import type { UserSpace } from '@console/core';
import { branchListQuery, createSelectionStore, selectionAtom } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchBranches } from '../areas/landingQueries';
import { createConsoleRouter } from '../createConsoleRouter';
import type { RouterContext } from '../routerContext';
import { orgAdminSpace, selectedProject } from '../testing/renderConsole';
import { earlyPrefetchModule, earlyPrefetchStillValid, prefetchLanding } from './prefetchLanding';
import { createStartupFreshness } from './startupFreshness';

/** The same user after losing Acme AI: they administer another organization now. */
const movedSpace: UserSpace = {
  isSuperAdmin: false,
  organizations: [{ id: 2, name: 'Globex', logo: null, isAdmin: true, branches: [] }],
};

/** An admin of project 100 only (not of its branch or organization). */
const projectAdminSpace: UserSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      ...orgAdminSpace.organizations[0],
      isAdmin: false,
      branches: [
        {
          id: 10,
          name: 'Research',
          logo: null,
          isAdmin: false,
          projects: [{ id: 100, name: 'Vision Lab', logo: null, isAdmin: true, services: [] }],
        },
      ],
    },
  ],
} as UserSpace;

describe('earlyPrefetchModule', () => {
  it('names the module of a module path, for the signed-in user who made the kept selection', () => {
    expect(earlyPrefetchModule(true, true, '/org-module/branches')).toBe('org-module');
    expect(earlyPrefetchModule(true, true, '/project-member-module/project-panel')).toBe('project-member-module');
  });

  it('requests nothing early while signed out, for another user’s selection, or outside the modules', () => {
    expect(earlyPrefetchModule(false, true, '/org-module/branches')).toBeUndefined();
    expect(earlyPrefetchModule(true, false, '/org-module/branches')).toBeUndefined();
    expect(earlyPrefetchModule(true, true, '/')).toBeUndefined();
    expect(earlyPrefetchModule(true, true, '/forbidden')).toBeUndefined();
  });
});

describe('earlyPrefetchStillValid', () => {
  it('keeps what the module guard lets the user in with', () => {
    expect(earlyPrefetchStillValid('org-module', { organization: { id: 1 } }, orgAdminSpace)).toBe(true);
    const deep = { organization: { id: 1 }, branch: { id: 10 }, project: selectedProject };
    expect(earlyPrefetchStillValid('project-module', deep, orgAdminSpace)).toBe(true);
    expect(earlyPrefetchStillValid('super-admin', {}, { ...orgAdminSpace, isSuperAdmin: true })).toBe(true);
  });

  it('drops what was requested for a tenant the user lost, a deleted one, or a role they no longer hold', () => {
    expect(earlyPrefetchStillValid('org-module', { organization: { id: 1 } }, movedSpace)).toBe(false);
    expect(earlyPrefetchStillValid('org-module', { organization: { id: 99 } }, orgAdminSpace)).toBe(false);
    const gone = { organization: { id: 1 }, branch: { id: 10 }, project: { ...selectedProject, id: 101 } };
    expect(earlyPrefetchStillValid('project-module', gone, projectAdminSpace)).toBe(false);
    expect(earlyPrefetchStillValid('project-module', { ...gone, project: selectedProject }, projectAdminSpace)).toBe(
      true,
    );
    expect(earlyPrefetchStillValid('super-admin', {}, orgAdminSpace)).toBe(false);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(options: { authenticated?: boolean } = {}) {
  const space = deferred<UserSpace>();
  const list = vi.fn(async () => ({ items: [], total: 0, pageIndex: 0, pageSize: 10 }));
  const client = {
    auth: { getSnapshot: () => ({ authenticated: options.authenticated ?? true }) },
    api: { users: { space: vi.fn(() => space.promise) }, branches: { list } },
  } as unknown as RouterContext['client'];
  const freshness = createStartupFreshness();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: freshness.staleTime } },
  });
  const store = createSelectionStore();
  const context = { client, auth: client.auth, queryClient, store, persist: { set: vi.fn() } } satisfies RouterContext;
  const router = createConsoleRouter(context);
  /** Runs the early prefetch for `pathname`, as the user who made the kept selection unless `own` is false. */
  const start = (pathname = '/org-module/branches', own = true) =>
    prefetchLanding({ router, pathname, context, owner: { isCurrentUser: () => own }, freshness });
  return { space, list, context, queryClient, freshness, router, store, start };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('prefetchLanding', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('requests the landing’s list with the kept selection before the user space answers, once', async () => {
    const { space, list, context, queryClient, store, start } = setup();
    store.set(selectionAtom, { organization: { id: 1 } });
    const done = start();
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 10, organizationId: 1 });
    space.resolve(orgAdminSpace);
    await done;
    await flush();
    // The page's loader (after the guard) and the screen read the same entry: no second request.
    prefetchBranches(context);
    await queryClient.fetchQuery(branchListQuery(context.client, { pageIndex: 0, pageSize: 10, organizationId: 1 }));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('drops the list requested for an organization the user space no longer grants', async () => {
    const { space, list, queryClient, store, start } = setup();
    store.set(selectionAtom, { organization: { id: 1 } });
    const done = start();
    expect(list).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['branches'] })).toHaveLength(1);
    space.resolve(movedSpace);
    await done;
    expect(queryClient.getQueryCache().findAll({ queryKey: ['branches'] })).toHaveLength(0);
  });

  it('drops the early entries when the user space cannot be loaded (the root shows that error)', async () => {
    const { space, list, queryClient, store, start } = setup();
    store.set(selectionAtom, { organization: { id: 1 } });
    space.resolve(Promise.reject(new Error('offline')) as never);
    await start();
    expect(list).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['branches'] })).toHaveLength(0);
  });

  it('requests nothing early for a selection another user made, or while signed out', async () => {
    for (const [authenticated, own] of [
      [true, false],
      [false, true],
    ] as const) {
      const { list, store, start } = setup({ authenticated });
      store.set(selectionAtom, { organization: { id: 1 } });
      await start('/org-module/branches', own);
      expect(list).not.toHaveBeenCalled();
    }
  });

  it('requests nothing on a module page that declares no early data', async () => {
    const { list, store, queryClient, start } = setup();
    store.set(selectionAtom, { organization: { id: 1 } });
    await start('/org-module/tickets');
    expect(list).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('createStartupFreshness', () => {
  it('keeps the startup’s entries fresh for the window only, and leaves other queries as they were', () => {
    let now = 1_000;
    const freshness = createStartupFreshness(10_000, () => now);
    freshness.keep(['a']);
    expect(freshness.staleTime({ queryHash: 'a' })).toBe(10_000);
    expect(freshness.staleTime({ queryHash: 'b' })).toBe(0);
    now += 10_000;
    expect(freshness.staleTime({ queryHash: 'a' })).toBe(0);
  });
});
