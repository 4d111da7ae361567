import type { ConsoleClient } from '@console/core/client';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsoleProvider } from '../ConsoleProvider';

/** A `renderHook` wrapper: `client` in a ConsoleProvider with a query client of its own (no retries), returned too. */
export function providerWrapper(client: ConsoleClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={client} queryClient={queryClient}>
      {children}
    </ConsoleProvider>
  );
  return { queryClient, wrapper };
}
