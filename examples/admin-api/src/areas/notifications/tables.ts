/** Tables of the notification inbox. */
import { notificationCategoryValues, notificationSeverityValues } from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** A user's notification inbox; ids are increasing, which the event stream's Last-Event-ID relies on. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category', { enum: notificationCategoryValues }).notNull(),
    severity: text('severity', { enum: notificationSeverityValues }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id),
    // The unread count of `/users/info` and the bell, read on every page load.
    index('notifications_unread').on(t.userId).where(sql`${t.read} = false`),
  ],
);
