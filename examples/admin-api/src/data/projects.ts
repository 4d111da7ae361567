import type { ProjectDetail, ProjectService } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, exists, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type Access, isAdminOf } from '../access/access';
import type { Db } from '../db/database';
import { branches, favorites, organizations, projectServices, projects, services } from '../db/schema';
import { containing, type ListOptions } from './tenancy';
import { visibilityOf, visibleProjects } from './visibility';

/** Builds `select 1` subqueries for `exists(...)`; they are only rendered, never run on their own. */
const qb = new QueryBuilder();

export type ProjectDto = z.infer<typeof ProjectDetail>;
export type ProjectServiceDto = z.infer<typeof ProjectService>;

/** Filters of the project list (spec section 3). */
export interface ProjectFilter extends ListOptions {
  orgId?: number | undefined;
  branchId?: number | undefined;
  serviceId?: number | undefined;
}

/** Services of some projects, by project id. */
export async function servicesOfProjects(db: Db, ids: number[], search?: string) {
  const byProject = new Map<number, ProjectServiceDto[]>();
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({
      projectId: projectServices.projectId,
      serviceId: projectServices.serviceId,
      key: services.key,
      name: services.name,
      status: projectServices.status,
      quota: projectServices.quota,
      used: projectServices.used,
      updatedAt: projectServices.updatedAt,
    })
    .from(projectServices)
    .innerJoin(services, eq(services.id, projectServices.serviceId))
    .where(and(inArray(projectServices.projectId, ids), search ? ilike(services.name, containing(search)) : undefined))
    .orderBy(asc(projectServices.serviceId));
  for (const { projectId, updatedAt, ...s } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push({ ...s, updatedAt: updatedAt.toISOString() });
    byProject.set(projectId, list);
  }
  return byProject;
}

/** Projects matching a condition, as the caller sees them. */
async function details(db: Db, access: Access, where: SQL | undefined, o: ListOptions) {
  const column = o.sortBy === 'NAME' ? projects.name : o.sortBy === 'CREATED_AT' ? projects.createdAt : projects.id;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
  const rows = await db
    .select({
      id: projects.id,
      organizationId: projects.organizationId,
      organizationName: organizations.name,
      branchId: projects.branchId,
      branchName: branches.name,
      name: projects.name,
      logo: projects.logo,
      description: projects.description,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .innerJoin(branches, eq(branches.id, projects.branchId))
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(where)
    .orderBy(o.sortOrder === 'ASC' ? asc(column) : desc(column), desc(projects.id))
    .limit(o.limit)
    .offset(o.offset);
  const ids = rows.map((r) => r.id);
  const servicesOf = await servicesOfProjects(db, ids);
  const favored =
    ids.length > 0
      ? await db
          .select({ projectId: favorites.projectId })
          .from(favorites)
          .where(and(eq(favorites.userId, access.userId), inArray(favorites.projectId, ids)))
      : [];
  const favoriteIds = new Set(favored.map((f) => f.projectId));
  const items: ProjectDto[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    isFavorite: favoriteIds.has(r.id),
    isAdmin: isAdminOf(access, {
      level: 'project',
      organizationId: r.organizationId,
      branchId: r.branchId,
      projectId: r.id,
    }),
    services: servicesOf.get(r.id) ?? [],
  }));
  return { items, total: count?.n ?? 0 };
}

/** The visible projects matching the list filters. */
export function projectListWhere(
  access: Access,
  f: Omit<ProjectFilter, keyof ListOptions> & { search?: string | undefined },
) {
  return and(
    visibleProjects(visibilityOf(access)),
    f.orgId !== undefined ? eq(projects.organizationId, f.orgId) : undefined,
    f.branchId !== undefined ? eq(projects.branchId, f.branchId) : undefined,
    f.search ? ilike(projects.name, containing(f.search)) : undefined,
    f.serviceId !== undefined
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(projectServices)
            .where(and(eq(projectServices.projectId, projects.id), eq(projectServices.serviceId, f.serviceId))),
        )
      : undefined,
  );
}

/** A page of projects. */
export const projectPage = (db: Db, access: Access, f: ProjectFilter) =>
  details(db, access, projectListWhere(access, f), f);

/** One project as the caller sees it. */
export async function projectDetail(db: Db, access: Access, id: number) {
  const { items } = await details(db, access, eq(projects.id, id), { offset: 0, limit: 1 });
  return items[0];
}
