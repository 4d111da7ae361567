/** Credentials for private container registries, per user and registry. */
import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Registry credentials an admin saved for custom images; the secret never leaves the server. */
export const registryCredentials = pgTable(
  'registry_credentials',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    username: text('username').notNull(),
    secret: text('secret').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('registry_credentials_owner_source').on(t.ownerId, t.source)],
);
