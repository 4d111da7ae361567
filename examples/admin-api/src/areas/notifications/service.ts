/** Changes to a user's inbox: marking notifications read. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { unreadCount } from './queries';
import { notifications } from './tables';

/**
 * Marks some of a user's notifications read (all unread ones when `ids` is undefined); answers how many
 * are still unread.
 */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  if (ids?.length !== 0) {
    await db
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, userId),
          ids === undefined ? eq(notifications.read, false) : inArray(notifications.id, ids),
        ),
      );
  }
  return { totalUnreadNotification: await unreadCount(db, userId) };
}
