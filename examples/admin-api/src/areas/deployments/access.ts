/**
 * Who may do what with one inference deployment. Project admins and wider (and super admins) hold
 * `ADMIN` on every deployment of the project; a project user holds the permission an admin granted
 * them on it (`MANAGE` or `CALL`), or nothing. The `authorize` middleware, the list filter, the key
 * rules and the inference endpoint all decide through this file.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type Access,
  adminLevel,
  isAdminOf,
  loadAccess,
  loadAccesses,
  Priority,
  priorityOn,
  type Scope,
} from '../../access/access';
import { type ResourceRole, type ResourceTarget, satisfies } from '../../access/resourceRoles';
import type { Db } from '../../db/database';
import { inferenceDeployments, inferencePermissions, inferenceSchedules } from './tables';

/** What the caller holds on a deployment: `CALL` reads it and works one's own keys; `MANAGE` runs it. */
export type DeploymentRole = ResourceRole;

/** The caller's role on a deployment of the project at `scope`, from their grant there; undefined: none. */
export function deploymentRoleOf(
  access: Access,
  scope: Scope,
  granted: 'CALL' | 'MANAGE' | undefined,
): DeploymentRole | undefined {
  if (isAdminOf(access, scope)) return 'ADMIN';
  // A permission counts only while its holder still belongs to the project.
  return priorityOn(access, scope) <= Priority.Member ? granted : undefined;
}

/** The permission a user was granted on a deployment, if any. */
export async function grantOn(db: Db, deploymentId: number, userId: number) {
  const [row] = await db
    .select({ access: inferencePermissions.access })
    .from(inferencePermissions)
    .where(and(eq(inferencePermissions.deploymentId, deploymentId), eq(inferencePermissions.userId, userId)));
  return row?.access;
}

/** The caller's role on one deployment of the project at `scope` (no query for admins). */
export async function roleOnDeployment(db: Db, access: Access, scope: Scope, deploymentId: number) {
  if (isAdminOf(access, scope)) return 'ADMIN';
  return deploymentRoleOf(access, scope, await grantOn(db, deploymentId, access.userId));
}

/**
 * The deployment a route acts on, found from the deployment id or (for `via: 'schedule'`) from one of
 * its uptime windows, inside the project of the path only; undefined when there is none there.
 */
export async function findDeployment(db: Db, projectId: number, id: number, via: 'deployment' | 'schedule') {
  const [row] =
    via === 'deployment'
      ? await db
          .select({ id: inferenceDeployments.id })
          .from(inferenceDeployments)
          .where(and(eq(inferenceDeployments.id, id), eq(inferenceDeployments.projectId, projectId)))
      : await db
          .select({ id: inferenceDeployments.id })
          .from(inferenceSchedules)
          .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceSchedules.deploymentId))
          .where(and(eq(inferenceSchedules.id, id), eq(inferenceDeployments.projectId, projectId)));
  return row?.id;
}

/** SQL condition on deployments of the project at `scope`: the ones the caller may see (undefined: all). */
export function visibleDeployments(db: Db, access: Access, scope: Scope): SQL | undefined {
  if (isAdminOf(access, scope)) return undefined;
  const granted = db
    .select({ id: inferencePermissions.deploymentId })
    .from(inferencePermissions)
    .where(eq(inferencePermissions.userId, access.userId));
  return inArray(inferenceDeployments.id, granted);
}

/** The caller's role on each deployment of `ids` (all in the project at `scope`). */
export async function deploymentRoles(
  db: Db,
  access: Access,
  scope: Scope,
  ids: number[],
): Promise<Map<number, DeploymentRole>> {
  const roles = new Map<number, DeploymentRole>();
  if (isAdminOf(access, scope)) {
    for (const id of ids) roles.set(id, 'ADMIN');
    return roles;
  }
  if (ids.length === 0) return roles;
  const rows = await db
    .select({ id: inferencePermissions.deploymentId, access: inferencePermissions.access })
    .from(inferencePermissions)
    .where(and(eq(inferencePermissions.userId, access.userId), inArray(inferencePermissions.deploymentId, ids)));
  for (const r of rows) {
    const role = deploymentRoleOf(access, scope, r.access);
    if (role) roles.set(r.id, role);
  }
  return roles;
}

/** How `authorize` finds a deployment of a project and the caller's role on it (wired in `app.ts`). */
export const deploymentTarget: ResourceTarget = { find: findDeployment, roleOn: roleOnDeployment };

/** Whether the caller sees every key of the deployment (managers) or only their own (callers). */
export const seesAllKeys = (role: DeploymentRole) => satisfies(role, 'MANAGE');

/** Whether the caller may revoke a key: managers any key, callers only the keys they created. */
export const mayRevokeKey = (role: DeploymentRole, callerId: number, createdBy: number | null) =>
  seesAllKeys(role) || createdBy === callerId;

/**
 * Whether a key still opens the inference endpoint: its creator must still be allowed to call the
 * deployment (an admin of its project or wider, or a project user granted CALL or MANAGE on it). A key
 * whose creator was removed, deactivated or lost the permission stops working at once.
 */
export async function keyHolderMayCall(db: Db, scope: Scope, deploymentId: number, createdBy: number | null) {
  if (createdBy === null) return false;
  const access = await loadAccess(db, createdBy);
  return access !== undefined && satisfies(await roleOnDeployment(db, access, scope, deploymentId), 'CALL');
}

/** Of `userIds` (people concerned by the project), those who may see the deployment: its admins and grantees. */
export async function deploymentAudience(db: Db, scope: Scope, deploymentId: number, userIds: number[]) {
  const accesses = await loadAccesses(db, userIds);
  const grants = await db
    .select({ userId: inferencePermissions.userId })
    .from(inferencePermissions)
    .where(eq(inferencePermissions.deploymentId, deploymentId));
  const granted = new Set(grants.map((g) => g.userId));
  return userIds.filter((id) => {
    const access = accesses.get(id);
    if (!access) return false;
    return priorityOn(access, scope) <= adminLevel(scope) || (granted.has(id) && priorityOn(access, scope) <= 5);
  });
}
