import { eq } from 'drizzle-orm';
import { branches } from '../areas/branches/tables';
import { organizations } from '../areas/organizations/tables';
import { projects } from '../areas/projects/tables';
import { roleAssignments, users } from '../areas/users/tables';
import type { Db } from '../db/database';
import type { Scope } from './access';

/** The scope of an organization, or undefined if it does not exist. */
export async function organizationScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row ? { level: 'organization', organizationId: row.id } : undefined;
}

/** The scope of a branch, or undefined if it does not exist. */
export async function branchScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db
    .select({ id: branches.id, organizationId: branches.organizationId })
    .from(branches)
    .where(eq(branches.id, id));
  return row ? { level: 'branch', organizationId: row.organizationId, branchId: row.id } : undefined;
}

/** The scope of a project, or undefined if it does not exist. */
export async function projectScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db
    .select({ id: projects.id, branchId: projects.branchId, organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, id));
  return row
    ? { level: 'project', organizationId: row.organizationId, branchId: row.branchId, projectId: row.id }
    : undefined;
}

/** Whether a user is a super admin, and the scopes they hold roles at; undefined if the user does not exist. */
export async function userScopes(
  db: Db,
  id: number,
): Promise<{ isSuperAdmin: boolean; held: { scope: Scope; role: 'ADMIN' | 'MEMBER' }[] } | undefined> {
  const [user] = await db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return undefined;
  const rows = await db.select().from(roleAssignments).where(eq(roleAssignments.userId, id));
  const held = rows.map((r) => {
    const scope: Scope =
      r.projectId !== null && r.branchId !== null
        ? { level: 'project', organizationId: r.organizationId, branchId: r.branchId, projectId: r.projectId }
        : r.branchId !== null
          ? { level: 'branch', organizationId: r.organizationId, branchId: r.branchId }
          : { level: 'organization', organizationId: r.organizationId };
    return { scope, role: r.role };
  });
  return { isSuperAdmin: user.isSuperAdmin, held };
}
