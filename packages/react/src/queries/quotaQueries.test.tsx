import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider';
import { fakeClient, notification } from '../testing/fakeClient';
import { inferencingKeys, useLiveDeployments } from './inferencingQueries';
import { quotaKeys, useCapacityLiveUpdates } from './quotaQueries';

afterEach(cleanup);

describe('useCapacityLiveUpdates', () => {
  it('refetches open capacity boards when a workload is queued or starts, and leaves them alone on other notices', () => {
    const fake = fakeClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConsoleProvider client={fake.client} queryClient={queryClient}>
        {children}
      </ConsoleProvider>
    );
    const board = quotaKeys.board({ projectId: 3 });
    const platform = quotaKeys.board({});
    const requests = quotaKeys.requestList({});
    for (const key of [board, platform, requests]) queryClient.setQueryData(key, {});
    renderHook(() => useCapacityLiveUpdates(), { wrapper });

    act(() => fake.notifications.emit(notification({ id: 1, type: 'ticket.commented' })));
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(false);

    act(() => fake.notifications.emit(notification({ id: 2, type: 'capacity.queued' })));
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(platform)?.isInvalidated).toBe(true);
    // Quota requests are not the board's: they refetch on quota notices only.
    expect(queryClient.getQueryState(requests)?.isInvalidated).toBe(false);

    queryClient.setQueryData(board, {});
    act(() => fake.notifications.emit(notification({ id: 3, type: 'notebook.running' })));
    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
  });
});

describe('useLiveDeployments', () => {
  it('refetches a project’s deployments when one joins or leaves the capacity queue', () => {
    const fake = fakeClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConsoleProvider client={fake.client} queryClient={queryClient}>
        {children}
      </ConsoleProvider>
    );
    const list = [...inferencingKeys.all(3), 'list'];
    queryClient.setQueryData(list, {});
    renderHook(() => useLiveDeployments(3), { wrapper });
    act(() => fake.notifications.emit(notification({ id: 1, type: 'ticket.commented' })));
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false);
    act(() => fake.notifications.emit(notification({ id: 2, type: 'capacity.admitted' })));
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
