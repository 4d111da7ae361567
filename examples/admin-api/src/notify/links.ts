import { Priority } from '../access/access';

/** A console link that depends on who reads it: the recipient's priority on the event's scope. */
export type LinkFor = (priority: number) => string | null;

/**
 * Where a recipient opens a project: the module their role on it lets them enter (spec section 2). The
 * project and member panels show the selected project, so their paths carry no id.
 */
export const projectLink =
  (projectId: number): LinkFor =>
  (priority) => {
    if (priority === Priority.SuperAdmin) return `/super-admin/project/update/${projectId}`;
    if (priority === Priority.OrgAdmin) return `/org-module/project/update/${projectId}`;
    if (priority === Priority.BranchAdmin) return `/branch-module/project/update/${projectId}`;
    if (priority === Priority.ProjectAdmin) return '/project-module/project-panel?active=0';
    if (priority === Priority.Member) return '/project-member-module/project-panel?active=0';
    return null;
  };

/** Where a recipient opens a branch; members of it have no branch page. */
export const branchLink =
  (branchId: number): LinkFor =>
  (priority) => {
    if (priority === Priority.SuperAdmin) return `/super-admin/branch/update/${branchId}`;
    if (priority === Priority.OrgAdmin) return `/org-module/branch/${branchId}`;
    if (priority === Priority.BranchAdmin) return `/branch-module/branch/${branchId}`;
    return null;
  };

/** Where a recipient opens an organization; only super admins and its admins have a page for it. */
export const organizationLink =
  (organizationId: number): LinkFor =>
  (priority) => {
    if (priority === Priority.SuperAdmin) return `/super-admin/organization/update/${organizationId}`;
    if (priority === Priority.OrgAdmin) return '/org-module/branches';
    return null;
  };

/**
 * Where a recipient opens an inference deployment: admins in the project module, project users granted
 * a permission on it in the member module (deployment news reaches no one else).
 */
export const deploymentLink =
  (deploymentId: number): LinkFor =>
  (priority) =>
    priority <= Priority.ProjectAdmin
      ? `/project-module/triton-inference/${deploymentId}`
      : `/project-member-module/triton-inference/${deploymentId}`;

/** Where a recipient opens a support ticket: the ticket's page in the module their role on its scope opens. */
export const ticketLink =
  (ticketId: number): LinkFor =>
  (priority) => {
    const base = (
      {
        [Priority.SuperAdmin]: '/super-admin',
        [Priority.OrgAdmin]: '/org-module',
        [Priority.BranchAdmin]: '/branch-module',
        [Priority.ProjectAdmin]: '/project-module',
        [Priority.Member]: '/project-member-module',
      } as Record<number, string>
    )[priority];
    return base ? `${base}/ticket/detail/${ticketId}` : null;
  };

/** Where an organization admin (or a super admin) edits an SLA policy. */
export const slaLink =
  (policyId: number): LinkFor =>
  (priority) => {
    if (priority === Priority.SuperAdmin) return `/super-admin/sla/update/${policyId}`;
    if (priority === Priority.OrgAdmin) return `/org-module/sla/update/${policyId}`;
    return null;
  };

/** Where a recipient opens quota requests: the list in the module their role on the project opens. */
export const quotaRequestLink = (): LinkFor => (priority) => {
  const base = (
    {
      [Priority.SuperAdmin]: '/super-admin',
      [Priority.OrgAdmin]: '/org-module',
      [Priority.BranchAdmin]: '/branch-module',
      [Priority.ProjectAdmin]: '/project-module',
    } as Record<number, string>
  )[priority];
  return base ? `${base}/quota-requests` : null;
};

/** Where a recipient opens the capacity board of the tier their role on a project's scope gives them. */
export const capacityLink = (): LinkFor => (priority) => {
  const base = (
    {
      [Priority.SuperAdmin]: '/super-admin',
      [Priority.OrgAdmin]: '/org-module',
      [Priority.BranchAdmin]: '/branch-module',
      [Priority.ProjectAdmin]: '/project-module',
      [Priority.Member]: '/project-member-module',
    } as Record<number, string>
  )[priority];
  return base ? `${base}/capacity` : null;
};
