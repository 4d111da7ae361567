import { ticketRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Access, isAdminOf } from '../../access/access';
import { slaPolicies, ticketComments, ticketHistory, tickets, users } from '../../db/schema';
import type { AppEnv } from '../../env';
import { ApiError, invalid, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import { notice } from '../../notify/messages';
import type { Reconciler } from '../../sim/reconciler';
import { PAUSING_STATUS, slaFields } from '../sla/slaFields';
import { ticketsDashboard } from './dashboard';
import { ticketDetail, ticketPage, visibleTickets } from './queries';
import { adminsOf, notifyTicketPeople, scopeOfTicket } from './ticketAudience';
import { changeTicket } from './ticketChange';

type Vars = AppEnv['Variables'];

/** The stored ticket if the caller may see it; 404 otherwise (a ticket that is not yours does not exist for you). */
export async function visibleTicket(v: Vars, id: number) {
  const [row] = await v.services.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTickets(v.access)));
  if (!row) throw notFound('Ticket');
  return row;
}

/** The organization's default SLA policy (the oldest one marked default). */
async function defaultPolicy(v: Vars, organizationId: number) {
  const [policy] = await v.services.db
    .select()
    .from(slaPolicies)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.isDefault, true)))
    .orderBy(asc(slaPolicies.id))
    .limit(1);
  return policy;
}

const actorName = (access: Access) => access.name || access.email;

/** Tickets: list, open, read, work, comments, history, assignees and the dashboard. */
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

  app.openapi(guarded(routes.create), async (c) => {
    const body = c.req.valid('json');
    const { scope, access } = c.var;
    const { db, clock, notifier } = c.var.services;
    if (scope.level === 'global') throw invalid({ organizationId: 'Required' });
    if (scope.organizationId !== body.organizationId)
      throw invalid({ organizationId: 'Must be the organization of the branch or project' });
    if (body.branchId !== undefined && scope.level !== 'organization' && scope.branchId !== body.branchId)
      throw invalid({ branchId: 'Must be the branch of the project' });
    const now = clock.now();
    const policy = await defaultPolicy(c.var, scope.organizationId);
    const base = {
      subject: body.subject,
      description: body.description,
      category: body.category,
      priority: body.priority,
      status: 'OPEN' as const,
      requesterId: access.userId,
      organizationId: scope.organizationId,
      branchId: scope.level === 'organization' ? null : scope.branchId,
      projectId: scope.level === 'project' ? scope.projectId : null,
      relatedKind: body.related?.kind ?? null,
      relatedId: body.related?.id ?? null,
      relatedName: body.related?.name ?? null,
      slaPolicyId: policy?.id ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const sla = slaFields(policy, { ...base, firstRespondedAt: null, resolvedAt: null }, now);
    const [row] = await db
      .insert(tickets)
      .values({ ...base, ...sla })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await slaClock.poke();
    const opened = notice('ticket.opened', { ...row, requester: actorName(access), scope: scopeOfTicket(row) });
    await notifyTicketPeople(db, notifier, row, opened, { admins: true, except: access.userId });
    const detail = await ticketDetail(db, access, row.id);
    if (!detail) throw notFound('Ticket');
    return c.json(detail, 201);
  });

  app.openapi(guarded(routes.get), async (c) => {
    const detail = await ticketDetail(c.var.services.db, c.var.access, c.req.valid('param').id);
    if (!detail) throw notFound('Ticket');
    return c.json(detail, 200);
  });

  app.openapi(guarded(routes.update), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    await changeTicket(c.var, row, c.req.valid('json'));
    await slaClock.poke();
    const detail = await ticketDetail(c.var.services.db, c.var.access, row.id);
    if (!detail) throw notFound('Ticket');
    return c.json(detail, 200);
  });

  const author = alias(users, 'author');
  app.openapi(guarded(routes.comments), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    const rows = await c.var.services.db
      .select({ comment: ticketComments, author: { id: author.id, name: author.name, email: author.email } })
      .from(ticketComments)
      .innerJoin(author, eq(author.id, ticketComments.authorId))
      .where(eq(ticketComments.ticketId, row.id))
      .orderBy(asc(ticketComments.id));
    const thread = rows.map(({ comment: m, author: a }) => ({
      id: m.id,
      ticketId: m.ticketId,
      author: a,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    }));
    return c.json(thread, 200);
  });

  app.openapi(guarded(routes.addComment), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    const { access } = c.var;
    const { db, clock, notifier } = c.var.services;
    const now = clock.now();
    const [comment] = await db
      .insert(ticketComments)
      .values({ ticketId: row.id, authorId: access.userId, body: c.req.valid('json').body, createdAt: now })
      .returning();
    if (!comment) throw new Error('insert returned nothing');
    // The first comment of someone who works the ticket is its first response.
    const works = isAdminOf(access, scopeOfTicket(row)) && access.userId !== row.requesterId;
    if (works && row.firstRespondedAt === null) {
      const [policy] = row.slaPolicyId
        ? await db.select().from(slaPolicies).where(eq(slaPolicies.id, row.slaPolicyId))
        : [];
      const sla = slaFields(policy, { ...row, firstRespondedAt: now }, now);
      await db
        .update(tickets)
        .set({ firstRespondedAt: now, updatedAt: now, ...sla })
        .where(eq(tickets.id, row.id));
      await slaClock.poke();
    } else if (access.userId === row.requesterId && row.status === PAUSING_STATUS) {
      // The requester answered: the ticket goes back to work and its resolution clock runs again.
      await changeTicket(c.var, row, { status: 'IN_PROGRESS' }, { followsReply: true });
      await slaClock.poke();
    } else {
      await db.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, row.id));
    }
    const said = notice('ticket.commented', { ...row, author: actorName(access), scope: scopeOfTicket(row) });
    await notifyTicketPeople(db, notifier, row, said, { admins: row.assigneeId === null, except: access.userId });
    return c.json(
      {
        id: comment.id,
        ticketId: row.id,
        author: { id: access.userId, name: actorName(access), email: access.email },
        body: comment.body,
        createdAt: now.toISOString(),
      },
      201,
    );
  });

  const actor = alias(users, 'actor');
  app.openapi(guarded(routes.history), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    const rows = await c.var.services.db
      .select({ h: ticketHistory, actor: { id: actor.id, name: actor.name, email: actor.email } })
      .from(ticketHistory)
      .leftJoin(actor, eq(actor.id, ticketHistory.actorId))
      .where(eq(ticketHistory.ticketId, row.id))
      .orderBy(asc(ticketHistory.id));
    return c.json(
      rows.map(({ h, actor: a }) => ({
        id: h.id,
        field: h.field,
        from: h.fromValue,
        to: h.toValue,
        actor: a,
        at: h.at.toISOString(),
      })),
      200,
    );
  });

  app.openapi(guarded(routes.assignees), async (c) => {
    const row = await visibleTicket(c.var, c.req.valid('param').id);
    const { db } = c.var.services;
    if (!isAdminOf(c.var.access, scopeOfTicket(row)))
      throw new ApiError(403, 'Only the people who work this ticket see who may');
    const ids = await adminsOf(db, scopeOfTicket(row));
    if (ids.length === 0) return c.json([], 200);
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.name), desc(users.id));
    return c.json(rows, 200);
  });
}
