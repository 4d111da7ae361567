import type { AuthClient, TokenStore } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
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
