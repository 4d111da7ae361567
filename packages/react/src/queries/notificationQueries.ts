import type { Notification, Page } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';

/** Paging and filter of the notification feed. */
export interface NotificationListParams {
  pageIndex: number;
  pageSize: number;
  /** Only unread notifications (`isRead=false`). */
  unreadOnly?: boolean;
}

/** Query keys of the notification feed, for invalidation and in-place updates. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (userId: number) => [...notificationKeys.all, userId, 'list'] as const,
  list: (userId: number, p: NotificationListParams) =>
    [...notificationKeys.lists(userId), p.pageIndex, p.pageSize, p.unreadOnly ?? false] as const,
};

/** One page of the user's notifications (`GET /users/{id}/notification`). */
export function notificationsQuery(client: ConsoleClient, userId: number, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(userId, params),
    queryFn: (): Promise<Page<Notification>> =>
      client.api.notifications.list(userId, {
        pageIndex: params.pageIndex,
        pageSize: params.pageSize,
        ...(params.unreadOnly ? { isRead: false } : {}),
      }),
  });
}

/** Marks some notifications read (`POST /users/{id}/notification`). */
export function markNotificationsRead(client: ConsoleClient, userId: number, notificationIds: number[]) {
  return client.api.notifications.markRead(userId, notificationIds);
}

/** Marks every notification read (`PATCH /users/{id}/notification`). */
export function markAllNotificationsRead(client: ConsoleClient, userId: number) {
  return client.api.notifications.markAllRead(userId);
}
