import type { Notification } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import type { notifications } from '../areas/notifications/tables';

/** A notification as the contract shows it. */
export type NotificationDto = z.infer<typeof Notification>;

/** Maps a database row to the contract shape. */
export function toNotificationDto(row: typeof notifications.$inferSelect): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    severity: row.severity,
    title: row.title,
    content: row.content,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.read,
  };
}
