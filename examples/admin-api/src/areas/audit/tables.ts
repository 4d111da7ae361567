/** Tables of the audit log: the entries (append-only, see migration 0010) and each organization's retention. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What changed in one field of an update: its value before and after (secrets never appear). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * One entry per change: who (a user, or an API key and its owner), what (the resource and the action),
 * when, from where (client address and user agent) and where in the tenancy. Names are copied, not
 * referenced, so an entry outlives what it names. The database refuses updates and deletes (migration
 * 0010's trigger); only the retention sweeper may delete, and only entries past their retention.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: ['USER', 'API_KEY', 'SYSTEM'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorKeyId: integer('actor_key_id'),
    action: text('action').notNull(),
    resourceKind: text('resource_kind').notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    organizationId: integer('organization_id'),
    branchId: integer('branch_id'),
    projectId: integer('project_id'),
    changes: jsonb('changes').$type<AuditChanges>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_entries_organization').on(t.organizationId, t.id),
    index('audit_entries_branch').on(t.branchId, t.id),
    index('audit_entries_project').on(t.projectId, t.id),
    index('audit_entries_actor').on(t.actorUserId, t.id),
    index('audit_entries_resource').on(t.resourceKind, t.resourceId, t.id),
    index('audit_entries_at').on(t.at),
  ],
);

/** How many days an organization keeps its audit entries (the default applies where none is set). */
export const auditRetention = pgTable('audit_retention', {
  organizationId: integer('organization_id').primaryKey(),
  days: integer('days').notNull(),
});
