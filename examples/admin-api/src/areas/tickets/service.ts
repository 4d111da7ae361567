/**
 * Every change to a ticket: those a caller asks for (opening one, changing it — `ticketChange.ts` checks
 * who may change what and writes the history — and commenting), each keeping the SLA fields in step and
 * waking the SLA clock, and the breaches the SLA clock (`sla/slaClock.ts`) finds. Each tells the people
 * involved.
 */
import type { ticketRoutes } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type Access, isAdminOf } from '../../access/access';
import { auditChanges, audited } from '../../audit/record';
import type { RequestContext } from '../../env';
import { invalid, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import type { JobContext, SystemActor } from '../../services/actor';
import type { Due, Reconciler } from '../../sim/reconciler';
import { PAUSING_STATUS, slaFields } from '../sla';
import { slaPolicies } from '../sla/tables';
import { ticketDetail, visibleTicket } from './queries';
import { relatedInScope } from './relatedResource';
import { ticketComments, tickets } from './tables';
import { notifyTicketPeople, scopeOfTicket } from './ticketAudience';
import { changeTicket } from './ticketChange';

/** The organization's default SLA policy (the oldest one marked default). */
async function defaultPolicy(v: RequestContext, organizationId: number) {
  const [policy] = await v.services.db
    .select()
    .from(slaPolicies)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.isDefault, true)))
    .orderBy(asc(slaPolicies.id))
    .limit(1);
  return policy;
}

const actorName = (access: Access) => access.name || access.email;

/** The ticket as answered after a change. */
async function answer(v: RequestContext, id: number) {
  const detail = await ticketDetail(v.services.db, v.access, id);
  if (!detail) throw notFound('Ticket');
  return detail;
}

/** Opens a ticket at the caller's scope, with due times from the organization's default policy; answers it. */
export async function openTicket(v: RequestContext, body: BodyOf<typeof ticketRoutes.create>, slaClock: Reconciler) {
  const { scope, access } = v;
  const { db, clock, notifier } = v.services;
  if (scope.level === 'global') throw invalid({ organizationId: 'Required' });
  if (scope.organizationId !== body.organizationId)
    throw invalid({ organizationId: 'Must be the organization of the branch or project' });
  if (body.branchId !== undefined && scope.level !== 'organization' && scope.branchId !== body.branchId)
    throw invalid({ branchId: 'Must be the branch of the project' });
  const related = await relatedInScope(db, access, scope, body.related);
  const now = clock.now();
  const policy = await defaultPolicy(v, scope.organizationId);
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
    relatedKind: related?.kind ?? null,
    relatedId: related?.id ?? null,
    relatedName: related?.name ?? null,
    slaPolicyId: policy?.id ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const sla = slaFields(policy, { ...base, firstRespondedAt: null, resolvedAt: null }, now);
  const auditOpened = (rows: { id: number; subject: string }[]) => ({
    action: 'CREATE' as const,
    resource: { kind: 'TICKET' as const, id: rows[0]?.id ?? 0, name: body.subject },
    scope,
    changes: auditChanges({}, { subject: body.subject, category: body.category, priority: body.priority }),
  });
  const [row] = await audited(v, auditOpened, (tx) =>
    tx
      .insert(tickets)
      .values({ ...base, ...sla })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  await slaClock.poke();
  const opened = notice('ticket.opened', { ...row, requester: actorName(access), scope: scopeOfTicket(row) });
  await notifyTicketPeople(db, notifier, row, opened, { admins: true, except: access.userId });
  return answer(v, row.id);
}

/** Changes a ticket (see `changeTicket`); answers it. */
export async function updateTicket(
  v: RequestContext,
  id: number,
  body: BodyOf<typeof ticketRoutes.update>,
  slaClock: Reconciler,
) {
  const row = await visibleTicket(v, id);
  await changeTicket(v, row, body);
  await slaClock.poke();
  return answer(v, row.id);
}

/**
 * Adds a comment. The first comment of someone who works the ticket is its first response; the
 * requester answering a ticket that waits on them sends it back to work. Answers the comment.
 */
export async function commentOnTicket(v: RequestContext, id: number, body: string, slaClock: Reconciler) {
  const row = await visibleTicket(v, id);
  const { access } = v;
  const { db, clock, notifier } = v.services;
  const now = clock.now();
  const [comment] = await db
    .insert(ticketComments)
    .values({ ticketId: row.id, authorId: access.userId, body, createdAt: now })
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
    await changeTicket(v, row, { status: 'IN_PROGRESS' }, { followsReply: true });
    await slaClock.poke();
  } else {
    await db.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, row.id));
  }
  const said = notice('ticket.commented', { ...row, author: actorName(access), scope: scopeOfTicket(row) });
  await notifyTicketPeople(db, notifier, row, said, { admins: row.assigneeId === null, except: access.userId });
  return {
    id: comment.id,
    ticketId: row.id,
    author: { id: access.userId, name: actorName(access), email: access.email },
    body: comment.body,
    createdAt: now.toISOString(),
  };
}

/**
 * Brings a ticket's SLA fields up to `due.now` under its policy: a due time that has passed is flagged
 * breached (first response, then resolution), and the requester, the assignee and the scope's admins
 * are told of each new breach. The next due time is when the clock looks again.
 */
export async function recordSlaBreaches(
  { db, notifier }: JobContext,
  due: Due<typeof tickets>,
  policy: typeof slaPolicies.$inferSelect | undefined,
  _by: SystemActor,
) {
  const { row, now } = due;
  const next = slaFields(policy, row, now);
  const newly = [
    ...(next.firstResponseBreached && !row.firstResponseBreached ? (['first response'] as const) : []),
    ...(next.resolutionBreached && !row.resolutionBreached ? (['resolution'] as const) : []),
  ];
  const stored = await due.store(next, next.slaNextAt);
  if (!stored) return;
  for (const what of newly) {
    const breached = notice('ticket.breached', { ...stored, what, scope: scopeOfTicket(stored) });
    await notifyTicketPeople(db, notifier, stored, breached, { admins: true });
  }
}
