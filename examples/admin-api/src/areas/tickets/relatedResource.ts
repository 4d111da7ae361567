/**
 * What a ticket may be about besides its scope: a deployment, a notebook or a service of a project that
 * lies inside the ticket's own scope. The body names it by kind and id; the server finds it, refuses one
 * outside the scope (another organization's deployment must not be named, nor its name learnt), one the
 * caller may not read (a deployment of their own project they hold no permission on, someone else's
 * notebook), and stores the resource's own name rather than the one sent.
 */
import type { ticketRoutes } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { type Access, isAdminOf, Priority, priorityOn, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { invalid } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { roleOnDeployment } from '../deployments';
import { inferenceDeployments } from '../deployments/tables';
import { notebooks } from '../notebooks/tables';
import { projectServices, projects, services } from '../projects/tables';

type Related = NonNullable<BodyOf<typeof ticketRoutes.create>['related']>;

/** The project a related resource lives in and its name, or undefined when there is none. */
async function locate(db: Db, related: Related, scope: Scope) {
  if (related.kind === 'DEPLOYMENT') {
    const [row] = await db
      .select({ projectId: inferenceDeployments.projectId, name: inferenceDeployments.name })
      .from(inferenceDeployments)
      .where(eq(inferenceDeployments.id, related.id));
    return row;
  }
  if (related.kind === 'NOTEBOOK') {
    const [row] = await db
      .select({ projectId: notebooks.projectId, name: notebooks.name, ownerId: notebooks.ownerId })
      .from(notebooks)
      .where(eq(notebooks.id, related.id));
    return row;
  }
  // A project's service is named by the catalogue's id: only a ticket of that project can mean it.
  if (scope.level !== 'project') return undefined;
  const [row] = await db
    .select({ projectId: projectServices.projectId, name: services.name })
    .from(projectServices)
    .innerJoin(services, eq(services.id, projectServices.serviceId))
    .where(and(eq(projectServices.projectId, scope.projectId), eq(projectServices.serviceId, related.id)));
  return row;
}

/** Whether `access` may read the related resource `found` of the project at `scope`, as its own pages would show it. */
async function readable(
  db: Db,
  access: Access,
  scope: Scope,
  related: Related,
  found: { projectId: number; ownerId?: number | null },
): Promise<boolean> {
  if (related.kind === 'DEPLOYMENT') return (await roleOnDeployment(db, access, scope, related.id)) !== undefined;
  if (related.kind === 'NOTEBOOK') return isAdminOf(access, scope) || found.ownerId === access.userId;
  return priorityOn(access, scope) <= Priority.Member;
}

/**
 * The related resource as stored on a ticket at `scope` opened by `access`: the kind and id sent, with the
 * resource's own name. A resource that does not exist, lies outside the scope, or that the caller may not read
 * is a 400 on `related.id`, the same for all three, so the answer tells nothing about other tenants or about
 * what the caller's own project holds beyond their reach.
 */
export async function relatedInScope(db: Db, access: Access, scope: Scope, related: Related | undefined) {
  if (!related) return undefined;
  const refused = () => invalid({ 'related.id': 'No such resource in the ticket’s organization, branch or project' });
  if (scope.level === 'global') throw refused();
  const found = await locate(db, related, scope);
  if (!found) throw refused();
  const [project] = await db
    .select({ organizationId: projects.organizationId, branchId: projects.branchId })
    .from(projects)
    .where(eq(projects.id, found.projectId));
  const inside =
    project !== undefined &&
    project.organizationId === scope.organizationId &&
    (scope.level === 'organization' || project.branchId === scope.branchId) &&
    (scope.level !== 'project' || found.projectId === scope.projectId);
  if (!inside) throw refused();
  const projectScope: Scope = { level: 'project', ...project, projectId: found.projectId };
  if (!(await readable(db, access, projectScope, related, found))) throw refused();
  return { kind: related.kind, id: related.id, name: found.name };
}
