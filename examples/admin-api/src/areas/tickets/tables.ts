import {
  relatedResourceKindValues,
  ticketCategoryValues,
  ticketChangeFieldValues,
  ticketPriorityValues,
  ticketStatusValues,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { slaPolicies } from '../sla/tables';
import { users } from '../users/tables';

/** A ticket priority's rank, critical first: the list's PRIORITY order, and an index on it. */
export const ticketPriorityRank = (priority: AnyPgColumn) =>
  sql`(case ${priority} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end)`;

/** A support ticket; its SLA due times and breach flags are kept by the server from its policy. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ticketCategoryValues }).notNull(),
    priority: text('priority', { enum: ticketPriorityValues }).notNull(),
    status: text('status', { enum: ticketStatusValues }).notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    relatedKind: text('related_kind', { enum: relatedResourceKindValues }),
    relatedId: integer('related_id'),
    relatedName: text('related_name'),
    slaPolicyId: integer('sla_policy_id').references(() => slaPolicies.id, { onDelete: 'set null' }),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    firstResponseBreached: boolean('first_response_breached').notNull().default(false),
    resolutionBreached: boolean('resolution_breached').notNull().default(false),
    /** Since when the resolution clock is paused: the ticket waits on its requester. */
    slaPausedSince: timestamp('sla_paused_since', { withTimezone: true }),
    /** Business minutes the resolution clock spent paused in earlier waits; due times move by them. */
    slaPausedMinutes: doublePrecision('sla_paused_minutes').notNull().default(0),
    /** When the SLA clock looks at the ticket next (the earliest due time not yet met or flagged). */
    slaNextAt: timestamp('sla_next_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_org').on(t.organizationId, t.id),
    index('tickets_requester').on(t.requesterId),
    index('tickets_sla_next').on(t.slaNextAt).where(sql`${t.slaNextAt} is not null`),
    // The list's orders (migration 0018), ties broken by id descending: each order is one index walked one
    // way. Priority sorts by its rank (critical first), the due time with tickets without one last.
    index('tickets_created').on(t.createdAt, t.id),
    index('tickets_created_asc').on(t.createdAt, t.id.desc().nullsFirst()),
    index('tickets_priority').on(ticketPriorityRank(t.priority), t.id),
    index('tickets_priority_asc').on(ticketPriorityRank(t.priority), t.id.desc().nullsFirst()),
    index('tickets_due').on(t.resolutionDueAt.asc().nullsFirst(), t.id),
    index('tickets_due_asc').on(t.resolutionDueAt.asc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

/** A plain-text comment on a ticket. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket').on(t.ticketId, t.id)],
);

/** A change of a ticket's status, priority or assignee. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ticketChangeFieldValues }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_history_ticket').on(t.ticketId, t.id)],
);
