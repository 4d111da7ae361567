import type { Notification, Page } from '@console/core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationKeys } from './queries/notificationQueries';
import { fakeClient, notification } from './testing/fakeClient';
import { providerWrapper } from './testing/providerWrapper';
import { useLiveNotifications, useNotifications, useUnreadCount } from './useNotifications';
import { useStreamStatus } from './useStreamStatus';

afterEach(cleanup);

function setup() {
  const fake = fakeClient();
  const { queryClient, wrapper } = providerWrapper(fake.client);
  return { ...fake, queryClient, wrapper };
}

describe('live notifications', () => {
  beforeEach(() => sessionStorage.clear());

  it('start the stream, take the unread count from user info and keep it in session storage', async () => {
    const { wrapper, notifications } = setup();
    const { result } = renderHook(
      () => {
        useLiveNotifications();
        return useUnreadCount();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(3));
    expect(notifications.start).toHaveBeenCalled();
    expect(sessionStorage.getItem('console.unreadNotifications')).toBe('3');
  });

  it('a message raises the count, joins the cached first page and toasts a success of the four categories', async () => {
    const { wrapper, notifications, queryClient, toasts } = setup();
    const key = notificationKeys.list(7, { pageIndex: 0, pageSize: 2 });
    const older = notification({ id: 1, title: 'Old', isRead: true });
    queryClient.setQueryData<Page<Notification>>(key, { items: [older], pageIndex: 0, pageSize: 2, total: 1 });
    const { result } = renderHook(
      () => {
        useLiveNotifications();
        return useUnreadCount();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(3));
    act(() => notifications.emit(notification({ id: 2, title: 'Project created' })));
    expect(result.current).toBe(4);
    expect(queryClient.getQueryData<Page<Notification>>(key)?.items.map((n) => n.id)).toEqual([2, 1]);
    expect(queryClient.getQueryData<Page<Notification>>(key)?.total).toBe(2);
    expect(toasts.getSnapshot()).toMatchObject([{ severity: 'success', summary: 'Project created', life: 30_000 }]);

    act(() => notifications.emit(notification({ id: 3, category: 'SYSTEM', severity: 'info', title: 'Maintenance' })));
    expect(result.current).toBe(5);
    expect(toasts.getSnapshot()).toHaveLength(1);
  });

  it('a tenancy event marks the user space stale so guards and the context switcher see the change', async () => {
    const { wrapper, notifications, queryClient } = setup();
    queryClient.setQueryData(['user', 'space'], { isSuperAdmin: false, organizations: [] });
    renderHook(() => useLiveNotifications(), { wrapper });
    await waitFor(() => expect(notifications.start).toHaveBeenCalled());
    act(() => notifications.emit(notification({ category: 'SYSTEM', severity: 'info' })));
    expect(queryClient.getQueryState(['user', 'space'])?.isInvalidated).toBe(false);
    act(() => notifications.emit(notification({ id: 9, category: 'BRANCH', type: 'branch.created' })));
    expect(queryClient.getQueryState(['user', 'space'])?.isInvalidated).toBe(true);
  });

  it('after a reset of the stream reloads the count and marks the feed, the user info and space stale', async () => {
    const { wrapper, notifications, queryClient, api } = setup();
    const key = notificationKeys.list(7, { pageIndex: 0, pageSize: 2 });
    queryClient.setQueryData<Page<Notification>>(key, { items: [], pageIndex: 0, pageSize: 2, total: 0 });
    queryClient.setQueryData(['user', 'info'], { id: 7 });
    queryClient.setQueryData(['user', 'space'], {});
    const { result } = renderHook(
      () => {
        useLiveNotifications();
        return useUnreadCount();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(3));
    api.users.info.mockResolvedValue({ ...(await api.users.info()), totalUnreadNotification: 8 });
    act(() => notifications.reset());
    await waitFor(() => expect(result.current).toBe(8));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['user', 'info'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['user', 'space'])?.isInvalidated).toBe(true);
  });

  it('stops listening when unmounted', async () => {
    const { wrapper, notifications } = setup();
    const { unmount } = renderHook(() => useLiveNotifications(), { wrapper });
    await waitFor(() => expect(notifications.start).toHaveBeenCalled());
    unmount();
    expect(notifications.close).toHaveBeenCalled();
  });
});

describe('useNotifications', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists a page, unread only on request', async () => {
    const { wrapper, api } = setup();
    const { result } = renderHook(() => useNotifications({ pageIndex: 1, pageSize: 5, unreadOnly: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(api.notifications.list).toHaveBeenCalledWith(7, { pageIndex: 1, pageSize: 5, isRead: false });
  });

  it('mark read and mark all read set the count from the answer and refetch the feed', async () => {
    const { wrapper, api } = setup();
    const { result } = renderHook(() => useNotifications({ pageIndex: 0, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.markRead.mutateAsync([4, 5]));
    expect(api.notifications.markRead).toHaveBeenCalledWith(7, [4, 5]);
    expect(result.current.unread).toBe(1);
    await waitFor(() => expect(api.notifications.list).toHaveBeenCalledTimes(2));
    await act(() => result.current.markAllRead.mutateAsync());
    expect(api.notifications.markAllRead).toHaveBeenCalledWith(7);
    expect(result.current.unread).toBe(0);
  });
});

describe('the bindings only subscribe to core', () => {
  beforeEach(() => sessionStorage.clear());

  it('reading the count alone keeps the stream connected; the status follows it', async () => {
    const { wrapper, notifications, toasts } = setup();
    const { result, unmount } = renderHook(() => ({ unread: useUnreadCount(), status: useStreamStatus() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toEqual({ unread: 3, status: 'open' }));
    act(() => notifications.emit(notification({ id: 2 })));
    expect(result.current.unread).toBe(4);
    expect(toasts.getSnapshot()).toHaveLength(1);
    unmount();
    expect(notifications.close).toHaveBeenCalledTimes(1);
  });

  it('several mounted hooks cost one refetch of the feed after mark read', async () => {
    const { wrapper, api } = setup();
    const params = { pageIndex: 0, pageSize: 10 };
    const { result } = renderHook(
      () => {
        useLiveNotifications();
        useNotifications(params);
        return useNotifications(params);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(api.notifications.list).toHaveBeenCalledTimes(1);
    await act(() => result.current.markRead.mutateAsync([4]));
    await waitFor(() => expect(api.notifications.list).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.notifications.list).toHaveBeenCalledTimes(2);
  });
});
