/**
 * Every table, for drizzle-kit (which reads this file to write migrations) and the typed `Db`. Each area
 * keeps its tables in `src/areas/<area>/tables.ts`; this file only re-exports them, one line per area (and the revocation list of `auth/`).
 */
export * from '../areas/audit/tables';
export * from '../areas/branches/tables';
export * from '../areas/clusters/tables';
export * from '../areas/costs/tables';
export * from '../areas/deployments/tables';
export * from '../areas/models/tables';
export * from '../areas/notebooks/tables';
export * from '../areas/notifications/tables';
export * from '../areas/organizations/tables';
export * from '../areas/projects/tables';
export * from '../areas/quotas/tables';
export * from '../areas/registry/tables';
export * from '../areas/sla/tables';
export * from '../areas/tickets/tables';
export * from '../areas/users/tables';
export * from '../auth/tables';
