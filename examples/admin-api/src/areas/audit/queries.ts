/**
 * Reading the audit log: what a caller may see (admins of a scope see its entries and those below it;
 * super admins everything; members nothing), the filters, and keyset pages newest first, so a page costs
 * the same at any depth of a log of millions.
 */
import type { AuditEntry, auditFilterQuery } from '@console/contract';
import { and, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Access } from '../../access/access';
import type { Db } from '../../db/database';
import { isoText, pageLimit } from '../../db/listText';
import { executePrepared } from '../../db/prepared';
import { containing } from '../../db/search';
import { auditEntries } from './tables';

/** The filters of a reading, as the contract validates them. */
export type AuditFilters = { [K in keyof typeof auditFilterQuery]?: z.output<(typeof auditFilterQuery)[K]> };

/** The entries `access` may read: undefined for all (super admin); `false` SQL for none. */
export function visibleEntries(access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const orgs: number[] = [];
  const branches: number[] = [];
  const projects: number[] = [];
  for (const g of access.grants) {
    if (g.role !== 'ADMIN') continue;
    if (g.projectId !== null) projects.push(g.projectId);
    else if (g.branchId !== null) branches.push(g.branchId);
    else orgs.push(g.organizationId);
  }
  const parts = [
    orgs.length ? inArray(auditEntries.organizationId, orgs) : undefined,
    branches.length ? inArray(auditEntries.branchId, branches) : undefined,
    projects.length ? inArray(auditEntries.projectId, projects) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length === 0 ? sql`false` : or(...parts);
}

/** The condition of the filters (and of what the caller may see). */
export function auditWhere(access: Access, f: AuditFilters): SQL | undefined {
  const resource = f.resource;
  return and(
    visibleEntries(access),
    f.organizationId !== undefined ? eq(auditEntries.organizationId, f.organizationId) : undefined,
    f.branchId !== undefined ? eq(auditEntries.branchId, f.branchId) : undefined,
    f.projectId !== undefined ? eq(auditEntries.projectId, f.projectId) : undefined,
    f.actorId !== undefined ? eq(auditEntries.actorUserId, f.actorId) : undefined,
    f.actor
      ? or(ilike(auditEntries.actorName, containing(f.actor)), ilike(auditEntries.actorEmail, containing(f.actor)))
      : undefined,
    f.resourceKind !== undefined ? eq(auditEntries.resourceKind, f.resourceKind) : undefined,
    resource
      ? or(eq(auditEntries.resourceId, resource), ilike(auditEntries.resourceName, containing(resource)))
      : undefined,
    f.action !== undefined ? eq(auditEntries.action, f.action) : undefined,
    f.from !== undefined ? gte(auditEntries.at, new Date(f.from)) : undefined,
    f.to !== undefined ? lt(auditEntries.at, new Date(f.to)) : undefined,
  );
}

type Row = typeof auditEntries.$inferSelect;

/** One entry as the API answers it. */
export function toAuditEntry(r: Row): z.input<typeof AuditEntry> {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor: { kind: r.actorKind, userId: r.actorUserId, name: r.actorName, email: r.actorEmail, keyId: r.actorKeyId },
    action: r.action as z.input<typeof AuditEntry>['action'],
    resource: {
      kind: r.resourceKind as z.input<typeof AuditEntry>['resource']['kind'],
      id: r.resourceId,
      name: r.resourceName,
    },
    organizationId: r.organizationId,
    branchId: r.branchId,
    projectId: r.projectId,
    changes: r.changes,
    ip: r.ip,
    userAgent: r.userAgent,
  };
}

/** One page, newest first, of entries older than `before` (the previous page's `nextCursor`). */
export async function auditPage(db: Db, access: Access, f: AuditFilters & { before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(auditWhere(access, f), f.before !== undefined ? lt(auditEntries.id, f.before) : undefined))
    .orderBy(desc(auditEntries.id))
    .limit(f.limit + 1);
  const more = rows.length > f.limit;
  const items = (more ? rows.slice(0, f.limit) : rows).map(toAuditEntry);
  return { items, nextCursor: more ? (items[items.length - 1]?.id ?? null) : null };
}

/** A page as the list answers it: its entries' JSON text, written by the database, and the next cursor. */
export interface WrittenAuditPage {
  itemsJson: string;
  nextCursor: number | null;
}

/**
 * The page {@link auditPage} reads, in one prepared statement writing each entry as the API's JSON (as
 * {@link toAuditEntry} maps it), handed on without mapping nor serialising them again: the statement is
 * planned once per connection and shape, and neither drizzle's builder nor the mapping runs per read.
 */
export async function writtenAuditPage(
  db: Db,
  access: Access,
  f: AuditFilters & { before?: number; limit: number },
): Promise<WrittenAuditPage> {
  const where = and(auditWhere(access, f), f.before !== undefined ? lt(auditEntries.id, f.before) : undefined);
  const e = auditEntries;
  const rows = await executePrepared<{ id: number | string; item: string }>(
    db,
    sql`select ${e.id} as "id", json_build_object('id', ${e.id}, 'at', ${isoText('"audit_entries"."at"')},
        'actor', json_build_object('kind', ${e.actorKind}, 'userId', ${e.actorUserId}, 'name', ${e.actorName},
          'email', ${e.actorEmail}, 'keyId', ${e.actorKeyId}),
        'action', ${e.action},
        'resource', json_build_object('kind', ${e.resourceKind}, 'id', ${e.resourceId}, 'name', ${e.resourceName}),
        'organizationId', ${e.organizationId}, 'branchId', ${e.branchId}, 'projectId', ${e.projectId},
        'changes', ${e.changes}, 'ip', ${e.ip}, 'userAgent', ${e.userAgent})::text as "item"
      from ${auditEntries} where ${where ?? sql`true`}
      order by ${e.id} desc limit ${pageLimit(f.limit + 1)}`,
  );
  const more = rows.length > f.limit;
  const page = more ? rows.slice(0, f.limit) : rows;
  const last = page[page.length - 1];
  return {
    itemsJson: `[${page.map((r) => r.item).join(',')}]`,
    nextCursor: more && last ? Number(last.id) : null,
  };
}

/** Entries newer than `after`, oldest first (what a live stream has not sent yet). */
export async function auditEntriesAfter(db: Db, access: Access, f: AuditFilters, after: number, limit = 500) {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(auditWhere(access, f), gt(auditEntries.id, after)))
    .orderBy(auditEntries.id)
    .limit(limit);
  return rows.map(toAuditEntry);
}

/** The newest entry's id (0 for an empty log): where a live stream starts. */
export async function latestAuditId(db: Db): Promise<number> {
  const [row] = await db.select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
  return row?.id ?? 0;
}

/**
 * Every matching entry, newest first, in keyset chunks of `chunk`: the export reads the log a chunk at a
 * time while it writes, so no whole result is ever held in memory.
 */
export async function* auditChunks(db: Db, access: Access, f: AuditFilters, chunk = 500) {
  let before: number | undefined;
  for (;;) {
    const page = await auditPage(db, access, { ...f, ...(before !== undefined ? { before } : {}), limit: chunk });
    if (page.items.length > 0) yield page.items;
    if (page.nextCursor === null) return;
    before = page.nextCursor;
  }
}
