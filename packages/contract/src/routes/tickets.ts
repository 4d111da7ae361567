import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  csvFile,
  errorResponses,
  IdParams,
  idField,
  json,
  jsonBody,
  pagingQuery,
  queryBool,
  queryId,
  withoutPaging,
} from '../schemas/common';
import { TicketPriority } from '../schemas/sla';
import {
  RelatedResourceKind,
  Ticket,
  TicketCategory,
  TicketComment,
  TicketDashboard,
  TicketHistoryEntry,
  TicketPage,
  TicketPerson,
  TicketStatus,
} from '../schemas/tickets';
import { localDateField } from './sla';

const subjectField = z.string().trim().min(3).max(160);
const ticketText = z.string().trim().max(10_000);
/** A comment's plain-text body. */
export const commentBody = z.string().trim().min(1).max(10_000);

/** Scope ids a list or dashboard narrows to (the most specific given wins). */
const scopeQuery = {
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
};

/** The ticket list's paging, search, sort and filters. */
const ticketListQuery = z.strictObject({
  ...pagingQuery,
  sortBy: z.enum(['ID', 'CREATED_AT', 'PRIORITY', 'DUE']).optional(),
  ...scopeQuery,
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  /** An assignee's user id; `unassigned=true` for tickets without one. */
  assigneeId: queryId.optional(),
  unassigned: queryBool.optional(),
  breached: queryBool.optional(),
  /** Only tickets the caller opened. */
  mine: queryBool.optional(),
});

/** Tickets: list, open, read, work (status, assignee, priority), comments, history, assignees and the dashboard. */
export const ticketRoutes = {
  dashboard: defineRoute({
    operationId: 'tickets.dashboard',
    method: 'get',
    path: '/support/ticket-dashboard',
    summary: 'Counts, SLA breaches, mean response and resolution times and a daily trend for a scope and below',
    request: {
      query: z.strictObject({ ...scopeQuery, from: localDateField.optional(), to: localDateField.optional() }),
    },
    responses: { 200: json(TicketDashboard, 'The dashboard'), ...errorResponses(404) },
  }),
  list: defineRoute({
    operationId: 'tickets.list',
    method: 'get',
    path: '/support/tickets',
    summary: 'Tickets the caller opened or works, in a scope and below',
    request: {
      query: ticketListQuery,
    },
    responses: { 200: json(TicketPage, 'A page of tickets'), ...errorResponses() },
  }),
  export: defineRoute({
    operationId: 'tickets.export',
    method: 'get',
    path: '/support/tickets/export',
    summary: 'Every ticket of the list with its filters, search and sort, streamed as CSV',
    request: { query: ticketListQuery.omit(withoutPaging) },
    responses: { 200: csvFile('The tickets as a CSV file'), ...errorResponses() },
  }),
  create: defineRoute({
    operationId: 'tickets.create',
    method: 'post',
    path: '/support/tickets',
    summary: 'Open a ticket for a scope the caller belongs to',
    request: {
      body: jsonBody(
        z.strictObject({
          organizationId: idField,
          branchId: idField.optional(),
          projectId: idField.optional(),
          subject: subjectField,
          description: ticketText.min(1),
          category: TicketCategory,
          priority: TicketPriority,
          related: z
            .strictObject({
              kind: RelatedResourceKind,
              id: idField,
              name: z.string().trim().max(160),
            })
            .optional(),
        }),
      ),
    },
    responses: { 201: json(Ticket, 'The ticket'), ...errorResponses(404, 413, 415) },
  }),
  get: defineRoute({
    operationId: 'tickets.get',
    method: 'get',
    path: '/support/tickets/{id}',
    summary: 'One ticket',
    request: { params: IdParams },
    responses: { 200: json(Ticket, 'The ticket'), ...errorResponses(404) },
  }),
  update: defineRoute({
    operationId: 'tickets.update',
    method: 'put',
    path: '/support/tickets/{id}',
    summary:
      'Change a ticket: its requester the subject and description (and may close or reopen it); admins of its scope everything',
    request: {
      params: IdParams,
      body: jsonBody(
        z.strictObject({
          subject: subjectField.optional(),
          description: ticketText.min(1).optional(),
          category: TicketCategory.optional(),
          priority: TicketPriority.optional(),
          status: TicketStatus.optional(),
          assigneeId: idField.nullable().optional(),
          slaPolicyId: idField.nullable().optional(),
        }),
      ),
    },
    responses: { 200: json(Ticket, 'The ticket'), ...errorResponses(404, 413, 415) },
  }),
  comments: defineRoute({
    operationId: 'tickets.comments',
    method: 'get',
    path: '/support/tickets/{id}/comments',
    summary: 'The ticket’s thread, oldest first',
    request: { params: IdParams },
    responses: { 200: json(z.array(TicketComment), 'Comments'), ...errorResponses(404) },
  }),
  addComment: defineRoute({
    operationId: 'tickets.addComment',
    method: 'post',
    path: '/support/tickets/{id}/comments',
    summary: 'Comment on a ticket (plain text); an admin’s first comment is the first response',
    request: { params: IdParams, body: jsonBody(z.strictObject({ body: commentBody })) },
    responses: { 201: json(TicketComment, 'The comment'), ...errorResponses(404, 413, 415) },
  }),
  history: defineRoute({
    operationId: 'tickets.history',
    method: 'get',
    path: '/support/tickets/{id}/history',
    summary: 'Changes of the ticket’s status, priority and assignee, oldest first',
    request: { params: IdParams },
    responses: { 200: json(z.array(TicketHistoryEntry), 'History'), ...errorResponses(404) },
  }),
  assignees: defineRoute({
    operationId: 'tickets.assignees',
    method: 'get',
    path: '/support/tickets/{id}/assignees',
    summary: 'The people who may work the ticket (admins of its scope and above)',
    request: { params: IdParams },
    responses: { 200: json(z.array(TicketPerson), 'People'), ...errorResponses(404) },
  }),
};
