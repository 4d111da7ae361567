import { eq } from 'drizzle-orm';
import { isAdminOf, loadAccesses, priorityOn, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { concernedUsers, type Notifier, type ScopedNotificationInput } from '../../notify/notifier';
import { ticketComments, type tickets } from './tables';

type TicketRow = Pick<
  typeof tickets.$inferSelect,
  'id' | 'organizationId' | 'branchId' | 'projectId' | 'requesterId' | 'assigneeId'
>;

/** The scope a ticket belongs to: its project, else its branch, else its organization. */
export function scopeOfTicket(t: Omit<TicketRow, 'id' | 'requesterId' | 'assigneeId'>): Scope {
  if (t.projectId !== null && t.branchId !== null)
    return { level: 'project', organizationId: t.organizationId, branchId: t.branchId, projectId: t.projectId };
  if (t.branchId !== null) return { level: 'branch', organizationId: t.organizationId, branchId: t.branchId };
  return { level: 'organization', organizationId: t.organizationId };
}

/** The admins of a scope and above (super admins included): who works its tickets. */
export async function adminsOf(db: Db, scope: Scope): Promise<number[]> {
  const candidates = await concernedUsers(db, scope);
  const accesses = await loadAccesses(db, candidates);
  return candidates.filter((id) => {
    const access = accesses.get(id);
    return access !== undefined && isAdminOf(access, scope);
  });
}

/**
 * Tells the people involved in a ticket: its requester, its assignee and everyone who commented, plus
 * the admins of its scope when `admins` is set, never the one who acted. Each gets the link to the
 * ticket in the module their role on its scope opens.
 */
export async function notifyTicketPeople(
  db: Db,
  notifier: Notifier,
  ticket: TicketRow,
  { link, ...input }: ScopedNotificationInput,
  o: { admins?: boolean; except?: number } = {},
) {
  const scope = scopeOfTicket(ticket);
  const commenters = await db
    .selectDistinct({ id: ticketComments.authorId })
    .from(ticketComments)
    .where(eq(ticketComments.ticketId, ticket.id));
  const people = new Set([
    ticket.requesterId,
    ...(ticket.assigneeId !== null ? [ticket.assigneeId] : []),
    ...commenters.map((c) => c.id),
    ...(o.admins ? await adminsOf(db, scope) : []),
  ]);
  if (o.except !== undefined) people.delete(o.except);
  const accesses = await loadAccesses(db, [...people]);
  const byLink = new Map<string | null, number[]>();
  for (const id of people) {
    const access = accesses.get(id);
    if (!access) continue;
    const target = typeof link === 'function' ? link(priorityOn(access, scope)) : (link ?? null);
    byLink.set(target, [...(byLink.get(target) ?? []), id]);
  }
  for (const [target, ids] of byLink) await notifier.notify(ids, { ...input, link: target });
}
