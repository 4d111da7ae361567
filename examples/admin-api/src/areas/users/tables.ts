/** Tables of people and their role assignments. */
import { roleValues } from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';

/** People who can sign in (or have been invited to). The OIDC subject is the decimal id. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isNewUser: boolean('is_new_user').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true }),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's orders (migration 0018), ties broken by id descending: each order is one index walked one way.
  (t) => [
    index('users_name').on(t.name, t.id),
    index('users_name_asc').on(t.name, t.id.desc().nullsFirst()),
    index('users_created').on(t.createdAt, t.id),
    index('users_created_asc').on(t.createdAt, t.id.desc().nullsFirst()),
  ],
);

/**
 * A role at one scope. Organization scope has only organizationId; branch scope adds branchId; project
 * scope adds projectId. Parent ids are kept so access checks need no joins.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roleValues }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_assignments_scope').on(
      t.userId,
      t.organizationId,
      sql`coalesce(${t.branchId}, 0)`,
      sql`coalesce(${t.projectId}, 0)`,
    ),
    index('role_assignments_user').on(t.userId),
    index('role_assignments_project').on(t.projectId),
  ],
);
