import type { User, UserSpace } from '@console/core';

/** What the signed-in user may change of another user; the admin API decides again (403 for the rest). */
export interface UserEditable {
  /** Name and email. */
  account: boolean;
  /** Enabled (activate or deactivate). */
  active: boolean;
  /** Ids of the assignments whose role may be changed. */
  roles: readonly number[];
}

/** Nothing may be changed. */
export const NOTHING_EDITABLE: UserEditable = Object.freeze({ account: false, active: false, roles: [] });

type Place = Pick<User['assignments'][number], 'organizationId' | 'branchId' | 'projectId'>;

/** Whether the space's owner administers a place: at it or anywhere above it. */
export function administers(space: UserSpace, place: Place): boolean {
  if (space.isSuperAdmin) return true;
  const organization = space.organizations.find((o) => o.id === place.organizationId);
  if (!organization) return false;
  if (organization.isAdmin) return true;
  if (place.branchId === null && place.projectId === null) return false;
  return organization.branches.some((b) => {
    if (place.branchId !== null && b.id !== place.branchId) return false;
    if (b.isAdmin && (place.branchId !== null || b.projects.some((p) => p.id === place.projectId))) return true;
    return place.projectId !== null && b.projects.some((p) => p.id === place.projectId && p.isAdmin);
  });
}

/**
 * What `space`'s owner (user `me`) may change of `user`, mirroring the admin API's rules: an account-wide change
 * (name, email, enabled) needs admin rights everywhere the user belongs (a super admin for a super admin or for
 * someone who belongs nowhere); one's own name and email are always one's own; nobody disables themselves; a role
 * changes where the caller administers its place.
 */
export function userEditable(space: UserSpace, me: number, user: User): UserEditable {
  const everywhere = space.isSuperAdmin
    ? true
    : !user.isSuperAdmin && user.assignments.length > 0 && user.assignments.every((a) => administers(space, a));
  return {
    account: everywhere || user.id === me,
    active: everywhere && user.id !== me,
    roles: user.assignments.filter((a) => administers(space, a)).map((a) => a.id),
  };
}
