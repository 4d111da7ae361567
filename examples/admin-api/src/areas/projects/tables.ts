/** Tables of projects: the projects, the service catalogue, the services provisioned in them with their history, and favorites. */
import { serviceEventKindValues, serviceStatusValues } from '@console/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

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
    // Migration 0024 adds `list_json`, a generated column: the project's own fields from `name` to `createdAt`
    // as the list's JSON writes them (escaped, the time as ISO text), which the project list's page statement reads
    // instead of writing them again on every read. Left out here: drizzle never selects or writes it.
  },
  (t) => [
    unique('projects_branch_name').on(t.branchId, t.name),
    index('projects_org').on(t.organizationId),
    index('projects_name_lower').on(sql`lower(${t.name})`),
    // The list's sort orders read their pages from indexes in list order, carrying the columns visibility is
    // decided on (migration 0012 adds them with INCLUDE, which drizzle-kit does not write): each order, ties
    // broken by id descending, is one index walked one way, so a page, however deep, is an index-only scan.
  ],
);

/**
 * How many projects each branch has (per organization too), kept by triggers on `projects` (migration
 * 0012): the list's total for whole organizations and branches is a sum of a few rows instead of a count
 * of every visible project after each change.
 */
export const projectCounts = pgTable(
  'project_counts',
  {
    branchId: integer('branch_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.organizationId] }), index('project_counts_org').on(t.organizationId)],
);

/** The service catalogue; ids are fixed (1 registry ... 6 AI inferencing) and shared with the console. */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  // Migration 0025 adds `list_json` (key and name as the project list's JSON writes them): generated, left out here.
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
    status: text('status', { enum: serviceStatusValues }).notNull().default('PROVISIONING'),
    quota: integer('quota').notNull().default(10),
    used: integer('used').notNull().default(0),
    /** When the provisioner looks at the row next (PROVISIONING -> READY); null when nothing is pending. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** Who asked for the pending provisioning: told when it is ready. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Migration 0025 adds `list_json` (status to updatedAt as the project list's JSON writes them), as 0024 does
    // for projects: a generated column drizzle never selects or writes.
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.serviceId] }),
    index('project_services_service').on(t.serviceId),
    index('project_services_next_at').on(t.nextAt).where(sql`${t.nextAt} is not null`),
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

/** What happened to a project's service: added, redeployed, quota changed (its detail's history). */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    kind: text('kind', { enum: serviceEventKindValues }).notNull(),
    detail: text('detail').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_events_project_service').on(t.projectId, t.serviceId, t.id)],
);
