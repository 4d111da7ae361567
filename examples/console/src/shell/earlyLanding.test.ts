import type { ConsoleClient } from '@console/core/client';
import { userInfoQuery } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../routerContext';
import { warmLandingFromUserInfo } from './earlyLanding';
import { setLandingWarmup } from './landingWarmup';
import { createStartupFreshness } from './startupFreshness';

const origin = 'http://localhost';

function setup(isSuperAdmin: boolean) {
  const queryClient = new QueryClient();
  const info = vi.fn(async () => ({ id: 1, email: 'a@b', name: 'A', isSuperAdmin, totalUnreadNotification: 0 }));
  const client = { api: { users: { info } } } as unknown as ConsoleClient;
  const getMatchedRoutes = vi.fn((_path: string) => [[] as AnyRoute[]] as const);
  const loadRouteChunk = vi.fn(() => Promise.resolve());
  setLandingWarmup({
    router: { getMatchedRoutes, loadRouteChunk },
    context: { queryClient } as unknown as RouterContext,
    freshness: createStartupFreshness(),
  });
  return { queryClient, client, info, getMatchedRoutes };
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

  it('leaves anyone else, and a sign-in that returns to another page, to the callback', async () => {
    const other = setup(false);
    await warmLandingFromUserInfo(other.client, other.queryClient, '/', origin);
    expect(other.getMatchedRoutes).not.toHaveBeenCalled();
    const returning = setup(true);
    await warmLandingFromUserInfo(returning.client, returning.queryClient, '/super-admin/audit-log', origin);
    expect(returning.getMatchedRoutes).not.toHaveBeenCalled();
  });
});
