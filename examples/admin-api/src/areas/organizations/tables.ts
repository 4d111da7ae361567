/** Tables of organizations, the top of the tenant hierarchy. */
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Tenants: the top of the organization > branch > project hierarchy. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
  description: text('description').notNull().default(''),
  contactEmail: text('contact_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
