import type { Scope } from '../../access/access';
import { invalid } from '../../http/errors';

/** Scope ids as a body or query gives them. */
export interface ScopeIds {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}

/**
 * Checks that the ids a client sent describe one path (the project is in the branch, the branch in the
 * organization). `scope` is what `authorize` resolved from the most specific id.
 */
export function checkScopePath(ids: ScopeIds, scope: Scope): void {
  const details: Record<string, string> = {};
  if (scope.level === 'global') return;
  if (ids.organizationId !== undefined && ids.organizationId !== scope.organizationId) {
    details.organizationId = 'Does not match the branch or project';
  }
  if (scope.level === 'project' && ids.branchId !== undefined && ids.branchId !== scope.branchId) {
    details.branchId = 'Does not match the project';
  }
  if (Object.keys(details).length > 0) throw invalid(details);
}

/** The role assignment columns for a scope. */
export function assignmentColumns(scope: Scope) {
  if (scope.level === 'global') throw invalid({ organizationId: 'Required' });
  return {
    organizationId: scope.organizationId,
    branchId: scope.level === 'organization' ? null : scope.branchId,
    projectId: scope.level === 'project' ? scope.projectId : null,
  };
}
