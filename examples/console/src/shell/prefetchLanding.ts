import {
  clearDeeperSelection,
  computeRole,
  decideModuleEntry,
  type ModuleId,
  moduleOfPath,
  type Selection,
  type SpaceLike,
} from '@console/core';
import { selectionAtom, userSpaceQuery } from '@console/react';
import type { AnyRoute } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';
import type { SelectionOwner } from './selectionOwner';
import type { StartupFreshness } from './startupFreshness';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What the page asks for first, from the router context alone (its loader calls the same). A returning visit
     * calls it while the user space loads, with the selection kept from the last visit.
     */
    prefetch?: (context: RouterContext) => void;
  }
}

/** The part of the router this needs (a structural type, so tests can pass a stand-in). */
export interface PrefetchRouter {
  getMatchedRoutes: (pathname: string) => readonly [ReadonlyArray<AnyRoute>, ...unknown[]];
}

/**
 * The module whose page may be requested before the user space answers: only for a signed-in user who made the kept
 * selection, and only on a module path (the root and the public pages decide the landing from the user space).
 */
export function earlyPrefetchModule(signedIn: boolean, ownSelection: boolean, pathname: string): ModuleId | undefined {
  return signedIn && ownSelection ? moduleOfPath(pathname) : undefined;
}

/**
 * Whether data requested with the kept selection may stay once the user space is in: the module guard lets the user
 * in with that selection (the same rule, on the same answer). Otherwise the guard leads elsewhere, and the data
 * belongs to a tenant the user may no longer see.
 */
export function earlyPrefetchStillValid(module: ModuleId, kept: Selection, space: SpaceLike): boolean {
  const selection = clearDeeperSelection(module, kept);
  return decideModuleEntry(module, computeRole(space, selection), selection).allow;
}

/**
 * A returning, signed-in visit to a module page requests the page's own data (its route's `staticData.prefetch`)
 * at once, beside the user space, with the selection the browser kept, instead of after the module guard has the
 * user space. The page's loader and screen use the same query options, so they read these entries. When the user
 * space shows the kept selection is no longer valid (access lost, tenant deleted), the entries are dropped: the
 * guard leads elsewhere and nothing requested for the old selection stays in the cache. Resolves when that is
 * settled; does nothing for another user's selection.
 */
export async function prefetchLanding(deps: {
  router: PrefetchRouter;
  pathname: string;
  context: RouterContext;
  owner: Pick<SelectionOwner, 'isCurrentUser'>;
  freshness: Pick<StartupFreshness, 'keep'>;
}): Promise<void> {
  const { router, pathname, context, owner, freshness } = deps;
  const module = earlyPrefetchModule(context.auth.getSnapshot().authenticated, owner.isCurrentUser(), pathname);
  if (!module) return;
  const [routes] = router.getMatchedRoutes(pathname);
  const prefetchers = routes.flatMap((route) => route.options.staticData?.prefetch ?? []);
  if (prefetchers.length === 0) return;

  const { queryClient } = context;
  const cache = queryClient.getQueryCache();
  const before = new Set(cache.getAll().map((query) => query.queryHash));
  const kept = context.store.get(selectionAtom);
  for (const prefetch of prefetchers) prefetch(context);
  // Prefetching builds its cache entries at once: the new ones are this page's.
  const entries = cache.getAll().filter((query) => !before.has(query.queryHash));
  freshness.keep(entries.map((query) => query.queryHash));

  const valid = await queryClient.ensureQueryData(userSpaceQuery(context.client)).then(
    (space) => earlyPrefetchStillValid(module, kept, space),
    () => false,
  );
  if (valid) return;
  for (const { queryKey } of entries) {
    void queryClient.cancelQueries({ queryKey, exact: true });
    queryClient.removeQueries({ queryKey, exact: true });
  }
}
