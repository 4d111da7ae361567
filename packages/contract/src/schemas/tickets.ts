import { z } from '@hono/zod-openapi';
import { pageOf } from './common';
import { TicketPriority } from './sla';

export const ticketStatusValues = ['OPEN', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
export const TicketStatus = z.enum(ticketStatusValues).openapi('TicketStatus');
export const ticketCategoryValues = ['INCIDENT', 'QUESTION', 'ACCESS', 'QUOTA', 'BILLING', 'OTHER'] as const;
export const TicketCategory = z.enum(ticketCategoryValues).openapi('TicketCategory');
export const relatedResourceKindValues = ['DEPLOYMENT', 'NOTEBOOK', 'PROJECT_SERVICE'] as const;
export const RelatedResourceKind = z.enum(relatedResourceKindValues).openapi('RelatedResourceKind');

/** A person on a ticket: requester, assignee, comment author. */
export const TicketPerson = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .openapi('TicketPerson');

/** What a ticket is about besides its scope: a deployment, a notebook ... (its name as given when opened). */
export const RelatedResource = z
  .object({ kind: RelatedResourceKind, id: z.number().int(), name: z.string() })
  .openapi('RelatedResource');

/** `schema` or null; `.nullable()` on a named schema renders a wrong OpenAPI 3.1 document. */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** A support ticket as listed and shown. Due times and breach flags are the server's, from the SLA policy. */
export const Ticket = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    description: z.string(),
    category: TicketCategory,
    priority: TicketPriority,
    status: TicketStatus,
    requester: TicketPerson,
    assignee: orNull(TicketPerson),
    organizationId: z.number().int(),
    organizationName: z.string(),
    branchId: z.number().int().nullable(),
    branchName: z.string().nullable(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    related: orNull(RelatedResource),
    slaPolicyId: z.number().int().nullable(),
    slaPolicyName: z.string().nullable(),
    firstResponseDueAt: z.string().nullable(),
    resolutionDueAt: z.string().nullable(),
    firstRespondedAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    firstResponseBreached: z.boolean(),
    resolutionBreached: z.boolean(),
    /**
     * Since when the resolution clock is paused because the ticket waits on its requester; null while
     * it runs. The resolution due time moves on by the business time spent waiting.
     */
    slaPausedSince: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the caller works the ticket (an admin of its scope or above): assign, change status. */
    canWork: z.boolean(),
  })
  .openapi('Ticket');
export const TicketPage = pageOf(Ticket, 'TicketPage');

/** A comment on a ticket; the body is plain text. */
export const TicketComment = z
  .object({
    id: z.number().int(),
    ticketId: z.number().int(),
    author: TicketPerson,
    body: z.string(),
    createdAt: z.string(),
  })
  .openapi('TicketComment');

/** What a ticket's history records a change of. */
export const ticketChangeFieldValues = ['STATUS', 'ASSIGNEE', 'PRIORITY'] as const;

/** One change of a ticket's status or assignee. */
export const TicketHistoryEntry = z
  .object({
    id: z.number().int(),
    field: z.enum(ticketChangeFieldValues),
    /** The value before (a status, a priority or a person's name); null when there was none. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    actor: orNull(TicketPerson),
    at: z.string(),
  })
  .openapi('TicketHistoryEntry');

/** One day of the dashboard's trend. */
export const TicketTrendPoint = z
  .object({ date: z.string(), opened: z.number().int(), resolved: z.number().int(), breached: z.number().int() })
  .openapi('TicketTrendPoint');

/** The ticket dashboard of a scope (and below). */
export const TicketDashboard = z
  .object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    open: z.number().int(),
    breached: z.number().int(),
    openBreached: z.number().int(),
    byStatus: z.array(z.object({ status: TicketStatus, count: z.number().int() })),
    byPriority: z.array(z.object({ priority: TicketPriority, count: z.number().int() })),
    /** Mean wall-clock minutes from opening to first response / to resolution, of tickets opened in the range. */
    meanFirstResponseMinutes: z.number().nullable(),
    meanResolutionMinutes: z.number().nullable(),
    trend: z.array(TicketTrendPoint),
  })
  .openapi('TicketDashboard');
