import type { UserSpace } from '@console/core';
import type { InviteScope } from './InviteDialog';
import type { AssignmentRole } from './types';

/** A part of the tenancy in the users API's shape; no id at all is the whole platform. */
export interface UserScopeIds {
  organizationId?: number;
  branchId?: number;
  projectId?: number;
}

// Member first: the invite form preselects the first role, and the least privilege is the safe default.
const bothRoles: readonly AssignmentRole[] = ['MEMBER', 'ADMIN'];

/** Names from the organization down, e.g. "Acme / Berlin / ml-lab". */
const path = (...names: string[]) => names.join(' / ');

/**
 * Where the inviter may grant a role: every organization, branch and project they administer (super admins: all)
 * inside the module's scope, widest first.
 */
export function inviteScopes(space: UserSpace, scope: UserScopeIds): InviteScope[] {
  const result: InviteScope[] = [];
  const admin = (isAdmin: boolean) => space.isSuperAdmin || isAdmin;
  for (const org of space.organizations) {
    if (scope.organizationId !== undefined && org.id !== scope.organizationId) continue;
    const wholeOrg = scope.branchId === undefined && scope.projectId === undefined;
    if (wholeOrg && admin(org.isAdmin))
      result.push({ key: `org:${org.id}`, label: org.name, organizationId: org.id, roles: bothRoles });
    for (const branch of org.branches) {
      if (scope.branchId !== undefined && branch.id !== scope.branchId) continue;
      const branchAdmin = admin(org.isAdmin || branch.isAdmin);
      if (scope.projectId === undefined && branchAdmin)
        result.push({
          key: `branch:${branch.id}`,
          label: path(org.name, branch.name),
          organizationId: org.id,
          branchId: branch.id,
          roles: bothRoles,
        });
      for (const project of branch.projects) {
        if (scope.projectId !== undefined && project.id !== scope.projectId) continue;
        if (!(branchAdmin || project.isAdmin)) continue;
        result.push({
          key: `project:${project.id}`,
          label: path(org.name, branch.name, project.name),
          organizationId: org.id,
          branchId: branch.id,
          projectId: project.id,
          roles: bothRoles,
        });
      }
    }
  }
  return result;
}

/** The projects of `inviteScopes` as the user detail's assignment choices, with the ids an assignment needs. */
export function assignableProjects(space: UserSpace, scope: UserScopeIds) {
  return inviteScopes(space, scope).flatMap((s) =>
    s.projectId === undefined
      ? []
      : [{ id: s.projectId, label: s.label, organizationId: s.organizationId, branchId: s.branchId }],
  );
}
