/** Tickets over HTTP: list, open, read, work, comments, history, assignees and the dashboard (writes in `service.ts`). */
import { ticketRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import type { CsvColumn } from '../../http/csv';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import type { Reconciler } from '../../sim/reconciler';
import { ticketsDashboard } from './dashboard';
import { type TicketDto, ticketDetail, ticketPage, visibleAssignees, visibleHistory, visibleThread } from './queries';
import { commentOnTicket, openTicket, updateTicket } from './service';

/** The columns of the ticket export, in order. */
export const TICKET_CSV: CsvColumn<TicketDto>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'subject', value: (t) => t.subject },
  { header: 'status', value: (t) => t.status },
  { header: 'priority', value: (t) => t.priority },
  { header: 'category', value: (t) => t.category },
  { header: 'requester_name', value: (t) => t.requester.name },
  { header: 'requester_email', value: (t) => t.requester.email },
  { header: 'assignee_name', value: (t) => t.assignee?.name },
  { header: 'assignee_email', value: (t) => t.assignee?.email },
  { header: 'organization', value: (t) => t.organizationName },
  { header: 'branch', value: (t) => t.branchName },
  { header: 'project', value: (t) => t.projectName },
  { header: 'sla_policy', value: (t) => t.slaPolicyName },
  { header: 'first_response_due_at', value: (t) => t.firstResponseDueAt },
  { header: 'resolution_due_at', value: (t) => t.resolutionDueAt },
  { header: 'first_responded_at', value: (t) => t.firstRespondedAt },
  { header: 'resolved_at', value: (t) => t.resolvedAt },
  { header: 'first_response_breached', value: (t) => t.firstResponseBreached },
  { header: 'resolution_breached', value: (t) => t.resolutionBreached },
  { header: 'created_at', value: (t) => t.createdAt },
  { header: 'updated_at', value: (t) => t.updatedAt },
];

/** Registers the ticket routes of the contract; `slaClock` is woken when due times move. */
export function registerTicketRoutes(app: OpenAPIHono<AppEnv>, slaClock: Reconciler) {
  resourceRoutes(app, routes, {
    noun: 'Ticket',
    list: ({ services, access }, q) => ticketPage(services.db, access, q, services.reads),
    detail: ({ services, access }, id) => ticketDetail(services.db, access, id),
    create: (v, body) => openTicket(v, body, slaClock),
    update: (v, id, body) => updateTicket(v, id, body, slaClock),
    export: { route: routes.export, name: 'tickets', columns: TICKET_CSV },
    actions: [
      operation(routes.dashboard, ({ services, scope }, { query }) =>
        ticketsDashboard(services.db, scope, services.clock.now(), query),
      ),
      operation(routes.comments, (v, { params }) => visibleThread(v, params.id)),
      operation(routes.addComment, (v, { params, body }) => commentOnTicket(v, params.id, body.body, slaClock)),
      operation(routes.history, (v, { params }) => visibleHistory(v, params.id)),
      operation(routes.assignees, (v, { params }) => visibleAssignees(v, params.id)),
    ],
  });
}
