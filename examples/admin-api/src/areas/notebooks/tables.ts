import { notebookSizeValues, notebookStatusValues } from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { projects } from '../projects/tables';
import { users } from '../users/tables';

/** The images the notebook hub offers (seeded; a production hub reads its image streams). */
export const notebookImages = pgTable('notebook_images', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  gpuCapable: boolean('gpu_capable').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/**
 * A notebook instance of a project, owned by the member who created it. Its status moves by itself
 * (the notebook simulator's reconciler reads `next_at`): PENDING -> RUNNING or FAILED, STOPPING ->
 * STOPPED, and RUNNING -> STOPPING when the idle culler finds it idle past its timeout.
 */
export const notebooks = pgTable(
  'notebooks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageId: text('image_id').notNull(),
    size: text('size', { enum: notebookSizeValues }).notNull(),
    gpuCount: integer('gpu_count').notNull().default(0),
    storageGiB: integer('storage_gib').notNull(),
    idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(0),
    replicas: integer('replicas').notNull().default(1),
    status: text('status', { enum: notebookStatusValues }).notNull(),
    statusReason: text('status_reason'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    nextAt: timestamp('next_at', { withTimezone: true }),
    /**
     * Why a PENDING instance waits in the capacity queue instead of starting: `QUOTA` (its project's quota
     * cannot take it) or `NODE` (no ready node has room for it); null when it is not queued.
     */
    queueReason: text('queue_reason', { enum: ['QUOTA', 'NODE'] }),
    /** When it joined the queue: its place in it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notebooks_project_name').on(t.projectId, t.name),
    index('notebooks_project_owner').on(t.projectId, t.ownerId),
    index('notebooks_next_at').on(t.nextAt).where(sql`${t.nextAt} is not null`),
    index('notebooks_queued_at').on(t.queuedAt).where(sql`${t.queuedAt} is not null`),
    // The list's orders within a project (migration 0018), ties broken by id descending: each order is one
    // index walked one way (by name: the unique index above, names being unique in a project).
    index('notebooks_project').on(t.projectId, t.id),
    index('notebooks_created').on(t.projectId, t.createdAt, t.id),
    index('notebooks_created_asc').on(t.projectId, t.createdAt, t.id.desc().nullsFirst()),
    index('notebooks_name').on(t.projectId, t.name, t.id),
    index('notebooks_name_asc').on(t.projectId, t.name, t.id.desc().nullsFirst()),
  ],
);
