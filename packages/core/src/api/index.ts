import type { ApiFetch } from '../http/apiFetch';
import { createAuditCalls } from './audit';
import { createBranchCalls } from './branches';
import { createClusterCalls } from './clusters';
import { createCostCalls } from './costs';
import { createInferencingCalls } from './inferencing';
import { createJupyterhubCalls } from './jupyterhub';
import { createNotificationCalls } from './notifications';
import { createOrganizationCalls } from './organizations';
import { createPlatformCalls } from './platform';
import { createProjectCalls } from './projects';
import { createQuotaCalls } from './quotas';
import { createSearchCalls } from './search';
import { createSlaCalls } from './sla';
import { createTicketCalls } from './tickets';
import { createUserCalls } from './users';

export type { AuditCalls, AuditExportFormat, AuditFilters, AuditListQuery } from './audit';
export { auditStreamSearch } from './audit';
export type {
  Cluster,
  ClusterCalls,
  ClusterNode,
  ClusterRange,
  ClusterScope,
  ClusterSeries,
  ClusterSource,
  GpuModelCount,
  NodeStatus,
  Resources,
  TenantUsage,
  UsageLevel,
  UsageReport,
  UtilisationPoint,
} from './clusters';
export type { CostCalls, CostQuery, CostScope } from './costs';
export type { InferencingCalls } from './inferencing';
export type {
  JupyterhubCalls,
  Notebook,
  NotebookAccess,
  NotebookCreate,
  NotebookImage,
  NotebookListQuery,
  NotebookOptions,
  NotebookPage,
  NotebookProgress,
  NotebookProgressEvent,
  NotebookScale,
  NotebookSize,
  NotebookStatus,
  NotebookUpdate,
  ServiceEvent,
  ServiceQuota,
} from './jupyterhub';
export type { EngineStatus, PlatformCalls, PlatformEngines } from './platform';
export type { QuotaCalls, QuotaRequestListQuery, QuotaScope } from './quotas';
export type { SearchCalls } from './search';
export type { SlaCalls } from './sla';
export type { TicketCalls, TicketDashboardQuery, TicketExportQuery, TicketListQuery } from './tickets';
export type * from './types';

/**
 * Typed calls for every admin API resource, made on the console's HTTP client (which adds the base
 * URL, the bearer token and error normalisation). Types come from the OpenAPI contract.
 */
export function createAdminApi(fetch: ApiFetch) {
  return {
    users: createUserCalls(fetch),
    notifications: createNotificationCalls(fetch),
    organizations: createOrganizationCalls(fetch),
    branches: createBranchCalls(fetch),
    projects: createProjectCalls(fetch),
    jupyterhub: createJupyterhubCalls(fetch),
    inferencing: createInferencingCalls(fetch),
    clusters: createClusterCalls(fetch),
    quotas: createQuotaCalls(fetch),
    costs: createCostCalls(fetch),
    tickets: createTicketCalls(fetch),
    sla: createSlaCalls(fetch),
    audit: createAuditCalls(fetch),
    search: createSearchCalls(fetch),
    platform: createPlatformCalls(fetch),
  };
}

/** The typed admin API surface returned by {@link createAdminApi}. */
export type AdminApi = ReturnType<typeof createAdminApi>;
