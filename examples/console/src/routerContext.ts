import type { AuthClient, ConsoleClient, TokenStore } from '@console/core';
import type { SelectionStore } from '@console/react';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and loader receive: no imported singletons. */
export interface RouterContext {
  client: ConsoleClient<AuthClient>;
  auth: AuthClient;
  queryClient: QueryClient;
  store: SelectionStore;
  /** Keeps the current module and role (spec section 6). */
  persist: Pick<TokenStore, 'set'>;
}
