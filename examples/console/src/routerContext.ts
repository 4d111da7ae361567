import type { AuthClient, ConsoleClient } from '@console/core';
import type { SelectionStore } from '@console/react';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and loader receive: no imported singletons. */
export interface RouterContext {
  client: ConsoleClient;
  auth: AuthClient;
  queryClient: QueryClient;
  store: SelectionStore;
}
