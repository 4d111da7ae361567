import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadOpenedRoute } from './preloadOpenedRoute';

describe('preloadOpenedRoute', () => {
  it('loads the chunk of every route the opened path matches, and swallows a failed load', async () => {
    const layout = { id: '/org-module' } as AnyRoute;
    const page = { id: '/org-module/branches' } as AnyRoute;
    const getMatchedRoutes = vi.fn(() => [[layout, page]] as const);
    const loadRouteChunk = vi.fn((route: AnyRoute) =>
      route === page ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    preloadOpenedRoute({ getMatchedRoutes, loadRouteChunk }, '/org-module/branches');
    expect(getMatchedRoutes).toHaveBeenCalledWith('/org-module/branches');
    expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toEqual(['/org-module', '/org-module/branches']);
    // A rejected load must not become an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve));
  });
});
