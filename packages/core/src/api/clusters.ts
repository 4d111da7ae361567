import type { ApiFetch } from '../http/apiFetch';
import { getPath } from './contractCall';
import type { components } from './schema.gen';
import type { ResultOf } from './types';

type Schemas = components['schemas'];

/** CPU cores, memory (GiB) and GPUs: a capacity, an allocation, what is free or in use. */
export type Resources = Schemas['Resources'];
/** A cluster with its nodes, capacity, the scope's allocation and what is free. */
export type Cluster = Schemas['Cluster'];
/** A node of a cluster. */
export type ClusterNode = Schemas['ClusterNode'];
/** Where a cluster's or node's numbers come from: measured by a metrics engine, or simulated. */
export type ClusterSource = Schemas['ClusterSource'];
/** Whether a node takes work. */
export type NodeStatus = Schemas['NodeStatus'];
/** GPUs of one model in a cluster. */
export type GpuModelCount = Schemas['GpuModelCount'];
/** Capacity, allocation and use of a cluster over a range. */
export type ClusterSeries = Schemas['ClusterSeries'];
/** One instant of a {@link ClusterSeries}. */
export type UtilisationPoint = Schemas['UtilisationPoint'];
/** Usage per organization, branch or project over a range. */
export type UsageReport = Schemas['UsageReport'];
/** One row of a {@link UsageReport}. */
export type TenantUsage = Schemas['TenantUsage'];
/** The level a usage report groups by. */
export type UsageLevel = Schemas['UsageLevel'];

/**
 * Whose numbers to read: the most specific of the three ids; none means the whole platform (super
 * admins only). An admin reads their own organization, branch or project.
 */
export interface ClusterScope {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}

/** A window of time: ISO instants, `to` after `from`. */
export interface ClusterRange {
  from: string;
  to: string;
}

/** Drops undefined ids so they do not reach the query string. */
const scopeQuery = (scope: ClusterScope) =>
  Object.fromEntries(Object.entries(scope).filter(([, v]) => v !== undefined)) as ClusterScope;

/** Clusters: the overview, utilisation over time and usage per tenant, each for a scope. */
export function createClusterCalls(fetch: ApiFetch) {
  return {
    /** Clusters with their nodes: capacity, the scope's allocation, what is free. */
    list: (scope: ClusterScope = {}) =>
      fetch<ResultOf<'clusters.list'>>(getPath('/clusters'), { query: scopeQuery(scope) }),
    /** Capacity, allocation and use of one cluster over a range; `step` in seconds (multiple of 300), default the finest that fits. */
    series: (id: number, scope: ClusterScope, range: ClusterRange & { step?: number | undefined }) =>
      fetch<ResultOf<'clusters.series'>>(getPath('/clusters/{id}/utilisation', id), {
        query: { ...scopeQuery(scope), from: range.from, to: range.to, ...(range.step ? { step: range.step } : {}) },
      }),
    /** Allocation and use per organization, branch or project inside the scope over a range. */
    usage: (scope: ClusterScope, range: ClusterRange & { groupBy?: UsageLevel | undefined }) =>
      fetch<ResultOf<'clusters.usage'>>(getPath('/clusters/usage'), {
        query: {
          ...scopeQuery(scope),
          from: range.from,
          to: range.to,
          ...(range.groupBy ? { groupBy: range.groupBy } : {}),
        },
      }),
  };
}

/** The typed cluster calls returned by {@link createClusterCalls}. */
export type ClusterCalls = ReturnType<typeof createClusterCalls>;
