import type { AnyRoute } from '@tanstack/react-router';

/** The part of the router this needs (a structural type, so tests can pass a stand-in). */
export interface ChunkRouter {
  getMatchedRoutes: (pathname: string) => readonly [ReadonlyArray<AnyRoute>, ...unknown[]];
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined;
}

/**
 * Starts loading the code of every route the opened address matches (module layout and page) right away, beside
 * the sign-in check and the user's info, instead of after the route guards have waited for them. A failed load is
 * left to the router, which loads the chunk again when it renders the route and shows its error there.
 */
export function preloadOpenedRoute(router: ChunkRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => {});
}
