import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider';
import { fakeClient, notification } from '../testing/fakeClient';
import { supportKeys, useTicketLiveUpdates } from './supportQueries';

afterEach(cleanup);

describe('useTicketLiveUpdates', () => {
  it('refetches tickets on a ticket notification and leaves them alone on others', () => {
    const fake = fakeClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConsoleProvider client={fake.client} queryClient={queryClient}>
        {children}
      </ConsoleProvider>
    );
    const key = supportKeys.ticketPart(4, 'comments');
    queryClient.setQueryData(key, []);
    renderHook(() => useTicketLiveUpdates(), { wrapper });
    act(() => fake.notifications.emit(notification({ id: 8, type: 'project.created' })));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    act(() => fake.notifications.emit(notification({ id: 9, type: 'ticket.commented' })));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
