import { ConsoleProvider } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { render } from 'vitest-browser-react';
import { mockAdminApi } from './mockAdminApi';
import { mockConsoleClient } from './mockConsoleClient';
import { createMockDb, type MockDb } from './mockDb';

/**
 * Renders a connected panel inside a bare `ConsoleProvider` (no `WidgetsProvider`, no router) whose real console
 * client talks to the in-memory admin API; returns the screen, the data and the client.
 */
export async function renderInConsole(ui: ReactElement, db: MockDb = createMockDb()) {
  const client = mockConsoleClient(mockAdminApi(db));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <ConsoleProvider client={client} queryClient={queryClient}>
      {ui}
    </ConsoleProvider>,
  );
  return { screen, db, client };
}
