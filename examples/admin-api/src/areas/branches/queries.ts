/** Branches as the caller may see them: pages with counts, and one. */
import type { BranchDetail } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { type Access, isAdminOf } from '../../access/access';
import { visibilityOf, visibleBranches } from '../../access/visibility';
import type { Db } from '../../db/database';
import { containing, type ListOptions } from '../../db/search';
import { organizations } from '../organizations/tables';
import { branches } from './tables';

/** Branches as listed, with counts. */
export async function branchDetails(db: Db, access: Access, where: SQL | undefined, o: ListOptions) {
  const column = o.sortBy === 'NAME' ? branches.name : o.sortBy === 'CREATED_AT' ? branches.createdAt : branches.id;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(branches).where(where);
  const rows = await db
    .select({
      id: branches.id,
      organizationId: branches.organizationId,
      organizationName: organizations.name,
      name: branches.name,
      logo: branches.logo,
      description: branches.description,
      location: branches.location,
      createdAt: branches.createdAt,
      projectCount: sql<number>`(select count(*)::int from projects p where p.branch_id = "branches"."id")`,
    })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(where)
    .orderBy(o.sortOrder === 'ASC' ? asc(column) : desc(column), desc(branches.id))
    .limit(o.limit)
    .offset(o.offset);
  const items: z.infer<typeof BranchDetail>[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    isAdmin: isAdminOf(access, { level: 'branch', organizationId: r.organizationId, branchId: r.id }),
  }));
  return { items, total: count?.n ?? 0 };
}

/** The branches the caller can see, optionally of one organization, filtered by search. */
export function branchListWhere(access: Access, organizationId: number | undefined, search: string | undefined) {
  return and(
    visibleBranches(visibilityOf(access)),
    organizationId !== undefined ? eq(branches.organizationId, organizationId) : undefined,
    search ? ilike(branches.name, containing(search)) : undefined,
  );
}

/** One branch as the caller sees it. */
export async function branchDetail(db: Db, access: Access, id: number) {
  const { items } = await branchDetails(db, access, eq(branches.id, id), { offset: 0, limit: 1 });
  return items[0];
}
