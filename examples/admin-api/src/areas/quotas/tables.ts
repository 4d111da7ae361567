import {
  quotaApproverValues,
  quotaLevelValues,
  quotaRequestStatusValues,
  quotaStepOutcomeValues,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { users } from '../users/tables';

/**
 * The GPUs, CPU cores and GiB of memory an organization, branch or project may hold. A tenant without a
 * row holds none. What a tenant hands down is the sum of its children's rows; the rest is its headroom.
 */
export const tenantQuotas = pgTable(
  'tenant_quotas',
  {
    level: text('level', { enum: quotaLevelValues }).notNull(),
    /** The organization's, branch's or project's id (by `level`). */
    tenantId: integer('tenant_id').notNull(),
    /** The organization the tenant belongs to (itself for an organization): sums run inside one. */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The branch a project belongs to (itself for a branch); null for an organization. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    gpus: integer('gpus').notNull().default(0),
    cpuCores: integer('cpu_cores').notNull().default(0),
    memoryGiB: integer('memory_gib').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.tenantId] }),
    index('tenant_quotas_parent').on(t.organizationId, t.branchId),
  ],
);

/** A project admin's request for more quota; its steps are in `quota_request_steps`. */
export const quotaRequests = pgTable(
  'quota_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    gpus: integer('gpus').notNull(),
    cpuCores: integer('cpu_cores').notNull(),
    memoryGiB: integer('memory_gib').notNull(),
    grantedGpus: integer('granted_gpus'),
    grantedCpuCores: integer('granted_cpu_cores'),
    grantedMemoryGiB: integer('granted_memory_gib'),
    status: text('status', { enum: quotaRequestStatusValues }).notNull(),
    /** Whose decision it waits on; null once decided or withdrawn. */
    waitingOn: text('waiting_on', { enum: quotaApproverValues }),
    /** When the step it waits on falls due (the escalation clock looks then); null when nothing runs. */
    stepDueAt: timestamp('step_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quota_requests_org').on(t.organizationId, t.id),
    index('quota_requests_project').on(t.projectId, t.id),
    index('quota_requests_due').on(t.stepDueAt).where(sql`${t.stepDueAt} is not null`),
  ],
);

/** One approval step of a request: who decides, by when, and what they decided. */
export const quotaRequestSteps = pgTable(
  'quota_request_steps',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => quotaRequests.id, { onDelete: 'cascade' }),
    approver: text('approver', { enum: quotaApproverValues }).notNull(),
    outcome: text('outcome', { enum: quotaStepOutcomeValues }).notNull(),
    approvedGpus: integer('approved_gpus'),
    approvedCpuCores: integer('approved_cpu_cores'),
    approvedMemoryGiB: integer('approved_memory_gib'),
    comment: text('comment').notNull().default(''),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    breached: boolean('breached').notNull().default(false),
  },
  (t) => [index('quota_request_steps_request').on(t.requestId, t.id)],
);
