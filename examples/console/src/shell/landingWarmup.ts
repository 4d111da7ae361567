import type { Selection } from '@console/core';
import { selectionAtom } from '@console/react';
import type { RouterContext } from '../routerContext';
import { preloadFrameParts } from './frameParts';
import { preloadLandingCode } from './landingCodePreload';
import { type ChunkRouter, preloadOpenedRoute } from './preloadOpenedRoute';
import type { StartupFreshness } from './startupFreshness';

/** What warming a landing needs: the router's matching and chunk loading, the context, the startup's freshness. */
export interface LandingWarmupDeps {
  router: ChunkRouter;
  context: RouterContext;
  freshness: Pick<StartupFreshness, 'keep'>;
}

let warm: ((path: string, selection?: Selection) => void) | undefined;
/** A landing asked for before the router was set up: warmed as soon as it is. */
let waiting: [path: string, selection?: Selection | undefined] | undefined;

/**
 * The sign-in callback knows the landing as soon as the user space is in (and the landing's selection is set): from
 * then on the landing's code and its first data (its routes' `staticData.prefetch`) load beside the redirect and the
 * module guard, instead of after them. Their cache entries count as fresh for the startup window, so the page's loader
 * and screen read them rather than asking again. All of the landing's scripts are asked for at once, and the frame's
 * lazy parts are loaded.
 */
export function setLandingWarmup({ router, context, freshness }: LandingWarmupDeps): void {
  warm = (path, selection) => {
    if (selection) context.store.set(selectionAtom, selection);
    const pathname = new URL(path, 'http://console.invalid').pathname;
    const [routes] = router.getMatchedRoutes(pathname);
    const cache = context.queryClient.getQueryCache();
    const before = new Set(cache.getAll().map((query) => query.queryHash));
    // The page's data first: its request is not queued behind the code's on the browser's few connections.
    for (const route of routes) route.options.staticData?.prefetch?.(context);
    freshness.keep(cache.getAll().flatMap((query) => (before.has(query.queryHash) ? [] : [query.queryHash])));
    // The landing's scripts all at once, not each route's imports found only once its script has arrived.
    const module = pathname.split('/')[1];
    if (module) preloadLandingCode(module);
    preloadOpenedRoute(router, pathname);
    // The frame's own lazy parts: loaded by the time the first render asks for them, rather than one by one.
    preloadFrameParts();
  };
  if (waiting) warm(...waiting);
  waiting = undefined;
}

/**
 * Starts loading the landing at `path` (an internal path, maybe with a query), at once or once a router is set up;
 * with `selection`, the selection the landing's first page is asked for (the one the callback's guard leads with).
 * A module's own path (`/super-admin`) loads only the module frame's code: its routes ask for no data of their own.
 */
export function warmLanding(path: string, selection?: Selection): void {
  if (warm) warm(path, selection);
  else waiting = [path, selection];
}
