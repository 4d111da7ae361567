import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../routerContext';
import { preloadFrameParts } from './frameParts';
import { preloadLandingCode } from './landingCodePreload';
import { setLandingWarmup, warmLanding } from './landingWarmup';
import { createStartupFreshness } from './startupFreshness';

vi.mock('./landingCodePreload', () => ({ preloadLandingCode: vi.fn() }));
vi.mock('./frameParts', () => ({ preloadFrameParts: vi.fn() }));

describe('warmLanding', () => {
  it("loads the landing's code and requests its first data, kept fresh for its loader and screen", async () => {
    const queryClient = new QueryClient();
    const answer = vi.fn(async () => ['org']);
    // Something requested before the landing is known is not the landing's.
    void queryClient.prefetchQuery({ queryKey: ['user-space'], queryFn: async () => ({}) });
    const prefetch = vi.fn((context: RouterContext) => {
      void context.queryClient.prefetchQuery({ queryKey: ['organizations'], queryFn: answer });
    });
    const layout = { id: '/super-admin', options: {} } as unknown as AnyRoute;
    const page = { id: '/super-admin/organizations', options: { staticData: { prefetch } } } as unknown as AnyRoute;
    const getMatchedRoutes = vi.fn(() => [[layout, page]] as const);
    const loadRouteChunk = vi.fn(() => Promise.resolve());
    const freshness = createStartupFreshness();
    const keep = vi.spyOn(freshness, 'keep');
    const context = { queryClient } as unknown as RouterContext;
    setLandingWarmup({ router: { getMatchedRoutes, loadRouteChunk }, context, freshness });

    warmLanding('/super-admin/organizations?page=1');

    // Every script of the module's landing at once, and the frame's lazy parts.
    expect(preloadLandingCode).toHaveBeenCalledWith('super-admin');
    expect(preloadFrameParts).toHaveBeenCalledTimes(1);

    expect(getMatchedRoutes).toHaveBeenCalledWith('/super-admin/organizations');
    expect(loadRouteChunk).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledWith(context);
    const hash = queryClient.getQueryCache().find({ queryKey: ['organizations'] })?.queryHash;
    expect(keep).toHaveBeenCalledWith([hash]);
    // The loader asking right after reads the same request.
    await queryClient.fetchQuery({ queryKey: ['organizations'], queryFn: answer, staleTime: freshness.staleTime });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it("loads only the module frame's code for a module's own path, and sets no selection", () => {
    const queryClient = new QueryClient();
    const root = { id: '__root__', options: {} } as unknown as AnyRoute;
    const layout = { id: '/super-admin', options: {} } as unknown as AnyRoute;
    const getMatchedRoutes = vi.fn(() => [[root, layout]] as const);
    const loadRouteChunk = vi.fn((_route: AnyRoute) => Promise.resolve());
    const set = vi.fn();
    const context = { queryClient, store: { set } } as unknown as RouterContext;
    setLandingWarmup({ router: { getMatchedRoutes, loadRouteChunk }, context, freshness: createStartupFreshness() });

    warmLanding('/super-admin');

    expect(getMatchedRoutes).toHaveBeenCalledWith('/super-admin');
    expect(loadRouteChunk.mock.calls.map(([route]) => route)).toEqual([root, layout]);
    expect(set).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
