import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containing } from '../../db/search';
import { toNotificationDto } from '../../notify/notificationDto';
import { notifications } from './tables';

/** Filters of the inbox (spec section 3). */
export interface InboxFilter {
  isRead?: boolean | undefined;
  category?: (typeof notifications.$inferSelect)['category'] | undefined;
  /** Text in the title or content. */
  text?: string | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  offset: number;
  limit: number;
}

/** A page of a user's notifications, newest first unless asked otherwise. */
export async function inboxPage(db: Db, userId: number, f: InboxFilter) {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (f.isRead !== undefined) conditions.push(eq(notifications.read, f.isRead));
  if (f.category) conditions.push(eq(notifications.category, f.category));
  if (f.text) {
    const like = containing(f.text);
    conditions.push(or(ilike(notifications.title, like), ilike(notifications.content, like)));
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(f.sortOrder === 'ASC' ? asc(notifications.id) : desc(notifications.id))
    .limit(f.limit)
    .offset(f.offset);
  return { items: rows.map(toNotificationDto), total: count?.n ?? 0 };
}

/** How many of a user's notifications are unread. */
export async function unreadCount(db: Db, userId: number) {
  const [row] = await unreadCountQuery(db).execute({ userId });
  return row?.n ?? 0;
}

/** The unread count as a prepared statement (it runs on every page load), one per database. */
const preparedUnread = new WeakMap<Db, ReturnType<typeof prepareUnreadCount>>();
const prepareUnreadCount = (db: Db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.read, false)))
    .prepare('notifications_unread_count');
function unreadCountQuery(db: Db) {
  let query = preparedUnread.get(db);
  if (!query) {
    query = prepareUnreadCount(db);
    preparedUnread.set(db, query);
  }
  return query;
}
