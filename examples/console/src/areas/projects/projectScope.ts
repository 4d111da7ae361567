import type { Selection } from '@console/core';

/** The project list filter of a module: the selected organization (org module) or branch (branch module). */
export function projectScope(base: string, selection: Selection): { orgId: number } | { branchId: number } | null {
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  return selection.organization ? { orgId: selection.organization.id } : null;
}
