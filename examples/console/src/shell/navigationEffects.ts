import type { ConsoleClient } from '@console/core/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** Scrolls smoothly to the top whenever navigation reaches another page (spec section 2); returns the unsubscribe. */
export function scrollToTopOnNavigation(router: AnyRouter, scrollTo: (options: ScrollToOptions) => void): () => void {
  return router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) scrollTo({ top: 0, behavior: 'smooth' });
  });
}

/**
 * A refused refresh, or a sign-out in another tab, forgets cached data and sends this tab to the app
 * root (spec section 2); returns the unsubscribe.
 */
export function goToRootOnSignOut(
  client: Pick<ConsoleClient, 'auth'>,
  queryClient: Pick<QueryClient, 'clear'>,
  assign: (url: string) => void,
): () => void {
  return client.auth.onSignedOut(() => {
    queryClient.clear();
    assign('/');
  });
}
