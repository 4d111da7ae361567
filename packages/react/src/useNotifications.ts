import { useMutation, useQuery } from '@tanstack/react-query';
import { useConsoleContext } from './ConsoleContext';
import { type NotificationListParams, notificationsQuery } from './queries/notificationQueries';
import { useFeedCacheSync } from './useFeedCacheSync';
import { useInboxState } from './useInboxState';
import { useUserInfo } from './useUserInfo';

/** The unread notification count for the bell: from user info, then kept live by the stream and mark-read calls. */
export function useUnreadCount(): number {
  return useInboxState('useUnreadCount', (state) => state.unread);
}

/**
 * Keeps the live notification stream connected while mounted (mount once, near the root): core's
 * inbox raises the unread count and shows toasts for the categories spec section 4 names; this hook
 * keeps the cached feed and user space in step.
 */
export function useLiveNotifications(): void {
  useInboxState('useLiveNotifications', () => undefined);
  useFeedCacheSync();
}

/** Options of {@link useNotifications}. */
export interface UseNotificationsOptions {
  /** `false` leaves the page unrequested until it turns `true` (e.g. a bell's popover opening); default `true`. */
  enabled?: boolean | undefined;
}

/** One page of the notification feed with mark-read actions; the bell count follows every change. */
export function useNotifications(params: NotificationListParams, options: UseNotificationsOptions = {}) {
  const { client } = useConsoleContext('useNotifications');
  const { data: user } = useUserInfo();
  const userId = user?.id ?? 0;
  const list = useQuery({
    ...notificationsQuery(client, userId, params),
    enabled: user !== undefined && (options.enabled ?? true),
  });
  useFeedCacheSync();
  const markRead = useMutation({ mutationFn: (ids: number[]) => client.inbox.markRead(ids) });
  const markAllRead = useMutation({ mutationFn: () => client.inbox.markAllRead() });
  return { list, markRead, markAllRead, unread: useUnreadCount() };
}
