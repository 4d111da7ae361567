import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { QueryOf, ResultOf } from './types';

/** The caller's notification inbox (the live stream is core's EventStream). */
export interface NotificationCalls {
  /** A page of the user's notifications, newest first (`isRead: false` for unread only). */
  list(userId: number, query?: QueryOf<'notifications.list'>): Promise<ResultOf<'notifications.list'>>;
  /** Marks some notifications read; answers the new unread count. */
  markRead(userId: number, notificationIds: number[]): Promise<ResultOf<'notifications.markRead'>>;
  /** Marks all notifications read; answers the new unread count. */
  markAllRead(userId: number): Promise<ResultOf<'notifications.markAllRead'>>;
}

/** The caller's notification inbox (the live stream is core's EventStream). */
export const createNotificationCalls = (fetch: ApiFetch) =>
  callsOf<NotificationCalls>(fetch, {
    list: '/users/{id}/notification L',
    markRead: 'POST /users/{id}/notification =notificationIds',
    markAllRead: 'PATCH /users/{id}/notification',
  });
