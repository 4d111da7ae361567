import { type SlaPolicy, ticketPriorityValues } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { type Access, isAdminOf } from '../../access/access';
import type { Db } from '../../db/database';
import { containing, type ListOptions } from '../../db/search';
import { organizations } from '../organizations/tables';
import { slaPolicies } from './tables';

export type SlaPolicyDto = z.infer<typeof SlaPolicy>;
type PolicyRow = typeof slaPolicies.$inferSelect;

const PRIORITY_ORDER = ticketPriorityValues;

/** SQL condition: policies of organizations the caller has any role in (everything for super admins). */
export function visiblePolicies(access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const orgs = [...new Set(access.grants.map((g) => g.organizationId))];
  return orgs.length > 0 ? inArray(slaPolicies.organizationId, orgs) : sql`false`;
}

/** A stored policy as the contract shows it to the caller. */
export function toSlaPolicyDto(access: Access, row: PolicyRow & { organizationName: string }): SlaPolicyDto {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    targets: [...row.targets].sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority)),
    businessHours: { timeZone: row.timeZone, weekDays: row.weekDays, start: row.startTime, end: row.endTime },
    holidays: row.holidays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canManage: isAdminOf(access, { level: 'organization', organizationId: row.organizationId }),
  };
}

async function policies(db: Db, access: Access, where: SQL | undefined, o: ListOptions) {
  const column =
    o.sortBy === 'NAME' ? slaPolicies.name : o.sortBy === 'CREATED_AT' ? slaPolicies.createdAt : slaPolicies.id;
  const all = and(visiblePolicies(access), where);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(slaPolicies).where(all);
  const rows = await db
    .select({ policy: slaPolicies, organizationName: organizations.name })
    .from(slaPolicies)
    .innerJoin(organizations, eq(organizations.id, slaPolicies.organizationId))
    .where(all)
    .orderBy(o.sortOrder === 'ASC' ? asc(column) : desc(column), desc(slaPolicies.id))
    .limit(o.limit)
    .offset(o.offset);
  return {
    items: rows.map((r) => toSlaPolicyDto(access, { ...r.policy, organizationName: r.organizationName })),
    total: count?.n ?? 0,
  };
}

/** A page of the policies the caller can read. */
export const slaPolicyPage = (db: Db, access: Access, f: ListOptions & { organizationId?: number | undefined }) =>
  policies(
    db,
    access,
    and(
      f.organizationId !== undefined ? eq(slaPolicies.organizationId, f.organizationId) : undefined,
      f.search ? ilike(slaPolicies.name, containing(f.search)) : undefined,
    ),
    f,
  );

/** One policy as the caller sees it; undefined when it does not exist or is not theirs to read. */
export async function slaPolicyDetail(db: Db, access: Access, id: number) {
  const { items } = await policies(db, access, eq(slaPolicies.id, id), { offset: 0, limit: 1 });
  return items[0];
}
