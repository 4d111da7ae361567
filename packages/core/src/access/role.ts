import { isId, type Selection, type SpaceLike } from './selection';

/** Role priorities (spec section 6); lower is more powerful. */
export const Role = {
  SuperAdmin: 1,
  OrganizationAdmin: 2,
  BranchAdmin: 3,
  ProjectAdmin: 4,
  ProjectMember: 5,
  NoAccess: 99,
} as const;

/** One of the {@link Role} values. */
export type RolePriority = (typeof Role)[keyof typeof Role];

/** A role priority with its label. */
export interface RoleInfo {
  priority: RolePriority;
  label: string;
}

const PRIORITIES = new Set<unknown>(Object.values(Role));

/** A role priority from a number or a {@link RoleInfo}; anything else (`"1"`, null, 0) is no access. */
export function toPriority(role: unknown): RolePriority {
  const value = typeof role === 'object' && role !== null ? (role as { priority?: unknown }).priority : role;
  return PRIORITIES.has(value) ? (value as RolePriority) : Role.NoAccess;
}

const info = (priority: RolePriority, label: string): RoleInfo => ({ priority, label });

/**
 * The role for the selection by the first matching rule of spec section 6: the super admin flag, then
 * isAdmin on the selected organization, branch and project, else project member. A selection that is
 * missing from the user space gives no access ("organization / branch / project not found").
 */
export function computeRole(space: SpaceLike | null | undefined, selection: Selection | null | undefined): RoleInfo {
  if (space?.isSuperAdmin === true) return info(Role.SuperAdmin, 'Super Admin');
  const organizationId = selection?.organization?.id;
  const organization = isId(organizationId)
    ? (space?.organizations ?? []).find((o) => o?.id === organizationId)
    : undefined;
  if (!organization) return info(Role.NoAccess, 'Organization not found');
  if (organization.isAdmin === true) return info(Role.OrganizationAdmin, 'Organization Admin');
  const branchId = selection?.branch?.id;
  const branch = isId(branchId) ? (organization.branches ?? []).find((b) => b?.id === branchId) : undefined;
  if (!branch) return info(Role.NoAccess, 'Branch not found');
  if (branch.isAdmin === true) return info(Role.BranchAdmin, 'Branch Admin');
  const projectId = selection?.project?.id;
  const project = isId(projectId) ? (branch.projects ?? []).find((p) => p?.id === projectId) : undefined;
  if (!project) return info(Role.NoAccess, 'Project not found');
  if (project.isAdmin === true) return info(Role.ProjectAdmin, 'Project Admin');
  return info(Role.ProjectMember, 'Project Member');
}
