import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { QueryOf, ResultOf } from './types';

/** The caller's notification inbox (the live stream is core's EventStream). */
export function createNotificationCalls(fetch: $Fetch) {
  return {
    /** A page of the user's notifications, newest first (`isRead: false` for unread only). */
    list: (userId: number, query: QueryOf<'notifications.list'> = {}) =>
      fetch<ResultOf<'notifications.list'>>(`/users/${userId}/notification`, { query: listQuery(query) }),
    /** Marks some notifications read; answers the new unread count. */
    markRead: (userId: number, notificationIds: number[]) =>
      fetch<ResultOf<'notifications.markRead'>>(`/users/${userId}/notification`, {
        method: 'POST',
        body: { notificationIds },
      }),
    /** Marks all notifications read; answers the new unread count. */
    markAllRead: (userId: number) =>
      fetch<ResultOf<'notifications.markAllRead'>>(`/users/${userId}/notification`, { method: 'PATCH' }),
  };
}
