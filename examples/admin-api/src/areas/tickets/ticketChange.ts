import type { ticketRoutes } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { isAdminOf } from '../../access/access';
import { auditChanges, audited } from '../../audit/record';
import type { RequestContext } from '../../env';
import { ApiError, invalid } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import { slaFields, slaPauseAfter } from '../sla';
import { slaPolicies } from '../sla/tables';
import { users } from '../users/tables';
import { ticketHistory, tickets } from './tables';
import { adminsOf, notifyTicketPeople, scopeOfTicket } from './ticketAudience';

type Row = typeof tickets.$inferSelect;
type Change = BodyOf<typeof ticketRoutes.update>;

const DONE = new Set<Row['status']>(['RESOLVED', 'CLOSED']);
/** What a requester who does not work the ticket may change. */
const REQUESTER_FIELDS = new Set(['subject', 'description', 'status']);

/**
 * Applies a change to a ticket: checks who may change what, keeps the resolution time and the SLA
 * fields in step (the resolution clock pauses while the ticket waits on its requester), writes the
 * history and tells the people involved. A requester may edit the text and close or reopen; the admins
 * of its scope (and above) may change everything. `followsReply` marks the server's own move of a
 * waiting ticket back to work when its requester replies: no permission check, same history.
 */
export async function changeTicket(v: RequestContext, row: Row, body: Change, { followsReply = false } = {}) {
  const { db, clock, notifier } = v.services;
  const { access } = v;
  const scope = scopeOfTicket(row);
  const works = followsReply || isAdminOf(access, scope);
  if (!works) {
    const refused = Object.keys(body).filter((k) => !REQUESTER_FIELDS.has(k));
    if (refused.length > 0)
      throw new ApiError(403, `Only the people who work this ticket change its ${refused.join(', ')}`);
    if (body.status !== undefined && !['CLOSED', 'OPEN'].includes(body.status))
      throw new ApiError(403, 'A requester may only close or reopen a ticket');
  }
  const names = new Map<number, string>();
  if (body.assigneeId !== undefined && body.assigneeId !== null) {
    if (!(await adminsOf(db, scope)).includes(body.assigneeId))
      throw invalid({ assigneeId: 'Must be someone who works tickets of this scope' });
  }
  if (body.slaPolicyId !== undefined && body.slaPolicyId !== null) {
    const [policy] = await db.select().from(slaPolicies).where(eq(slaPolicies.id, body.slaPolicyId));
    if (!policy || policy.organizationId !== row.organizationId)
      throw invalid({ slaPolicyId: 'Must be an SLA policy of the ticket’s organization' });
  }
  const ids = [row.assigneeId, body.assigneeId].filter((x): x is number => typeof x === 'number');
  if (ids.length > 0) {
    for (const u of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)))
      names.set(u.id, u.name);
  }

  const now = clock.now();
  const next: Row = { ...row, ...body, updatedAt: now } as Row;
  if (body.status !== undefined && DONE.has(body.status) && row.resolvedAt === null) next.resolvedAt = now;
  if (body.status !== undefined && !DONE.has(body.status)) next.resolvedAt = null;
  const policyId = next.slaPolicyId;
  const [policy] = policyId ? await db.select().from(slaPolicies).where(eq(slaPolicies.id, policyId)) : [];
  const pause = slaPauseAfter(policy, row, next.status, now);
  const sla = slaFields(policy, { ...next, ...pause }, now);
  const changes = auditChanges(row, body);
  const resource = { kind: 'TICKET' as const, id: row.id, name: row.subject };
  await audited(
    v,
    () => changes && { action: 'UPDATE', resource, scope, changes },
    (tx) =>
      tx
        .update(tickets)
        .set({ ...body, resolvedAt: next.resolvedAt, updatedAt: now, ...pause, ...sla })
        .where(eq(tickets.id, row.id)),
  );

  const history: (typeof ticketHistory.$inferInsert)[] = [];
  const record = (field: 'STATUS' | 'ASSIGNEE' | 'PRIORITY', from: string | null, to: string | null) => {
    if (from !== to)
      history.push({ ticketId: row.id, field, fromValue: from, toValue: to, actorId: access.userId, at: now });
  };
  if (body.status !== undefined) record('STATUS', row.status, body.status);
  if (body.priority !== undefined) record('PRIORITY', row.priority, body.priority);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
  if (body.assigneeId !== undefined) record('ASSIGNEE', nameOf(row.assigneeId), nameOf(body.assigneeId));
  if (history.length > 0) await db.insert(ticketHistory).values(history);

  const stored = { ...next, assigneeId: body.assigneeId !== undefined ? body.assigneeId : row.assigneeId };
  if (body.status !== undefined && body.status !== row.status) {
    const said = notice('ticket.status-changed', { ...stored, status: body.status, scope });
    await notifyTicketPeople(db, notifier, stored, said, { except: access.userId });
  }
  if (body.assigneeId !== undefined && body.assigneeId !== row.assigneeId) {
    const said = notice('ticket.assigned', { ...stored, assignee: nameOf(body.assigneeId), scope });
    await notifyTicketPeople(db, notifier, stored, said, { except: access.userId });
  }
}
