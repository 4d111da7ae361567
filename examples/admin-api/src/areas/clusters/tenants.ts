/** The projects of a scope with their branch and organization, as usage, capacity and cost rows name them. */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { projectsInScope } from './scopeFilter';

/** The projects of a scope with their branch and organization. */
export async function tenantsOf(db: Db, scope: Scope) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      branchId: branches.id,
      branchName: branches.name,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(projects)
    .innerJoin(branches, eq(branches.id, projects.branchId))
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(projectsInScope(scope));
}
