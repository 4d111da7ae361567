import { type Notification, type Page, toastForNotification } from '@console/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useConsoleContext } from './ConsoleContext';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  type NotificationListParams,
  notificationKeys,
  notificationsQuery,
} from './queries/notificationQueries';
import { userKeys } from './queries/userQueries';
import { unreadCountAtom } from './unreadCount';
import { useUserInfo } from './useUserInfo';

const TENANCY = new Set<string>(['ORGANIZATION', 'BRANCH', 'PROJECT']);

/** The unread notification count for the bell: from user info, then kept live by the stream and mark-read calls. */
export function useUnreadCount(): number {
  const { store } = useConsoleContext('useUnreadCount');
  return useAtomValue(unreadCountAtom, { store }) ?? 0;
}

/**
 * Connects the live notification stream while mounted (mount once, near the root): each message
 * raises the unread count, joins the cached first pages of the feed, and shows a toast for the
 * categories spec section 4 names.
 */
export function useLiveNotifications(): void {
  const { client, store } = useConsoleContext('useLiveNotifications');
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const setUnread = useSetAtom(unreadCountAtom, { store });
  const userId = user?.id;
  const initialUnread = user?.totalUnreadNotification;

  useEffect(() => {
    if (initialUnread !== undefined) setUnread(initialUnread);
  }, [initialUnread, setUnread]);

  useEffect(() => {
    if (userId === undefined) return;
    const stream = client.notifications;
    const off = stream.onMessage((n) => {
      if (!n.isRead) setUnread((store.get(unreadCountAtom) ?? 0) + 1);
      addToFeed(queryClient, userId, n);
      // Tenancy events can change what the user may see: refetch the user space in the background.
      if (TENANCY.has(n.category)) void queryClient.invalidateQueries({ queryKey: userKeys.space() });
      const toast = toastForNotification(n);
      if (toast) client.toasts.show(toast);
    });
    stream.start();
    return () => {
      off();
      stream.close();
    };
  }, [client, store, queryClient, userId, setUnread]);
}

// A new notification goes on top of every cached first page (all, and unread-only) without a refetch;
// later pages shift, so they are marked stale.
function addToFeed(queryClient: QueryClient, userId: number, n: Notification): void {
  for (const [key, page] of queryClient.getQueriesData<Page<Notification>>({
    queryKey: notificationKeys.lists(userId),
  })) {
    if (!page) continue;
    if (page.pageIndex !== 0) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      continue;
    }
    if (page.items.some((item) => item.id === n.id)) continue;
    queryClient.setQueryData<Page<Notification>>(key, {
      ...page,
      items: [n, ...page.items].slice(0, page.pageSize),
      total: page.total + 1,
    });
  }
}

/** One page of the notification feed with mark-read actions; the bell count follows every change. */
export function useNotifications(params: NotificationListParams) {
  const { client, store } = useConsoleContext('useNotifications');
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const setUnread = useSetAtom(unreadCountAtom, { store });
  const userId = user?.id ?? 0;
  const list = useQuery({ ...notificationsQuery(client, userId, params), enabled: user !== undefined });

  const onMarked = ({ totalUnreadNotification }: { totalUnreadNotification: number }) => {
    setUnread(totalUnreadNotification);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
  };
  const markRead = useMutation({
    mutationFn: (ids: number[]) => markNotificationsRead(client, userId, ids),
    onSuccess: onMarked,
  });
  const markAllRead = useMutation({
    mutationFn: () => markAllNotificationsRead(client, userId),
    onSuccess: onMarked,
  });
  return { list, markRead, markAllRead, unread: useUnreadCount() };
}
