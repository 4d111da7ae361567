/** Organizations as the caller may see them: pages with counts, and one. */
import type { OrganizationDetail } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { type Access, isAdminOf } from '../../access/access';
import { visibilityOf, visibleOrganizations } from '../../access/visibility';
import type { Db } from '../../db/database';
import { containing, type ListOptions } from '../../db/search';
import { organizations } from './tables';

/** Organizations as listed, with counts; `ids` limits to those. */
export async function organizationDetails(db: Db, access: Access, where: SQL | undefined, o: ListOptions) {
  const column =
    o.sortBy === 'NAME' ? organizations.name : o.sortBy === 'CREATED_AT' ? organizations.createdAt : organizations.id;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations).where(where);
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      logo: organizations.logo,
      description: organizations.description,
      contactEmail: organizations.contactEmail,
      createdAt: organizations.createdAt,
      branchCount: sql<number>`(select count(*)::int from branches b where b.organization_id = "organizations"."id")`,
      projectCount: sql<number>`(select count(*)::int from projects p where p.organization_id = "organizations"."id")`,
      userCount: sql<number>`(select count(distinct r.user_id)::int from role_assignments r where r.organization_id = "organizations"."id")`,
    })
    .from(organizations)
    .where(where)
    .orderBy(o.sortOrder === 'ASC' ? asc(column) : desc(column), desc(organizations.id))
    .limit(o.limit)
    .offset(o.offset);
  const items: z.infer<typeof OrganizationDetail>[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    isAdmin: isAdminOf(access, { level: 'organization', organizationId: r.id }),
  }));
  return { items, total: count?.n ?? 0 };
}

/** The organizations the caller can see, filtered by search. */
export function organizationListWhere(access: Access, search: string | undefined) {
  return and(
    visibleOrganizations(visibilityOf(access)),
    search ? ilike(organizations.name, containing(search)) : undefined,
  );
}

/** One organization as the caller sees it. */
export async function organizationDetail(db: Db, access: Access, id: number) {
  const { items } = await organizationDetails(db, access, eq(organizations.id, id), { offset: 0, limit: 1 });
  return items[0];
}
