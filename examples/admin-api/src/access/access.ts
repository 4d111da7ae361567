import { eq, inArray, type SQL } from 'drizzle-orm';
import { roleAssignments, users } from '../areas/users/tables';
import type { Db } from '../db/database';

/** Role priorities of spec section 6: lower is more powerful. */
export const Priority = { SuperAdmin: 1, OrgAdmin: 2, BranchAdmin: 3, ProjectAdmin: 4, Member: 5, None: 99 } as const;

/** A place in the hierarchy. `global` is the platform itself (only super admins act there). */
export type Scope =
  | { level: 'global' }
  | { level: 'organization'; organizationId: number }
  | { level: 'branch'; organizationId: number; branchId: number }
  | { level: 'project'; organizationId: number; branchId: number; projectId: number };

/**
 * The scope of something created directly inside `parent`: an organization on the platform, a branch
 * in an organization, a project in a branch.
 */
export function scopeBelow(parent: Scope, id: number): Scope {
  if (parent.level === 'global') return { level: 'organization', organizationId: id };
  if (parent.level === 'organization') return { level: 'branch', organizationId: parent.organizationId, branchId: id };
  if (parent.level === 'branch') return { ...parent, level: 'project', projectId: id };
  throw new Error('A project holds no scope below it');
}

/** The priority an admin of a scope has on it: global 1, organization 2, branch 3, project 4. */
export const adminLevel = (scope: Scope): number =>
  ({ global: 1, organization: 2, branch: 3, project: 4 })[scope.level];

interface Grant {
  organizationId: number;
  branchId: number | null;
  projectId: number | null;
  role: 'ADMIN' | 'MEMBER';
}

/** The caller's identity and role assignments, loaded once per request. */
export interface Access {
  userId: number;
  email: string;
  name: string;
  isSuperAdmin: boolean;
  grants: Grant[];
}

/** The tables {@link loadAccess} reads: a change to either drops cached access. */
export const ACCESS_TABLES = ['users', 'role_assignments'] as const;

/** Loads the caller (one query); undefined when the user is unknown or deactivated. */
export async function loadAccess(db: Db, userId: number): Promise<Access | undefined> {
  return (await loadAccesses(db, [userId])).get(userId);
}

/** Loads several users' access (one query), keyed by id; unknown and deactivated users are left out. */
export async function loadAccesses(db: Db, userIds: number[]): Promise<Map<number, Access>> {
  if (userIds.length === 0) return new Map();
  return (await accessesWhere(db, inArray(users.id, userIds))).accesses;
}

/**
 * The users `where` selects (one query): every id found, deactivated ones included, in the order read, and the
 * access of each active one.
 */
export async function accessesWhere(
  db: Db,
  where: SQL | undefined,
): Promise<{ ids: number[]; accesses: Map<number, Access> }> {
  const accesses = new Map<number, Access>();
  const ids = new Set<number>();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      active: users.active,
      isSuperAdmin: users.isSuperAdmin,
      organizationId: roleAssignments.organizationId,
      branchId: roleAssignments.branchId,
      projectId: roleAssignments.projectId,
      role: roleAssignments.role,
    })
    .from(users)
    .leftJoin(roleAssignments, eq(roleAssignments.userId, users.id))
    .where(where);
  for (const r of rows) {
    ids.add(r.id);
    if (!r.active) continue;
    let access = accesses.get(r.id);
    if (!access) {
      access = { userId: r.id, email: r.email, name: r.name, isSuperAdmin: r.isSuperAdmin, grants: [] };
      accesses.set(r.id, access);
    }
    if (r.organizationId === null || r.role === null) continue;
    access.grants.push({
      organizationId: r.organizationId,
      branchId: r.branchId,
      projectId: r.projectId,
      role: r.role,
    });
  }
  return { ids: [...ids], accesses };
}

/**
 * The caller's priority on a scope: 1 super admin, 2 admin of its organization, 3 admin of its branch,
 * 4 admin of the project; 5 for any other relation (a membership at, above or below the scope); 99 none.
 */
export function priorityOn(access: Access, scope: Scope): number {
  if (access.isSuperAdmin) return Priority.SuperAdmin;
  if (scope.level === 'global') return Priority.None;
  let best: number = Priority.None;
  for (const g of access.grants) {
    if (g.organizationId !== scope.organizationId) continue;
    const grantLevel = g.projectId !== null ? 'project' : g.branchId !== null ? 'branch' : 'organization';
    const value =
      g.role === 'ADMIN' ? { organization: 2, branch: 3, project: 4 }[grantLevel] : (Priority.Member as number);
    // A grant counts when it covers the scope (at or above it) or sits inside it (the path down to it).
    const related =
      grantLevel === 'organization' ||
      scope.level === 'organization' ||
      (grantLevel === 'branch' && g.branchId === scope.branchId) ||
      (scope.level === 'branch' && g.branchId === scope.branchId) ||
      (scope.level === 'project' && g.projectId === scope.projectId);
    if (!related) continue;
    // Admin rights flow down only: a project admin is just a member of the branch above.
    const covers =
      grantLevel === 'organization' ||
      (grantLevel === 'branch' && scope.level !== 'organization') ||
      (grantLevel === 'project' && scope.level === 'project');
    best = Math.min(best, covers ? value : Priority.Member);
  }
  return best;
}

/** True when the caller administers the scope (or one above it). */
export const isAdminOf = (access: Access, scope: Scope) => priorityOn(access, scope) <= adminLevel(scope);

/** True when the caller is an admin of anything, or a super admin. */
export const isAnyAdmin = (access: Access) => access.isSuperAdmin || access.grants.some((g) => g.role === 'ADMIN');
