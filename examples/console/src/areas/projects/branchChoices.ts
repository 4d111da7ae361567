import type { Selection, UserSpace } from '@console/core';

/**
 * Branches a new project may go in: in the branch module the selected branch, otherwise the branches of the
 * selected organization the user administers (directly or through the organization).
 */
export function branchChoices(space: UserSpace, selection: Selection, base: string): { id: number; name: string }[] {
  const organization = space.organizations.find((o) => o.id === selection.organization?.id);
  if (!organization) return [];
  const branches = organization.branches.filter((b) => space.isSuperAdmin || organization.isAdmin || b.isAdmin);
  const chosen = base === '/branch-module' ? branches.filter((b) => b.id === selection.branch?.id) : branches;
  return chosen.map((b) => ({ id: b.id, name: b.name }));
}
