import { eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import { projects } from '../projects/tables';

/** Whether a project (by its place in the hierarchy) lies inside a scope. */
export function inScope(scope: Scope, p: { organizationId: number; branchId: number; projectId: number }): boolean {
  if (scope.level === 'global') return true;
  if (scope.level === 'organization') return p.organizationId === scope.organizationId;
  if (scope.level === 'branch') return p.branchId === scope.branchId;
  return p.projectId === scope.projectId;
}

/** SQL condition on `projects` for the projects inside a scope (undefined: all of them). */
export function projectsInScope(scope: Scope): SQL | undefined {
  if (scope.level === 'global') return undefined;
  if (scope.level === 'organization') return eq(projects.organizationId, scope.organizationId);
  if (scope.level === 'branch') return eq(projects.branchId, scope.branchId);
  return eq(projects.id, scope.projectId);
}
