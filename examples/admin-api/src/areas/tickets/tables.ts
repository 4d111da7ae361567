import {
  relatedResourceKindValues,
  ticketCategoryValues,
  ticketChangeFieldValues,
  ticketPriorityValues,
  ticketStatusValues,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { slaPolicies } from '../sla/tables';
import { users } from '../users/tables';

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
