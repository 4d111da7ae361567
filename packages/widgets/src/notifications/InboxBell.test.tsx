import { ConsoleProvider } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mockAdminApi } from '../testing/mockAdminApi';
import { mockConsoleClient } from '../testing/mockConsoleClient';
import { createMockDb } from '../testing/mockDb';
import { InboxBell } from './InboxBell';
import '../styles.css';

describe('InboxBell', () => {
  it('shows the unread count at once and fetches the latest notifications only when first opened', async () => {
    const db = createMockDb();
    let listRequests = 0;
    // Counts the list requests, then lets the in-memory API answer them.
    const counter = http.get('*/api/users/:id/notification', () => {
      listRequests += 1;
    });
    const client = mockConsoleClient([counter, ...mockAdminApi(db)]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = await render(
      <ConsoleProvider client={client} queryClient={queryClient}>
        <InboxBell viewAllTo="/notifications" />
      </ConsoleProvider>,
    );
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await expect.element(bell).toHaveAccessibleName('Notifications, 2 unread');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listRequests).toBe(0);

    await userEvent.click(bell);
    await expect.element(screen.getByText('Project created')).toBeVisible();
    expect(listRequests).toBe(1);
  });
});
