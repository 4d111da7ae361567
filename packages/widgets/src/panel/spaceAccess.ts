import type { UserSpace } from '@console/core';
import type { Allowance } from '../actions/Allowance';

/**
 * Who administers what, read from the signed-in user's space, for the defaults of connected panels. The admin API
 * decides again on every call; these only keep the buttons honest.
 */

/** Whether the user administers an organization (super admins administer all); `undefined` until known. */
export function adminsOrganization(space: UserSpace | undefined, organizationId: number): boolean | undefined {
  if (!space) return undefined;
  return space.isSuperAdmin || space.organizations.some((o) => o.id === organizationId && o.isAdmin);
}

/** Whether the user administers a branch, directly or through its organization; `undefined` until known. */
export function adminsBranch(space: UserSpace | undefined, branchId: number): boolean | undefined {
  if (!space) return undefined;
  if (space.isSuperAdmin) return true;
  return space.organizations.some((o) => o.branches.some((b) => b.id === branchId && (o.isAdmin || b.isAdmin)));
}

/**
 * `true` when allowed, else the reason; hidden (`false`) while what decides is still loading, so a button does
 * not show a refusal it may not deserve.
 */
export function allowIf(allowed: boolean | undefined, reason: string): Allowance {
  if (allowed === undefined) return false;
  return allowed ? true : { reason };
}

/**
 * Branches a new project may go in: the given branch, or the branches of the given organization, that the user
 * administers (directly or through the organization).
 */
export function projectBranchChoices(
  space: UserSpace,
  scope: { organizationId?: number | undefined; branchId?: number | undefined },
): { id: number; name: string }[] {
  return space.organizations.flatMap((organization) => {
    if (scope.organizationId !== undefined && organization.id !== scope.organizationId) return [];
    return organization.branches
      .filter((b) => scope.branchId === undefined || b.id === scope.branchId)
      .filter((b) => space.isSuperAdmin || organization.isAdmin || b.isAdmin)
      .map((b) => ({ id: b.id, name: b.name }));
  });
}
