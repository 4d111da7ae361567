import type { RouterContext } from '../routerContext';
import { type ChunkRouter, preloadOpenedRoute } from './preloadOpenedRoute';
import type { StartupFreshness } from './startupFreshness';

/** What warming a landing needs: the router's matching and chunk loading, the context, the startup's freshness. */
export interface LandingWarmupDeps {
  router: ChunkRouter;
  context: RouterContext;
  freshness: Pick<StartupFreshness, 'keep'>;
}

let warm: ((path: string) => void) | undefined;
let preloadCode: ((path: string) => void) | undefined;
/** A landing asked for before the router was set up: warmed as soon as it is. */
let waiting: string | undefined;

/**
 * The sign-in callback knows the landing as soon as the user space is in (and the landing's selection is set): from
 * then on the landing's code and its first data (its routes' `staticData.prefetch`) load beside the redirect and the
 * module guard, instead of after them. Their cache entries count as fresh for the startup window, so the page's loader
 * and screen read them rather than asking again.
 */
export function setLandingWarmup({ router, context, freshness }: LandingWarmupDeps): void {
  preloadCode = (path) => preloadOpenedRoute(router, path);
  warm = (path) => {
    const pathname = new URL(path, 'http://console.invalid').pathname;
    preloadOpenedRoute(router, pathname);
    const [routes] = router.getMatchedRoutes(pathname);
    const cache = context.queryClient.getQueryCache();
    const before = new Set(cache.getAll().map((query) => query.queryHash));
    for (const route of routes) route.options.staticData?.prefetch?.(context);
    freshness.keep(cache.getAll().flatMap((query) => (before.has(query.queryHash) ? [] : [query.queryHash])));
  };
  if (waiting !== undefined) warm(waiting);
  waiting = undefined;
}

/** Starts loading the landing at `path` (an internal path, maybe with a query), at once or once a router is set up. */
export function warmLanding(path: string): void {
  if (warm) warm(path);
  else waiting = path;
}

/** A module's own path: its layout (the console's frame around every module page, the same in all five modules). */
const FRAME_PATH = '/super-admin';

/**
 * On the sign-in callback the landing is not known until the user's info or space is in, but every landing is a
 * module page in the same frame: the frame's code (the module layout and what it imports) loads at once, beside the
 * code exchange, so only the landing page's own code is left when the landing is known. Code only: no data, no guard.
 */
export function warmModuleFrame(): void {
  preloadCode?.(FRAME_PATH);
}
