import { assignmentRoutes } from './assignments';
import { auditFilterQuery, auditRoutes, searchRoutes } from './audit';
import { branchRoutes } from './branches';
import { clusterRoutes } from './clusters';
import { COST_MAX_RANGE_DAYS, costRoutes } from './costs';
import { inferencingRoutes } from './inferencing';
import { inferencingCatalogRoutes } from './inferencingCatalog';
import { notebookLimits, notebookRoutes } from './notebooks';
import { notificationRoutes } from './notifications';
import { organizationRoutes } from './organizations';
import { platformRoutes } from './platform';
import { projectServiceRoutes } from './projectServices';
import { projectRoutes } from './projects';
import { quotaLimits, quotaRoutes } from './quotas';
import { slaRoutes } from './sla';
import { ticketRoutes } from './tickets';
import { userRoutes } from './users';

export {
  assignmentRoutes,
  auditFilterQuery,
  auditRoutes,
  branchRoutes,
  COST_MAX_RANGE_DAYS,
  clusterRoutes,
  costRoutes,
  inferencingCatalogRoutes,
  inferencingRoutes,
  notebookLimits,
  notebookRoutes,
  notificationRoutes,
  organizationRoutes,
  platformRoutes,
  projectRoutes,
  projectServiceRoutes,
  quotaLimits,
  quotaRoutes,
  searchRoutes,
  slaRoutes,
  ticketRoutes,
  userRoutes,
};

/** Every area of the API with its routes, in the order the document lists them. A new area adds one line. */
export const routeAreas = {
  users: userRoutes,
  assignments: assignmentRoutes,
  notifications: notificationRoutes,
  organizations: organizationRoutes,
  branches: branchRoutes,
  projects: projectRoutes,
  projectServices: projectServiceRoutes,
  clusters: clusterRoutes,
  quotas: quotaRoutes,
  costs: costRoutes,
  notebooks: notebookRoutes,
  inferencing: inferencingRoutes,
  inferencingCatalog: inferencingCatalogRoutes,
  tickets: ticketRoutes,
  sla: slaRoutes,
  audit: auditRoutes,
  search: searchRoutes,
  platform: platformRoutes,
};

type Areas = typeof routeAreas;
/** Any route of the contract. */
export type ContractRoute = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** The operationId of any route of the contract. */
export type OperationId = ContractRoute['operationId'];

/** Every route of the contract, in document order. */
export const contractRoutes: ContractRoute[] = Object.values(routeAreas).flatMap(
  (area) => Object.values(area) as ContractRoute[],
);
