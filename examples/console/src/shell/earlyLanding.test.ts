import type { ConsoleClient } from '@console/core/client';
import { createSelectionStore, selectionAtom, userInfoQuery } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../routerContext';
import { warmLandingFromUserInfo } from './earlyLanding';
import { setLandingWarmup } from './landingWarmup';
import { createStartupFreshness } from './startupFreshness';

const origin = 'http://localhost';

/** A project member's space: the member lands on the project panel with the project selected. */
const memberSpace = {
  isSuperAdmin: false,
  organizations: [
    {
      id: 3,
      name: 'Acme',
      isAdmin: false,
      branches: [{ id: 5, name: 'Research', isAdmin: false, projects: [{ id: 8, name: 'Vision', isAdmin: false }] }],
    },
  ],
};

function setup(isSuperAdmin: boolean, space: unknown = memberSpace) {
  // The selection store keeps the selection for the tab: each case starts from none.
  sessionStorage.clear();
  localStorage.clear();
  const queryClient = new QueryClient();
  const info = vi.fn(async () => ({ id: 1, email: 'a@b', name: 'A', isSuperAdmin, totalUnreadNotification: 0 }));
  const spaceCall = vi.fn(async () => space);
  const client = { api: { users: { info, space: spaceCall } } } as unknown as ConsoleClient;
  const getMatchedRoutes = vi.fn((_path: string) => [[] as AnyRoute[]] as const);
  const loadRouteChunk = vi.fn(() => Promise.resolve());
  const store = createSelectionStore();
  setLandingWarmup({
    router: { getMatchedRoutes, loadRouteChunk },
    context: { queryClient, store } as unknown as RouterContext,
    freshness: createStartupFreshness(),
  });
  return { queryClient, client, info, spaceCall, getMatchedRoutes, store };
}

describe('a landing warmed from the user info', () => {
  it("loads a super administrator's landing once the info says so, asking the info once", async () => {
    const { queryClient, client, info, getMatchedRoutes } = setup(true);
    // The session's own request, under way when the landing is asked for.
    void queryClient.prefetchQuery(userInfoQuery(client));
    await warmLandingFromUserInfo(client, queryClient, '/', origin);
    expect(getMatchedRoutes).toHaveBeenCalledWith('/super-admin/organizations');
    expect(info).toHaveBeenCalledTimes(1);
  });

  it("loads anyone else's landing from the user space, with the landing's selection, before the hub check", async () => {
    const { queryClient, client, getMatchedRoutes, store, spaceCall } = setup(false);
    await warmLandingFromUserInfo(client, queryClient, '/', origin);
    expect(getMatchedRoutes).toHaveBeenCalledWith('/project-member-module/project-panel');
    expect(store.get(selectionAtom)).toMatchObject({
      organization: { id: 3 },
      branch: { id: 5 },
      project: { id: 8 },
    });
    expect(spaceCall).toHaveBeenCalledTimes(1);
  });

  it('leaves a sign-in that returns to another page to the callback', async () => {
    const returning = setup(true);
    await warmLandingFromUserInfo(returning.client, returning.queryClient, '/super-admin/audit-log', origin);
    expect(returning.getMatchedRoutes).not.toHaveBeenCalled();
    const member = setup(false);
    await warmLandingFromUserInfo(member.client, member.queryClient, '/project-member-module/notebooks', origin);
    expect(member.getMatchedRoutes).not.toHaveBeenCalled();
    expect(member.store.get(selectionAtom)).toEqual({});
  });
});
