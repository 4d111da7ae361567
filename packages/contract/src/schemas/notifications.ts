import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

export const notificationCategoryValues = ['ORGANIZATION', 'BRANCH', 'PROJECT', 'SERVICE', 'USER', 'SYSTEM'] as const;
export const NotificationCategory = z.enum(notificationCategoryValues).openapi('NotificationCategory');
export const notificationSeverityValues = ['success', 'info', 'warn', 'error'] as const;
export const NotificationSeverity = z.enum(notificationSeverityValues).openapi('NotificationSeverity');

/** One entry of a user's inbox; also the `data` of a stream event. */
export const Notification = z
  .object({
    id: z.number().int(),
    type: z.string(),
    category: NotificationCategory,
    severity: NotificationSeverity,
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    createdAt: z.string(),
    isRead: z.boolean(),
  })
  .openapi('Notification');
export const NotificationPage = pageOf(Notification, 'NotificationPage');

/** The unread count after a mark-read call. */
export const UnreadCount = z.object({ totalUnreadNotification: z.number().int() }).openapi('UnreadCount');
