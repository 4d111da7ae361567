import type { Selection } from '@console/core';
import type { UserScopeIds } from '@console/widgets/iam';

/**
 * The part of the tenancy a module's IAM screens work on: everything for super admins, else the selected
 * organization, branch or project. `null` when the module needs a selection that is missing.
 */
export function userScope(base: string, selection: Selection): UserScopeIds | null {
  switch (base) {
    case '/super-admin':
      return {};
    case '/org-module':
      return selection.organization ? { organizationId: selection.organization.id } : null;
    case '/branch-module':
      return selection.branch ? { branchId: selection.branch.id } : null;
    case '/project-module':
      return selection.project ? { projectId: selection.project.id } : null;
    default:
      return null;
  }
}

/** Where the IAM screens of a module return to: the IAM list, or the members tab of the project panel. */
export function iamHome(base: string): string {
  return base === '/project-module' ? `${base}/project-panel?active=1` : `${base}/iam`;
}
