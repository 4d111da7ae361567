import type { ConsoleClient } from '@console/core/client';
import { userInfoQuery, userSpaceQuery } from '@console/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A returning, signed-in visit asks for the user's info and space at once and side by side, while the router and
 * the first screen's code load, instead of one after the other once the module guard and the root have rendered.
 * The guards (`ensureQueryData`) and `useUserInfo` read the same cache entries, so nothing is fetched twice; a
 * failure stays in the cache as the query's error, which the root shows (or the guard throws) as before.
 */
export function prefetchSession(client: ConsoleClient, queryClient: Pick<QueryClient, 'prefetchQuery'>): void {
  if (!client.auth.getSnapshot().authenticated) return;
  void queryClient.prefetchQuery(userInfoQuery(client));
  void queryClient.prefetchQuery(userSpaceQuery(client));
}
