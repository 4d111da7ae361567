import type { Selection, UserSpace } from '@console/core';
import type { ConsoleMessages } from '../../i18n/en';

/** The scope ids a module's support screens work in: the selected organization, branch or project; none for super admins. */
export interface SupportScope {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}

/** The ticket list's and dashboard's scope in a module, or null when the module's selection is missing. */
export function supportScope(base: string, selection: Selection): SupportScope | null {
  if (base === '/super-admin') return {};
  if (base === '/org-module') return selection.organization ? { organizationId: selection.organization.id } : null;
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  return selection.project ? { projectId: selection.project.id } : null;
}

/** The full path of ids a new ticket is opened for, from the module's selection (nothing for super admins). */
export function ticketScopeOf(base: string, selection: Selection): SupportScope {
  const org = selection.organization?.id;
  const branch = selection.branch?.id;
  const project = selection.project?.id;
  if (base === '/super-admin' || org === undefined) return {};
  if (base === '/org-module') return { organizationId: org };
  if (base === '/branch-module')
    return branch === undefined ? { organizationId: org } : { organizationId: org, branchId: branch };
  return {
    organizationId: org,
    ...(branch !== undefined ? { branchId: branch } : {}),
    ...(project !== undefined ? { projectId: project } : {}),
  };
}

/** "Acme AI / Research / Vision Lab": a scope in words, from the user space. */
export function scopeLabel(space: UserSpace | undefined, scope: SupportScope, t: ConsoleMessages): string {
  const org = space?.organizations.find((o) => o.id === scope.organizationId);
  const branch = org?.branches.find((b) => b.id === scope.branchId);
  const project = branch?.projects.find((p) => p.id === scope.projectId);
  const parts = [
    org?.name ?? (scope.organizationId ? t.pageText.organizationNumber({ id: scope.organizationId }) : undefined),
    branch?.name ?? (scope.branchId ? t.pageText.branchNumber({ id: scope.branchId }) : undefined),
    project?.name ?? (scope.projectId ? t.pageText.projectNumber({ id: scope.projectId }) : undefined),
  ];
  return parts.filter(Boolean).join(' / ');
}
