/**
 * Roles on one resource inside a project, beside the roles on scopes (`access.ts`): an inference
 * deployment is the one such resource today. Project admins and wider hold `ADMIN`; a project user holds
 * what an admin granted them (`MANAGE` or `CALL`), or nothing. The rules table names what an operation
 * needs; the area that owns the resource says how to find one and what the caller holds on it
 * ({@link ResourceTarget}), and `app.ts` hands that to `authorize` with the services.
 */
import type { Db } from '../db/database';
import type { Access, Scope } from './access';

/** What the caller holds on one resource, strongest first: `ADMIN` includes `MANAGE`, which includes `CALL`. */
export type ResourceRole = 'ADMIN' | 'MANAGE' | 'CALL';

const strength: Record<ResourceRole, number> = { ADMIN: 3, MANAGE: 2, CALL: 1 };

/** Whether holding `role` satisfies `need` (MANAGE includes CALL; ADMIN includes both). */
export const satisfies = (role: ResourceRole | undefined, need: ResourceRole) =>
  role !== undefined && strength[role] >= strength[need];

/** How `authorize` resolves a resource target of the rules table; the owning area implements it. */
export interface ResourceTarget {
  /**
   * The resource a route acts on, found from its own id or (`via: 'schedule'`) from one of its uptime
   * windows, inside the project of the path only; undefined when there is none there.
   */
  find(db: Db, projectId: number, id: number, via: 'deployment' | 'schedule'): Promise<number | undefined>;
  /** The caller's role on it, at the project's scope; undefined: none. */
  roleOn(db: Db, access: Access, scope: Scope, id: number): Promise<ResourceRole | undefined>;
}
