import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Tenants: the top of the organization > branch > project hierarchy. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo'),
  description: text('description').notNull().default(''),
  contactEmail: text('contact_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** A project inside a branch; services are provisioned per project. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('projects_branch_name').on(t.branchId, t.name),
    index('projects_org').on(t.organizationId),
    index('projects_name_lower').on(sql`lower(${t.name})`),
    // The list's sort orders (name, creation) read the first page from an index instead of sorting every row.
    index('projects_name').on(t.name, t.id),
    index('projects_created').on(t.createdAt, t.id),
  ],
);

/** The service catalogue; ids are fixed (1 registry ... 6 AI inferencing) and shared with the console. */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

/** A service provisioned in a project, with its lifecycle status and quota. */
export const projectServices = pgTable(
  'project_services',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    status: text('status', { enum: ['PROVISIONING', 'READY', 'FAILED'] })
      .notNull()
      .default('PROVISIONING'),
    quota: integer('quota').notNull().default(10),
    used: integer('used').notNull().default(0),
    /** When the provisioner looks at the row next (PROVISIONING -> READY); null when nothing is pending. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** Who asked for the pending provisioning: told when it is ready. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.serviceId] }),
    index('project_services_service').on(t.serviceId),
    index('project_services_next_at').on(t.nextAt).where(sql`${t.nextAt} is not null`),
  ],
);

/** People who can sign in (or have been invited to). The OIDC subject is the decimal id. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  isNewUser: boolean('is_new_user').notNull().default(true),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  lastSignIn: timestamp('last_sign_in', { withTimezone: true }),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    role: text('role', { enum: ['ADMIN', 'MEMBER'] }).notNull(),
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

/** Projects a user marked as favorite. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/** A user's notification inbox; ids are increasing, which the event stream's Last-Event-ID relies on. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category', { enum: ['ORGANIZATION', 'BRANCH', 'PROJECT', 'SERVICE', 'USER', 'SYSTEM'] }).notNull(),
    severity: text('severity', { enum: ['success', 'info', 'warn', 'error'] }).notNull(),
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

// Each area keeps its tables in ./areas/<area>.ts and re-exports them here, one line per area, so
// drizzle-kit and the typed Db see every table while areas stay in files of their own.
export * from '../areas/clusters/tables';
export * from '../areas/deployments/tables';
export * from '../areas/models/tables';
export * from '../areas/notebooks/tables';
export * from '../areas/registry/tables';
export * from '../areas/sla/tables';
export * from '../areas/tickets/tables';
