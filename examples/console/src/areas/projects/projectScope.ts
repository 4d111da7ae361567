import type { Selection } from '@console/core';
import type { ProjectsScope } from '@console/widgets/projects';

/** The projects of a module: the selected organization's (org module) or branch's (branch module). */
export function projectScope(base: string, selection: Selection): ProjectsScope | null {
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  return selection.organization ? { organizationId: selection.organization.id } : null;
}
