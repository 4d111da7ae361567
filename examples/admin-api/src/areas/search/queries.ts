/**
 * The command palette's search: organizations, branches, projects, deployments, notebooks, tickets and
 * users whose name matches, each kind limited to what the caller may see (the same conditions as the
 * lists), ranked prefix over word start over substring, then most recent. A `LIKE '%q%'` on `lower(name)`
 * uses the trigram indexes of migration 0010 on PostgreSQL.
 */
import type { SearchHit } from '@console/contract';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Access } from '../../access/access';
import { visibilityOf, visibleBranches, visibleOrganizations, visibleProjects } from '../../access/visibility';
import type { Db } from '../../db/database';
import { branches } from '../branches/tables';
import { inferenceDeployments, inferencePermissions } from '../deployments/tables';
import { notebooks } from '../notebooks/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { visibleTickets } from '../tickets';
import { tickets } from '../tickets/tables';
import { roleAssignments, users } from '../users/tables';

type Hit = z.input<typeof SearchHit>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** How well `column` matches `q` (lower case): 0 prefix, 1 start of a word, 2 anywhere. */
function rankOf(column: PgColumn | SQL, q: string): SQL<number> {
  const like = escapeLike(q);
  return sql<number>`case
    when lower(${column}) like ${`${like}%`} then 0
    when lower(${column}) ~ ${`[^[:alnum:]]${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`} then 1
    else 2 end`;
}

/** The caller's admin grants, by level. */
function adminIds(access: Access) {
  const admin = access.grants.filter((g) => g.role === 'ADMIN');
  return {
    orgs: admin.filter((g) => g.branchId === null).map((g) => g.organizationId),
    branches: admin.filter((g) => g.branchId !== null && g.projectId === null).map((g) => g.branchId as number),
    projects: admin.filter((g) => g.projectId !== null).map((g) => g.projectId as number),
  };
}

/** Projects the caller administers (or above): undefined for all, `false` for none. */
function adminProjects(access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const a = adminIds(access);
  const parts = [
    a.orgs.length ? inArray(projects.organizationId, a.orgs) : undefined,
    a.branches.length ? inArray(projects.branchId, a.branches) : undefined,
    a.projects.length ? inArray(projects.id, a.projects) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : sql`false`;
}

/** People the caller administers (someone with a role inside one of the caller's admin scopes). */
function adminUsers(db: Db, access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const a = adminIds(access);
  const parts = [
    a.orgs.length ? inArray(roleAssignments.organizationId, a.orgs) : undefined,
    a.branches.length ? inArray(roleAssignments.branchId, a.branches) : undefined,
    a.projects.length ? inArray(roleAssignments.projectId, a.projects) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) return sql`false`;
  return inArray(
    users.id,
    db
      .select({ id: roleAssignments.userId })
      .from(roleAssignments)
      .where(or(...parts)),
  );
}

/** Everything matching `text` that `access` may see, best first, at most `limit`. */
export async function search(db: Db, access: Access, text: string, limit: number): Promise<Hit[]> {
  const q = text.trim().toLowerCase();
  const pattern = `%${escapeLike(q)}%`;
  const matches = (column: PgColumn) => sql`lower(${column}) like ${pattern}`;
  const vis = visibilityOf(access);
  const none = {
    organizationId: sql<number | null>`null`,
    branchId: sql<number | null>`null`,
    projectId: sql<number | null>`null`,
  };
  type Row = Omit<Hit, 'kind'> & { rank: number; at: Date };
  const take = async (kind: Hit['kind'], rows: Promise<Row[]>) => (await rows).map((r) => ({ ...r, kind }));
  const order = (column: PgColumn, created: PgColumn) => [rankOf(column, q), desc(created)];

  const found = await Promise.all([
    take(
      'ORGANIZATION',
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          detail: sql<string | null>`null`,
          organizationId: organizations.id,
          branchId: sql<number | null>`null`,
          projectId: sql<number | null>`null`,
          rank: rankOf(organizations.name, q),
          at: organizations.createdAt,
        })
        .from(organizations)
        .where(and(matches(organizations.name), visibleOrganizations(vis)))
        .orderBy(...order(organizations.name, organizations.createdAt))
        .limit(limit),
    ),
    take(
      'BRANCH',
      db
        .select({
          id: branches.id,
          name: branches.name,
          detail: organizations.name,
          organizationId: branches.organizationId,
          branchId: branches.id,
          projectId: sql<number | null>`null`,
          rank: rankOf(branches.name, q),
          at: branches.createdAt,
        })
        .from(branches)
        .innerJoin(organizations, eq(organizations.id, branches.organizationId))
        .where(and(matches(branches.name), visibleBranches(vis)))
        .orderBy(...order(branches.name, branches.createdAt))
        .limit(limit),
    ),
    take(
      'PROJECT',
      db
        .select({
          id: projects.id,
          name: projects.name,
          detail: branches.name,
          organizationId: projects.organizationId,
          branchId: projects.branchId,
          projectId: projects.id,
          rank: rankOf(projects.name, q),
          at: projects.createdAt,
        })
        .from(projects)
        .innerJoin(branches, eq(branches.id, projects.branchId))
        .where(and(matches(projects.name), visibleProjects(vis)))
        .orderBy(...order(projects.name, projects.createdAt))
        .limit(limit),
    ),
    take(
      'DEPLOYMENT',
      db
        .select({
          id: inferenceDeployments.id,
          name: inferenceDeployments.name,
          detail: projects.name,
          organizationId: projects.organizationId,
          branchId: projects.branchId,
          projectId: projects.id,
          rank: rankOf(inferenceDeployments.name, q),
          at: inferenceDeployments.createdAt,
        })
        .from(inferenceDeployments)
        .innerJoin(projects, eq(projects.id, inferenceDeployments.projectId))
        .where(
          and(
            matches(inferenceDeployments.name),
            access.isSuperAdmin
              ? undefined
              : or(
                  adminProjects(access),
                  inArray(
                    inferenceDeployments.id,
                    db
                      .select({ id: inferencePermissions.deploymentId })
                      .from(inferencePermissions)
                      .where(eq(inferencePermissions.userId, access.userId)),
                  ),
                ),
          ),
        )
        .orderBy(...order(inferenceDeployments.name, inferenceDeployments.createdAt))
        .limit(limit),
    ),
    take(
      'NOTEBOOK',
      db
        .select({
          id: notebooks.id,
          name: notebooks.name,
          detail: projects.name,
          organizationId: projects.organizationId,
          branchId: projects.branchId,
          projectId: projects.id,
          rank: rankOf(notebooks.name, q),
          at: notebooks.createdAt,
        })
        .from(notebooks)
        .innerJoin(projects, eq(projects.id, notebooks.projectId))
        .where(
          and(
            matches(notebooks.name),
            access.isSuperAdmin
              ? undefined
              : or(adminProjects(access), and(eq(notebooks.ownerId, access.userId), visibleProjects(vis))),
          ),
        )
        .orderBy(...order(notebooks.name, notebooks.createdAt))
        .limit(limit),
    ),
    take(
      'TICKET',
      db
        .select({
          id: tickets.id,
          name: tickets.subject,
          detail: tickets.status,
          organizationId: tickets.organizationId,
          branchId: tickets.branchId,
          projectId: tickets.projectId,
          rank: rankOf(tickets.subject, q),
          at: tickets.createdAt,
        })
        .from(tickets)
        .where(and(matches(tickets.subject), visibleTickets(access)))
        .orderBy(...order(tickets.subject, tickets.createdAt))
        .limit(limit),
    ),
    take(
      'USER',
      db
        .select({
          id: users.id,
          name: users.name,
          detail: users.email,
          ...none,
          rank: sql<number>`least(${rankOf(users.name, q)}, ${rankOf(users.email, q)})`,
          at: users.createdAt,
        })
        .from(users)
        .where(
          and(
            or(matches(users.name), matches(users.email)),
            // Only admins look people up, and only people in what they administer.
            access.isSuperAdmin || access.grants.some((g) => g.role === 'ADMIN') ? adminUsers(db, access) : sql`false`,
          ),
        )
        .orderBy(sql`least(${rankOf(users.name, q)}, ${rankOf(users.email, q)})`, desc(users.createdAt))
        .limit(limit),
    ),
  ]);
  return found
    .flat()
    .sort((a, b) => a.rank - b.rank || b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ rank: _rank, at: _at, ...hit }) => hit);
}
