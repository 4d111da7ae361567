import type { UserSpace } from '@console/core';

/** The ids the portal's panels need: the partner's organization, and its first project for deployments. */
export interface PartnerScope {
  organizationId: number;
  organizationName: string;
  /** The user administers the organization (sees its audit log). */
  isAdmin: boolean;
  projectId: number | undefined;
  projectName: string | undefined;
}

/** The first organization of the user's space (a partner belongs to one), or undefined when there is none. */
export function partnerScope(space: UserSpace): PartnerScope | undefined {
  const organization = space.organizations[0];
  if (!organization) return undefined;
  const project = organization.branches.flatMap((branch) => branch.projects)[0];
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    isAdmin: space.isSuperAdmin || organization.isAdmin,
    projectId: project?.id,
    projectName: project?.name,
  };
}
