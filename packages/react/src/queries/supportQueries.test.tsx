import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, notification } from '../testing/fakeClient';
import { providerWrapper } from '../testing/providerWrapper';
import { supportKeys, useTicketLiveUpdates } from './supportQueries';

afterEach(cleanup);

describe('useTicketLiveUpdates', () => {
  it('refetches tickets on a ticket notification and leaves them alone on others', () => {
    const fake = fakeClient();
    const { queryClient, wrapper } = providerWrapper(fake.client);
    const key = supportKeys.ticketPart(4, 'comments');
    queryClient.setQueryData(key, []);
    renderHook(() => useTicketLiveUpdates(), { wrapper });
    act(() => fake.notifications.emit(notification({ id: 8, type: 'project.created' })));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    act(() => fake.notifications.emit(notification({ id: 9, type: 'ticket.commented' })));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
