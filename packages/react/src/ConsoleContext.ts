import type { ConsoleClient } from '@console/core/client';
import { createContext, useContext } from 'react';
import type { SelectionStore } from './selectionStore';

/** What {@link ConsoleProvider} hands to every hook below it. */
export interface ConsoleContextValue {
  client: ConsoleClient;
  store: SelectionStore;
}

/** React context carrying the console client; read it through {@link useConsoleContext}. */
export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The provider's value; throws a message naming the provider when a hook is used outside it. */
export function useConsoleContext(hook = 'useConsoleContext'): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) {
    throw new Error(`${hook} must be used inside <ConsoleProvider client={...}>: no ConsoleProvider found above it.`);
  }
  return value;
}

/** The core client given to {@link ConsoleProvider}. */
export function useConsoleClient(): ConsoleClient {
  return useConsoleContext('useConsoleClient').client;
}
