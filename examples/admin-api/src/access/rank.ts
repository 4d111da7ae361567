/**
 * The rule of rank for role changes, the one place `users.assign`, `users.unassign` and each role change of
 * `users.edit` are held to (after their rules-table check that the caller administers the scope):
 *
 * 1. Nobody changes the roles of someone who holds a higher role at or above the scope of the change: a project
 *    admin cannot raise, lower or remove the project role of a branch or organization admin (or a super admin),
 *    a branch admin not that of an organization admin. Equal rank is allowed.
 * 2. A role in a project goes only to someone who already belongs to the project's branch (a role there or in
 *    one of its projects), unless the caller administers the branch: bringing someone in from another branch is
 *    a branch admin's decision. A role in a branch or organization only to someone of the organization.
 * 3. Someone the caller may not bring in is refused exactly like a user who does not exist (404 `User not
 *    found`), so a refusal does not reveal who belongs where. Super admins are not held to 2 and 3.
 */
import { and, eq } from 'drizzle-orm';
import { roleAssignments, users } from '../areas/users/tables';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import { type Access, adminLevel, Priority, priorityOn, type Scope } from './access';

/** The refusal when the target rank is higher: they are known to the caller, who works beside them. */
export const OUTRANKED =
  'You cannot change the roles of someone who holds a higher role here; ask an admin of their rank';

/** The target's rank on `scope`: the most powerful admin role they hold at or above it (lower is higher). */
function rankOn(target: { isSuperAdmin: boolean; grants: Access['grants'] }, scope: Scope): number {
  if (target.isSuperAdmin) return Priority.SuperAdmin;
  if (scope.level === 'global') return Priority.None;
  let best: number = Priority.None;
  for (const g of target.grants) {
    if (g.role !== 'ADMIN' || g.organizationId !== scope.organizationId) continue;
    if (g.branchId === null) best = Math.min(best, Priority.OrgAdmin);
    else if (scope.level !== 'organization' && g.projectId === null && g.branchId === scope.branchId)
      best = Math.min(best, Priority.BranchAdmin);
    else if (scope.level === 'project' && g.projectId === scope.projectId) best = Math.min(best, Priority.ProjectAdmin);
  }
  return best;
}

/**
 * Refuses a change of `targetId`'s role at `scope` by `caller` that the rule of rank forbids: 404 `User not found`
 * for a user who does not exist or whom the caller may not bring to the scope, 403 for one who outranks them.
 */
export async function checkRoleChange(db: Db, caller: Access, targetId: number, scope: Scope): Promise<void> {
  const [user] = await db.select({ isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, targetId));
  if (!user) throw notFound('User');
  if (caller.isSuperAdmin || scope.level === 'global') return;
  const grants = await db
    .select({
      organizationId: roleAssignments.organizationId,
      branchId: roleAssignments.branchId,
      projectId: roleAssignments.projectId,
      role: roleAssignments.role,
    })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.userId, targetId), eq(roleAssignments.organizationId, scope.organizationId)));
  const branchAdmin =
    scope.level !== 'project' ||
    priorityOn(caller, { level: 'branch', organizationId: scope.organizationId, branchId: scope.branchId }) <=
      adminLevel({ level: 'branch', organizationId: scope.organizationId, branchId: scope.branchId });
  const belongs = branchAdmin
    ? grants.length > 0
    : grants.some((g) => scope.level === 'project' && g.branchId === scope.branchId);
  if (!belongs) throw notFound('User');
  if (rankOn({ isSuperAdmin: user.isSuperAdmin, grants }, scope) < priorityOn(caller, scope))
    throw new ApiError(403, OUTRANKED);
}
