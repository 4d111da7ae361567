import type { ConsoleClient } from '@console/core/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { ConsoleContext } from './ConsoleContext';
import { createSelectionStore, type SelectionStore } from './selectionStore';

/** Props of {@link ConsoleProvider}. */
export interface ConsoleProviderProps {
  /** The core client from `createConsoleClient`. */
  client: ConsoleClient;
  /** A QueryClient to share with a router's loaders; one is created when omitted. */
  queryClient?: QueryClient;
  /** The selection store to share with a router's guards; one is created when omitted. */
  store?: SelectionStore;
  children?: ReactNode;
}

/** Makes the console client, its query cache and the selection state available to every hook below it. */
export function ConsoleProvider({ client, queryClient, store, children }: ConsoleProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient());
  const [ownStore] = useState(() => store ?? createSelectionStore());
  const qc = queryClient ?? ownQueryClient;
  const st = store ?? ownStore;
  const value = useMemo(() => ({ client, store: st }), [client, st]);
  return (
    <QueryClientProvider client={qc}>
      <JotaiProvider store={st}>
        <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
