/** Tickets over HTTP: list, open, read, work, comments, history, assignees and the dashboard (writes in `service.ts`). */
import { ticketRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import type { Reconciler } from '../../sim/reconciler';
import { ticketsDashboard } from './dashboard';
import { ticketDetail, ticketPage, visibleAssignees, visibleHistory, visibleThread } from './queries';
import { commentOnTicket, openTicket, updateTicket } from './service';

/** Registers the ticket routes of the contract; `slaClock` is woken when due times move. */
export function registerTicketRoutes(app: OpenAPIHono<AppEnv>, slaClock: Reconciler) {
  resourceRoutes(app, routes, {
    noun: 'Ticket',
    list: ({ services, access }, q) => ticketPage(services.db, access, q),
    detail: ({ services, access }, id) => ticketDetail(services.db, access, id),
    create: (v, body) => openTicket(v, body, slaClock),
    update: (v, id, body) => updateTicket(v, id, body, slaClock),
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
