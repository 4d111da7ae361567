import { projectFlags } from './projectFlags';
import { FORBIDDEN_PATH, type Selection, type SpaceLike } from './selection';
import type { ServiceIds } from './serviceIds';

/** Landing paths by scope (spec section 2). */
export const LANDING_PATHS = {
  superAdmin: '/super-admin/organizations',
  organizationAdmin: '/org-module/branches',
  branchAdmin: '/branch-module/branches',
  projectAdmin: '/project-module/project-panel?active=0',
  projectMember: '/project-member-module/project-panel?active=0',
  none: FORBIDDEN_PATH,
} as const;

/**
 * Where the user lands after login, by the widest scope they hold, with the selection that makes the
 * landing valid. The project's notebook-hub flag starts false: set it from the check call.
 */
export function landingFor(
  space: SpaceLike | null | undefined,
  serviceIds?: Partial<ServiceIds>,
): { path: string; selection: Selection } {
  if (!space) return { path: LANDING_PATHS.none, selection: {} };
  if (space.isSuperAdmin === true) return { path: LANDING_PATHS.superAdmin, selection: {} };
  const organizations = space.organizations ?? [];
  for (const organization of organizations) {
    if (organization.isAdmin === true) {
      return { path: LANDING_PATHS.organizationAdmin, selection: { organization: { id: organization.id } } };
    }
  }
  for (const organization of organizations) {
    for (const branch of organization.branches ?? []) {
      if (branch.isAdmin === true) {
        return {
          path: LANDING_PATHS.branchAdmin,
          selection: { organization: { id: organization.id }, branch: { id: branch.id } },
        };
      }
    }
  }
  for (const wantAdmin of [true, false]) {
    for (const organization of organizations) {
      for (const branch of organization.branches ?? []) {
        const project = (branch.projects ?? []).find((p) => wantAdmin === (p.isAdmin === true));
        if (project) {
          return {
            path: wantAdmin ? LANDING_PATHS.projectAdmin : LANDING_PATHS.projectMember,
            selection: {
              organization: { id: organization.id },
              branch: { id: branch.id },
              project: projectFlags(project, false, serviceIds),
            },
          };
        }
      }
    }
  }
  return { path: LANDING_PATHS.none, selection: {} };
}
