import type { UserSpace } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { asc, inArray } from 'drizzle-orm';
import { ACCESS_TABLES, type Access, isAdminOf, loadAccess } from '../../access/access';
import { visibilityOf, visibleBranches, visibleOrganizations, visibleProjects } from '../../access/visibility';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projectServices, projects } from '../projects/tables';

/** The tables a user's space is read from: a change to any of them drops a cached space. */
export const SPACE_TABLES = [...ACCESS_TABLES, 'organizations', 'branches', 'projects', 'project_services'] as const;

/**
 * The caller's space ({@link buildSpace}), reused between requests until one of {@link SPACE_TABLES} changes (or the
 * read cache's TTL ends): the console asks for it right after every sign-in, and the identity provider warms it as
 * the sign-in form succeeds (`warmSignIn` in app.ts), so that request is answered from memory.
 */
export function cachedSpace(reads: ReadCache, db: Db, access: Access): Promise<z.infer<typeof UserSpace>> {
  return reads.get(`space:${access.userId}`, () => buildSpace(db, access), SPACE_TABLES);
}

/** What the caller can see, organizations down to projects, with isAdmin where they administer. */
export async function buildSpace(db: Db, access: Access): Promise<z.infer<typeof UserSpace>> {
  const v = visibilityOf(access);
  const orgRows = await db.select().from(organizations).where(visibleOrganizations(v)).orderBy(asc(organizations.id));
  const branchRows = await db.select().from(branches).where(visibleBranches(v)).orderBy(asc(branches.id));
  const projectRows = await db.select().from(projects).where(visibleProjects(v)).orderBy(asc(projects.id));
  const ids = projectRows.map((p) => p.id);
  const serviceRows =
    ids.length > 0
      ? await db
          .select({ projectId: projectServices.projectId, serviceId: projectServices.serviceId })
          .from(projectServices)
          .where(inArray(projectServices.projectId, ids))
          .orderBy(asc(projectServices.serviceId))
      : [];
  const servicesOf = new Map<number, { id: number }[]>();
  for (const s of serviceRows) {
    const list = servicesOf.get(s.projectId) ?? [];
    list.push({ id: s.serviceId });
    servicesOf.set(s.projectId, list);
  }
  return {
    isSuperAdmin: access.isSuperAdmin,
    organizations: orgRows.map((o) => ({
      id: o.id,
      name: o.name,
      logo: o.logo,
      isAdmin: isAdminOf(access, { level: 'organization', organizationId: o.id }),
      branches: branchRows
        .filter((b) => b.organizationId === o.id)
        .map((b) => ({
          id: b.id,
          name: b.name,
          logo: b.logo,
          isAdmin: isAdminOf(access, { level: 'branch', organizationId: o.id, branchId: b.id }),
          projects: projectRows
            .filter((p) => p.branchId === b.id)
            .map((p) => ({
              id: p.id,
              name: p.name,
              logo: p.logo,
              isAdmin: isAdminOf(access, {
                level: 'project',
                organizationId: o.id,
                branchId: b.id,
                projectId: p.id,
              }),
              services: servicesOf.get(p.id) ?? [],
            })),
        })),
    })),
  };
}

/**
 * Another user's space as `viewer` may see it (the same visibility as the viewer's own space: a project
 * admin sees only their project of it), narrowed to the organization, branch or project asked for.
 */
export async function spaceSeenBy(
  db: Db,
  viewer: Access,
  userId: number,
  q: { orgId?: number | undefined; branchId?: number | undefined; projectId?: number | undefined },
): Promise<z.infer<typeof UserSpace>> {
  const target = await loadAccess(db, userId);
  if (!target) return { isSuperAdmin: false, organizations: [] };
  const full = await buildSpace(db, target);
  const mine = visibilityOf(viewer);
  const organizations = full.organizations
    .filter((o) => mine.all || mine.pathOrganizationIds.includes(o.id))
    .filter((o) => q.orgId === undefined || o.id === q.orgId)
    .map((o) => ({
      ...o,
      branches: o.branches
        .filter((b) => mine.all || mine.organizationIds.includes(o.id) || mine.pathBranchIds.includes(b.id))
        .filter((b) => q.branchId === undefined || b.id === q.branchId)
        .map((b) => ({
          ...b,
          projects: b.projects
            .filter(
              (p) =>
                mine.all ||
                mine.organizationIds.includes(o.id) ||
                mine.branchIds.includes(b.id) ||
                mine.projectIds.includes(p.id),
            )
            .filter((p) => q.projectId === undefined || p.id === q.projectId),
        })),
    }));
  return { isSuperAdmin: full.isSuperAdmin, organizations };
}
