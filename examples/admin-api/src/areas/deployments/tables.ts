/** Tables of model serving: deployments and what hangs off them (versions, keys, timeline, permissions, uptime windows). */
import {
  type DeploymentConfig,
  deploymentAccessValues,
  deploymentStatusValues,
  queueReasonValues,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { projects } from '../projects/tables';
import { users } from '../users/tables';

type Config = z.output<typeof DeploymentConfig>;
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An inference deployment. `status` moves by itself (the inferencing reconciler) at `nextAt`: a
 * rollout finishing, or the next change of its uptime schedule. `config` is the active version's.
 */
export const inferenceDeployments = pgTable(
  'inference_deployments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: deploymentStatusValues }).notNull(),
    statusReason: text('status_reason'),
    config: jsonb('config').$type<Config>().notNull(),
    activeVersion: integer('active_version').notNull().default(1),
    requestCount: integer('request_count').notNull().default(0),
    totalLatencyMs: doublePrecision('total_latency_ms').notNull().default(0),
    lastRequestAt: at('last_request_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    nextAt: at('next_at'),
    /** Why a QUEUED deployment waits (see `capacity/admission.ts`). */
    queueReason: text('queue_reason', { enum: queueReasonValues }),
    /** When it joined the capacity queue: its place among the queued notebooks and deployments. */
    queuedAt: at('queued_at'),
  },
  (t) => [
    unique('inference_deployments_project_name').on(t.projectId, t.name),
    index('inference_deployments_next_at').on(t.nextAt).where(sql`${t.nextAt} is not null`),
    index('inference_deployments_queued_at').on(t.queuedAt).where(sql`${t.queuedAt} is not null`),
    // The list's orders within a project (migration 0018), ties broken by id descending: each order is one
    // index walked one way (by name: the unique index above, names being unique in a project).
    index('inference_deployments_project').on(t.projectId, t.id),
    index('inference_deployments_created').on(t.projectId, t.createdAt, t.id),
    index('inference_deployments_created_asc').on(t.projectId, t.createdAt, t.id.desc().nullsFirst()),
    index('inference_deployments_name').on(t.projectId, t.name, t.id),
    index('inference_deployments_name_asc').on(t.projectId, t.name, t.id.desc().nullsFirst()),
  ],
);

const deploymentRef = () =>
  integer('deployment_id')
    .notNull()
    .references(() => inferenceDeployments.id, { onDelete: 'cascade' });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** Every serving configuration a deployment has had; one of them is active. */
export const inferenceVersions = pgTable(
  'inference_versions',
  {
    id: serial('id').primaryKey(),
    deploymentId: deploymentRef(),
    number: integer('number').notNull(),
    config: jsonb('config').$type<Config>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('inference_versions_number').on(t.deploymentId, t.number)],
);

/** API keys of a deployment: only a SHA-256 hash of the secret is kept. */
export const inferenceKeys = pgTable(
  'inference_keys',
  {
    id: serial('id').primaryKey(),
    deploymentId: deploymentRef(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    /** A short-lived key stops working then; null lasts until revoked. */
    expiresAt: at('expires_at'),
  },
  (t) => [unique('inference_keys_deployment_name').on(t.deploymentId, t.name)],
);

/** The timeline: who did what to a deployment, and when (`actorId` null: the platform). */
export const inferenceEvents = pgTable(
  'inference_events',
  {
    id: serial('id').primaryKey(),
    deploymentId: deploymentRef(),
    at: at('at').notNull(),
    actorId: userRef('actor_id'),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
  },
  (t) => [index('inference_events_deployment').on(t.deploymentId, t.id)],
);

/** Which project users may call or manage a deployment. */
export const inferencePermissions = pgTable(
  'inference_permissions',
  {
    deploymentId: deploymentRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: deploymentAccessValues }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deploymentId, t.userId] })],
);

/** Weekly uptime windows of a deployment. */
export const inferenceSchedules = pgTable(
  'inference_schedules',
  {
    id: serial('id').primaryKey(),
    deploymentId: deploymentRef(),
    weekDays: jsonb('week_days').$type<('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[]>().notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('inference_schedules_deployment').on(t.deploymentId)],
);

/**
 * What a deployment's inference endpoint answered, per minute: calls, errors, the latency sum and a
 * latency histogram (`metrics/histogram.ts` fixes its buckets), so percentiles of any range can be estimated.
 */
export const inferenceMetrics = pgTable(
  'inference_metrics',
  {
    deploymentId: deploymentRef(),
    minute: at('minute').notNull(),
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    latencySumMs: doublePrecision('latency_sum_ms').notNull().default(0),
    histogram: integer('histogram').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deploymentId, t.minute] })],
);
