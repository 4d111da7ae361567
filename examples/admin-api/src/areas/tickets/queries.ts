import type { Ticket } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Access, isAdminOf } from '../../access/access';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import {
  afterBoundary,
  afterValue,
  type Boundary,
  cachedTotal,
  type ListSort,
  lastBoundary,
  outlineOf,
  pageIdsOf,
  seekingPage,
} from '../../db/keyset';
import { rowsByIds } from '../../db/rowsByIds';
import { containing } from '../../db/search';
import type { RequestContext } from '../../env';
import { ApiError, notFound } from '../../http/errors';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { slaPolicies } from '../sla/tables';
import { users } from '../users/tables';
import { ticketComments, ticketHistory, ticketPriorityRank, tickets } from './tables';
import { adminsOf, scopeOfTicket } from './ticketAudience';

export type TicketDto = z.infer<typeof Ticket>;
type Status = TicketDto['status'];
type PriorityName = TicketDto['priority'];

/** SQL condition: tickets the caller opened, or works as an admin of their scope or above. */
export function visibleTickets(access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const admin = access.grants.filter((g) => g.role === 'ADMIN');
  const orgs = admin.filter((g) => g.branchId === null).map((g) => g.organizationId);
  const branchIds = admin.filter((g) => g.branchId !== null && g.projectId === null).map((g) => g.branchId as number);
  const projectIds = admin.filter((g) => g.projectId !== null).map((g) => g.projectId as number);
  return or(
    eq(tickets.requesterId, access.userId),
    orgs.length > 0 ? inArray(tickets.organizationId, orgs) : undefined,
    branchIds.length > 0 ? inArray(tickets.branchId, branchIds) : undefined,
    projectIds.length > 0 ? inArray(tickets.projectId, projectIds) : undefined,
  );
}

/** Narrows to a scope and below: the most specific id given wins. */
export function inScope(f: {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}) {
  if (f.projectId !== undefined) return eq(tickets.projectId, f.projectId);
  if (f.branchId !== undefined) return eq(tickets.branchId, f.branchId);
  if (f.organizationId !== undefined) return eq(tickets.organizationId, f.organizationId);
  return undefined;
}

/** The list's filters (spec section 7 style). */
export interface TicketFilter {
  offset: number;
  limit: number;
  search?: string | undefined;
  sortBy?: 'ID' | 'CREATED_AT' | 'PRIORITY' | 'DUE' | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
  status?: Status | undefined;
  priority?: PriorityName | undefined;
  assigneeId?: number | undefined;
  unassigned?: boolean | undefined;
  breached?: boolean | undefined;
  mine?: boolean | undefined;
}

const priorityRank = ticketPriorityRank(tickets.priority);
const breachedSql = or(eq(tickets.firstResponseBreached, true), eq(tickets.resolutionBreached, true));

/** The conditions of a ticket list, without visibility. */
export function ticketFilterWhere(f: Omit<TicketFilter, 'offset' | 'limit'>, userId: number) {
  const id = f.search && /^#?\d{1,9}$/.test(f.search.trim()) ? Number(f.search.trim().replace('#', '')) : undefined;
  return and(
    inScope(f),
    f.status ? eq(tickets.status, f.status) : undefined,
    f.priority ? eq(tickets.priority, f.priority) : undefined,
    f.assigneeId !== undefined ? eq(tickets.assigneeId, f.assigneeId) : undefined,
    f.unassigned ? isNull(tickets.assigneeId) : undefined,
    f.breached === true ? breachedSql : undefined,
    f.breached === false
      ? and(eq(tickets.firstResponseBreached, false), eq(tickets.resolutionBreached, false))
      : undefined,
    f.mine ? eq(tickets.requesterId, userId) : undefined,
    f.search
      ? or(
          // lower(…) LIKE, as the trigram index of migration 0012 is built on lower(subject).
          sql`lower(${tickets.subject}) like lower(${containing(f.search)})`,
          id !== undefined ? eq(tickets.id, id) : undefined,
        )
      : undefined,
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Someone a ticket names, as the list answers them. */
interface Person {
  id: number;
  name: string;
  email: string;
}
/** node-postgres parses json values; other drivers may hand back the text. */
const personOf = (value: Person | string | null): Person | null =>
  typeof value === 'string' ? (JSON.parse(value) as Person) : value;

/** The ticket list's orders, each ties broken by id descending (migration 0018's indexes). */
function ticketSort(o: Pick<TicketFilter, 'sortBy' | 'sortOrder'>): ListSort {
  const desc = o.sortOrder !== 'ASC';
  if (o.sortBy === 'PRIORITY') return { value: priorityRank, type: 'integer', id: tickets.id, desc };
  if (o.sortBy === 'DUE')
    return { value: tickets.resolutionDueAt, type: 'timestamptz', id: tickets.id, desc, nullsLast: true };
  if (o.sortBy === 'CREATED_AT') return { value: tickets.createdAt, type: 'timestamptz', id: tickets.id, desc };
  return { id: tickets.id, desc };
}

/** Tickets matching `where` that the caller may see, in list order, from `from` on, with their boundary. */
async function details(
  db: Db,
  access: Access,
  where: SQL | undefined,
  o: Pick<TicketFilter, 'sortBy' | 'sortOrder' | 'limit' | 'search'>,
  from: { after: Boundary | undefined; offset: number },
) {
  const sort = ticketSort(o);
  const planned = o.search ? 'for-values' : 'once';
  // The page's ids first, from the tickets alone (an index walked in list order: a deep page skips index
  // entries, not rows with their names), then those rows with their names. The names come from scalar
  // subqueries, not joins: each is planned on its own (six joins cost more to plan than a page to read).
  const ids = (condition: SQL | undefined, order: ListSort, limit: number, offset: number) =>
    pageIdsOf(db, tickets, and(visibleTickets(access), where, condition), order, limit, offset, planned);
  const after = from.after;
  let page: { id: number; sortValue: string | null }[];
  if (sort.nullsLast && sort.value && after && after.value !== null) {
    // After a dated boundary come the later dates, then the undated tickets: two index ranges read apart
    // (one `or` of both would be filtered from the top of the list).
    const wanted = o.limit + from.offset;
    const dated = await ids(afterValue(sort, after), sort, wanted, 0);
    // The undated ones by id descending, their boundary's value null (as the sort value of each is).
    const undated =
      dated.length < wanted
        ? await ids(sql`${sort.value} is null`, { id: tickets.id, desc: true }, wanted - dated.length, 0)
        : [];
    page = [...dated, ...undated].slice(from.offset, wanted);
  } else page = await ids(after ? afterBoundary(sort, after) : undefined, sort, o.limit, from.offset);
  const person = (id: AnyColumn) =>
    sql<
      Person | string | null
    >`(select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from ${users} u where u.id = ${id})`;
  const nameOf = (table: SQL, id: AnyColumn) => sql<string | null>`(select x.name from ${table} x where x.id = ${id})`;
  const found = (
    await rowsByIds<
      typeof tickets,
      {
        organizationName: string | null;
        branchName: string | null;
        projectName: string | null;
        slaPolicyName: string | null;
        requester: Person | string | null;
        assignee: Person | string | null;
      }
    >(
      db,
      tickets,
      page.map((p) => p.id),
      {
        key: 'names',
        extra: {
          organizationName: nameOf(sql`${organizations}`, tickets.organizationId),
          branchName: nameOf(sql`${branches}`, tickets.branchId),
          projectName: nameOf(sql`${projects}`, tickets.projectId),
          slaPolicyName: nameOf(sql`${slaPolicies}`, tickets.slaPolicyId),
          requester: person(tickets.requesterId),
          assignee: person(tickets.assigneeId),
        },
      },
    )
  ).map(({ row, extra }) => ({ t: row, ...extra }));
  const byId = new Map(found.map((r) => [r.t.id, r]));
  // In the page's order; a ticket deleted between the two reads is left out.
  const rows = page.flatMap((p) => byId.get(p.id) ?? []);
  const items: TicketDto[] = rows.map(({ t, ...r }) => ({
    id: t.id,
    subject: t.subject,
    description: t.description,
    category: t.category,
    priority: t.priority,
    status: t.status,
    requester: personOf(r.requester) ?? { id: t.requesterId, name: '', email: '' },
    assignee: personOf(r.assignee),
    organizationId: t.organizationId,
    organizationName: r.organizationName ?? '',
    branchId: t.branchId,
    branchName: r.branchName,
    projectId: t.projectId,
    projectName: r.projectName,
    related:
      t.relatedKind && t.relatedId !== null
        ? { kind: t.relatedKind, id: t.relatedId, name: t.relatedName ?? '' }
        : null,
    slaPolicyId: t.slaPolicyId,
    slaPolicyName: r.slaPolicyName,
    firstResponseDueAt: iso(t.firstResponseDueAt),
    resolutionDueAt: iso(t.resolutionDueAt),
    firstRespondedAt: iso(t.firstRespondedAt),
    resolvedAt: iso(t.resolvedAt),
    firstResponseBreached: t.firstResponseBreached,
    resolutionBreached: t.resolutionBreached,
    slaPausedSince: iso(t.slaPausedSince),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    canWork: isAdminOf(access, scopeOfTicket(t)),
  }));
  return { items, last: lastBoundary(page) };
}

/** What decides which tickets a caller sees: all (super admin), else theirs and their admin roles' scopes. */
const ticketVisibilityKey = (access: Access) =>
  access.isSuperAdmin ? 'all' : [access.userId, access.grants.filter((g) => g.role === 'ADMIN')];

/**
 * A page of the tickets the caller may see: by keyset from the nearest earlier page whose end is known
 * (see `db/keyset.ts`), the total counted once per filter until the tickets change. Only `tickets` moves
 * a page's boundary (the joined names do not order or filter it).
 */
export async function ticketPage(db: Db, access: Access, f: TicketFilter, reads?: ReadCache) {
  const where = ticketFilterWhere(f, access.userId);
  const count = async () => {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(visibleTickets(access), where));
    return counted?.n ?? 0;
  };
  if (!reads) {
    const [page, total] = await Promise.all([
      details(db, access, where, f, { after: undefined, offset: f.offset }),
      count(),
    ]);
    return { items: page.items, total };
  }
  const { sortBy, sortOrder } = f;
  // The filters only, by name: what else the route hands over (the page asked for) must not split the list
  // into one per page, each with its own count.
  const filters = [
    f.search ?? '',
    f.organizationId ?? null,
    f.branchId ?? null,
    f.projectId ?? null,
    f.status ?? null,
    f.priority ?? null,
    f.assigneeId ?? null,
    f.unassigned ?? null,
    f.breached ?? null,
    f.mine ?? null,
  ];
  const key = JSON.stringify(['tickets', ticketVisibilityKey(access), filters]);
  const [items, total] = await Promise.all([
    seekingPage({
      reads,
      key: JSON.stringify([key, sortBy ?? 'ID', sortOrder ?? 'DESC']),
      tables: TICKET_LIST_TABLES,
      offset: f.offset,
      limit: f.limit,
      read: (from) => details(db, access, where, f, from),
      outline: (limit) => outlineOf(db, tickets, and(visibleTickets(access), where), ticketSort(f), limit),
    }),
    cachedTotal(reads, key, TICKET_LIST_TABLES, count),
  ]);
  return { items, total };
}

/** What moves the ticket list's pages and totals. */
const TICKET_LIST_TABLES = ['tickets'] as const;

/** One ticket as the caller sees it; undefined when it does not exist or is not theirs to see. */
export async function ticketDetail(db: Db, access: Access, id: number) {
  const { items } = await details(db, access, eq(tickets.id, id), { limit: 1 }, { after: undefined, offset: 0 });
  return items[0];
}

/** The stored ticket if the caller may see it; 404 otherwise (a ticket that is not yours does not exist for you). */
export async function visibleTicket(v: RequestContext, id: number) {
  const [row] = await v.services.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTickets(v.access)));
  if (!row) throw notFound('Ticket');
  return row;
}

const author = alias(users, 'author');

/** A ticket's comments, oldest first, with their authors. */
export async function threadOf(db: Db, ticketId: number) {
  const rows = await db
    .select({ comment: ticketComments, author: { id: author.id, name: author.name, email: author.email } })
    .from(ticketComments)
    .innerJoin(author, eq(author.id, ticketComments.authorId))
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(asc(ticketComments.id));
  return rows.map(({ comment: m, author: a }) => ({
    id: m.id,
    ticketId: m.ticketId,
    author: a,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  }));
}

const actor = alias(users, 'actor');

/** A ticket's history of changes, oldest first, with who made them. */
export async function historyOf(db: Db, ticketId: number) {
  const rows = await db
    .select({ h: ticketHistory, actor: { id: actor.id, name: actor.name, email: actor.email } })
    .from(ticketHistory)
    .leftJoin(actor, eq(actor.id, ticketHistory.actorId))
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.id));
  return rows.map(({ h, actor: a }) => ({
    id: h.id,
    field: h.field,
    from: h.fromValue,
    to: h.toValue,
    actor: a,
    at: h.at.toISOString(),
  }));
}

/** Who may be assigned a ticket: the admins of its scope and above, by name. */
export async function assigneesOf(db: Db, row: typeof tickets.$inferSelect) {
  const ids = await adminsOf(db, scopeOfTicket(row));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.name), desc(users.id));
}

/** The comments of a ticket the caller may see (404 otherwise). */
export const visibleThread = async (v: RequestContext, id: number) =>
  threadOf(v.services.db, (await visibleTicket(v, id)).id);

/** The history of a ticket the caller may see (404 otherwise). */
export const visibleHistory = async (v: RequestContext, id: number) =>
  historyOf(v.services.db, (await visibleTicket(v, id)).id);

/** Who may be assigned a ticket, for the people who work it only (403 for its requester, 404 for others). */
export async function visibleAssignees(v: RequestContext, id: number) {
  const row = await visibleTicket(v, id);
  if (!isAdminOf(v.access, scopeOfTicket(row)))
    throw new ApiError(403, 'Only the people who work this ticket see who may');
  return assigneesOf(v.services.db, row);
}
