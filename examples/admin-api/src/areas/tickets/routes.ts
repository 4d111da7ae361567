/** Tickets over HTTP: list, open, read, work, comments, history, assignees and the dashboard (writes in `service.ts`). */
import { ticketRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { isAdminOf } from '../../access/access';
import type { AppEnv } from '../../env';
import { ApiError, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import type { Reconciler } from '../../sim/reconciler';
import { ticketsDashboard } from './dashboard';
import { assigneesOf, historyOf, threadOf, ticketDetail, ticketPage, visibleTicket } from './queries';
import { commentOnTicket, openTicket, updateTicket } from './service';
import { scopeOfTicket } from './ticketAudience';

/** Registers the ticket routes of the contract; `slaClock` is woken when due times move. */
export function registerTicketRoutes(app: OpenAPIHono<AppEnv>, slaClock: Reconciler) {
  app.openapi(guarded(routes.dashboard), async (c) => {
    const { from, to } = c.req.valid('query');
    const now = c.var.services.clock.now();
    return c.json(await ticketsDashboard(c.var.services.db, c.var.scope, now, { from, to }), 200);
  });

  app.openapi(guarded(routes.list), async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const page = await ticketPage(c.var.services.db, c.var.access, { ...q, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.create), async (c) => c.json(await openTicket(c.var, c.req.valid('json'), slaClock), 201));

  app.openapi(guarded(routes.get), async (c) => {
    const detail = await ticketDetail(c.var.services.db, c.var.access, c.req.valid('param').id);
    if (!detail) throw notFound('Ticket');
    return c.json(detail, 200);
  });

  app.openapi(guarded(routes.update), async (c) =>
    c.json(await updateTicket(c.var, c.req.valid('param').id, c.req.valid('json'), slaClock), 200),
  );

  app.openapi(guarded(routes.comments), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    return c.json(await threadOf(c.var.services.db, row.id), 200);
  });

  app.openapi(guarded(routes.addComment), async (c) =>
    c.json(await commentOnTicket(c.var, c.req.valid('param').id, c.req.valid('json').body, slaClock), 201),
  );

  app.openapi(guarded(routes.history), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    return c.json(await historyOf(c.var.services.db, row.id), 200);
  });

  app.openapi(guarded(routes.assignees), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    if (!isAdminOf(c.var.access, scopeOfTicket(row)))
      throw new ApiError(403, 'Only the people who work this ticket see who may');
    return c.json(await assigneesOf(c.var.services.db, row), 200);
  });
}
