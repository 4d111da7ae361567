/** Projects as the caller may see them: pages, details, the drop-down, members, services. */
import type { ProjectDetail, ProjectService } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, exists, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ACCESS_TABLES, type Access, isAdminOf } from '../../access/access';
import { visibilityOf, visibleProjects } from '../../access/visibility';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import {
  branches,
  favorites,
  organizations,
  projectServices,
  projects,
  roleAssignments,
  services,
  users,
} from '../../db/schema';
import { containing, type ListOptions } from '../../db/search';
import { notFound } from '../../http/errors';
import { ServiceId } from './serviceCatalogue';

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

/** A row of {@link details}' one statement: the project with its services and favorite flag as JSON. */
interface DetailRow {
  id: number;
  organizationId: number;
  organizationName: string;
  branchId: number;
  branchName: string;
  name: string;
  logo: string | null;
  description: string;
  /** Milliseconds since the epoch (JSON carries no timestamps). */
  createdAt: number;
  isFavorite: boolean;
  services: (Omit<ProjectServiceDto, 'updatedAt'> & { updatedAt: number })[];
}

/** node-postgres parses json columns; other drivers may hand back the text. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** How {@link details} finds the total: not at all, or through a read cache under a key. */
type Totals = false | { reads: ReadCache; key: string };

/**
 * Projects matching a condition, as the caller sees them: the page with each project's services and
 * favorite flag in a single statement (one round trip instead of three; on PGlite each statement costs
 * far more than the work it does), and the total, which counts every matching row, from the read cache
 * when a request since the last write already counted it.
 */
async function details(db: Db, access: Access, where: SQL | undefined, o: ListOptions, totals: Totals) {
  const column = o.sortBy === 'NAME' ? projects.name : o.sortBy === 'CREATED_AT' ? projects.createdAt : projects.id;
  const direction = o.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const condition = where ?? sql`true`;
  const page = db.execute(sql`
    select coalesce((select json_agg(page) from (
        select ${projects.id} as "id", ${projects.organizationId} as "organizationId",
          ${organizations.name} as "organizationName", ${projects.branchId} as "branchId",
          ${branches.name} as "branchName", ${projects.name} as "name", ${projects.logo} as "logo",
          ${projects.description} as "description",
          (extract(epoch from ${projects.createdAt}) * 1000)::float8 as "createdAt",
          exists(select 1 from ${favorites} where ${favorites.userId} = ${access.userId}
            and ${favorites.projectId} = ${projects.id}) as "isFavorite",
          coalesce((select json_agg(json_build_object('serviceId', ps.service_id, 'key', s.key, 'name', s.name,
              'status', ps.status, 'quota', ps.quota, 'used', ps.used,
              'updatedAt', (extract(epoch from ps.updated_at) * 1000)::float8) order by ps.service_id)
            from ${projectServices} ps join ${services} s on s.id = ps.service_id
            where ps.project_id = ${projects.id}), '[]'::json) as "services"
        from ${projects}
        inner join ${branches} on ${branches.id} = ${projects.branchId}
        inner join ${organizations} on ${organizations.id} = ${projects.organizationId}
        where ${condition}
        order by ${column} ${direction}, ${projects.id} desc
        limit ${o.limit} offset ${o.offset}
      ) page), '[]'::json) as "items"`);
  const countAll = async () => {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
    return counted?.n ?? 0;
  };
  const [result, total] = await Promise.all([
    page,
    totals ? totals.reads.get(`projects:total:${totals.key}`, countAll, PROJECT_PAGE_TABLES) : Promise.resolve(0),
  ]);
  const [row] = (result as unknown as { rows: { items: unknown }[] }).rows;
  const items: ProjectDto[] = fromJson<DetailRow[]>(row?.items ?? []).map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    isAdmin: isAdminOf(access, {
      level: 'project',
      organizationId: r.organizationId,
      branchId: r.branchId,
      projectId: r.id,
    }),
    services: r.services.map((x) => ({ ...x, updatedAt: new Date(x.updatedAt).toISOString() })),
  }));
  return { items, total };
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

/**
 * Every table a project page is read from, the caller's roles included (they decide what is visible and
 * `isAdmin`): a change to any of them drops cached pages and totals.
 */
export const PROJECT_PAGE_TABLES = [
  'projects',
  'branches',
  'organizations',
  'services',
  'project_services',
  'favorites',
  ...ACCESS_TABLES,
] as const;

/**
 * A page of projects, reused from `tracked` (per caller: favorites and `isAdmin` are theirs) until a table
 * it was read from changes; the total likewise from `reads`, shared by callers who see the same projects.
 */
export function projectPage(
  db: Db,
  access: Access,
  f: ProjectFilter,
  caches: { reads: ReadCache; tracked: ReadCache },
) {
  const filters = [f.orgId, f.branchId, f.serviceId, f.search ?? ''];
  const key = JSON.stringify([visibilityOf(access), filters]);
  const pageKey = JSON.stringify([
    access.userId,
    access.isSuperAdmin,
    access.grants,
    filters,
    f.sortBy,
    f.sortOrder,
    f.offset,
    f.limit,
  ]);
  return caches.tracked.get(
    `projects:page:${pageKey}`,
    () => details(db, access, projectListWhere(access, f), f, { reads: caches.reads, key }),
    PROJECT_PAGE_TABLES,
  );
}

/** One project as the caller sees it. */
export async function projectDetail(db: Db, access: Access, id: number) {
  const { items } = await details(db, access, eq(projects.id, id), { offset: 0, limit: 1 }, false);
  return items[0];
}

/** The projects the caller can see, by name, for a drop-down (1000 at most). */
export async function projectOptions(
  db: Db,
  access: Access,
  f: { orgId?: number | undefined; branchId?: number | undefined },
) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(projectListWhere(access, { orgId: f.orgId, branchId: f.branchId }))
    .orderBy(asc(projects.name))
    .limit(1000);
}

/** The people assigned at a project, by name, with their role there. */
export async function projectMembers(db: Db, id: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.active,
      role: roleAssignments.role,
    })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(eq(roleAssignments.projectId, id))
    .orderBy(asc(users.name));
}

/** Whether a project has the notebook hub among its services. */
export async function hasNotebookHub(db: Db, id: number) {
  const rows = await db
    .select({ id: projectServices.serviceId })
    .from(projectServices)
    .where(and(eq(projectServices.projectId, id), inArray(projectServices.serviceId, [ServiceId.NotebookHub])));
  return rows.length > 0;
}

/** The services of the catalogue a project does not have yet. */
export async function servicesMissingFrom(db: Db, projectId: number) {
  const have = (await servicesOfProjects(db, [projectId])).get(projectId) ?? [];
  const ids = have.map((s) => s.serviceId);
  return db
    .select()
    .from(services)
    .where(ids.length > 0 ? notInArray(services.id, ids) : undefined)
    .orderBy(asc(services.id));
}

/** One service of a project as listed; 404 when the project does not have it. */
export async function oneService(db: Db, projectId: number, serviceId: number) {
  const service = (await servicesOfProjects(db, [projectId])).get(projectId)?.find((s) => s.serviceId === serviceId);
  if (!service) throw notFound('Service in this project');
  return service;
}

/** The groups of a project: its admins and its members. */
export async function projectGroups(db: Db, id: number) {
  const rows = await projectMembers(db, id);
  return [
    { name: 'Project admins', role: 'ADMIN' as const, members: rows.filter((r) => r.role === 'ADMIN') },
    { name: 'Project members', role: 'MEMBER' as const, members: rows.filter((r) => r.role === 'MEMBER') },
  ];
}
