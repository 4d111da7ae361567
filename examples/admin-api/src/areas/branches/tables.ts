/** Tables of branches. */
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/** A branch of an organization (a site, department or region). */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('branches_org_name').on(t.organizationId, t.name), index('branches_org').on(t.organizationId)],
);
