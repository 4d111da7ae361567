import { ConsoleProvider } from '@console/react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { mockConsoleClient } from '../testing/mockConsoleClient';

function ConsoleHost({ children }: { children: ReactNode }) {
  const [client] = useState(() => mockConsoleClient());
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ConsoleProvider client={client} queryClient={queryClient}>
      {children}
    </ConsoleProvider>
  );
}

/**
 * Wraps a story in a bare `ConsoleProvider` (no `WidgetsProvider`, no router), the way a partner portal embeds a
 * connected panel: a real console client, signed in, whose calls to `/api` msw answers (see `serveMockApi`).
 */
export const withConsole: Decorator = (Story) => (
  <ConsoleHost>
    <Story />
  </ConsoleHost>
);
