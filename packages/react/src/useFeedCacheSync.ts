import type { Notification, Page } from '@console/core';
import type { NotificationFeedChange } from '@console/core/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleContext } from './ConsoleContext';
import { notificationKeys } from './queries/notificationQueries';
import { userKeys } from './queries/userQueries';

/**
 * Keeps the query cache in step with core's notification inbox: it only listens to `onFeedChange`
 * and updates caches; counts and toasts are decided in core. Several mounted hooks may call it:
 * each step is idempotent, and a refetch already running is reused rather than restarted.
 */
export function useFeedCacheSync(): void {
  const { client } = useConsoleContext('useFeedCacheSync');
  const queryClient = useQueryClient();
  useEffect(() => client.inbox.onFeedChange((change) => applyFeedChange(queryClient, change)), [client, queryClient]);
}

function applyFeedChange(queryClient: QueryClient, change: NotificationFeedChange): void {
  const lists = change.userId === undefined ? notificationKeys.all : notificationKeys.lists(change.userId);
  if (change.reason === 'read') {
    void queryClient.invalidateQueries({ queryKey: lists }, { cancelRefetch: false });
    return;
  }
  if (change.reason === 'reset') {
    // The stream missed notifications: every cached page, the user's info (its unread count) and what tenancy
    // events would have refreshed are loaded again.
    for (const queryKey of [notificationKeys.all, userKeys.info(), userKeys.space()])
      void queryClient.invalidateQueries({ queryKey });
    return;
  }
  addToFeed(queryClient, lists, change.notification);
  // Tenancy events can change what the user may see: refetch the user space in the background.
  if (change.tenancyChanged)
    void queryClient.invalidateQueries({ queryKey: userKeys.space() }, { cancelRefetch: false });
}

// A new notification goes on top of every cached first page (all, and unread-only) without a refetch;
// later pages shift, so they are marked stale.
function addToFeed(queryClient: QueryClient, lists: readonly unknown[], n: Notification): void {
  for (const [key, page] of queryClient.getQueriesData<Page<Notification>>({ queryKey: lists })) {
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
