import type { Notification } from '@console/core';

/** The fields of a core `Notification` the notification widgets show. */
export type NotificationItem = Pick<
  Notification,
  'id' | 'title' | 'content' | 'severity' | 'category' | 'link' | 'createdAt' | 'isRead'
>;

/** A page of notifications in the admin API's list shape. */
export interface NotificationPage<T extends NotificationItem = NotificationItem> {
  items: readonly T[];
  pageIndex: number;
  pageSize: number;
  total: number;
}
