import { z } from '@hono/zod-openapi';

/** Seconds between two stored utilisation samples: the finest step a series can have. */
export const CLUSTER_SAMPLE_SECONDS = 300;
/** Points one utilisation series may hold; a longer range needs a larger step. */
export const CLUSTER_MAX_POINTS = 10_000;
/** The longest range a series or a usage report covers. */
export const CLUSTER_MAX_RANGE_DAYS = 90;

/** CPU cores, memory and GPUs: a capacity, an allocation, what is free or what is in use. */
export const Resources = z
  .object({ cpuCores: z.number().min(0), memoryGiB: z.number().min(0), gpus: z.number().min(0) })
  .openapi('Resources');

/** Whether a node takes work: READY does, CORDONED keeps what it runs but takes nothing new, NOT_READY is down. */
export const nodeStatusValues = ['READY', 'CORDONED', 'NOT_READY'] as const;
export const NodeStatus = z.enum(nodeStatusValues).openapi('NodeStatus');

/**
 * Where a cluster's or node's numbers come from: `measured` by a metrics engine (Prometheus), or `simulated` by the
 * reference server (its demo clusters, and everything when it runs without the real engines). Consoles mark the
 * simulated ones.
 */
export const clusterSourceValues = ['measured', 'simulated'] as const;
export const ClusterSource = z.enum(clusterSourceValues).openapi('ClusterSource');

/** A machine of a cluster. */
export const ClusterNode = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: NodeStatus,
    /** Whether its capacity and use are measured or simulated. */
    source: ClusterSource,
    /** The model of its GPUs, null on a node without any. */
    gpuModel: z.string().nullable(),
    capacity: Resources,
    /** What workloads of the caller's scope requested on this node (everything, for the platform). */
    allocated: Resources,
    /** What is still free on this node for anyone's next workload (none on a node that takes no work). */
    available: Resources,
  })
  .openapi('ClusterNode');

/** How many GPUs of one model a cluster has, and how many are free. */
export const GpuModelCount = z
  .object({ model: z.string(), count: z.number().int(), available: z.number().int() })
  .openapi('GpuModelCount');

/** A cluster with its nodes and their totals. */
export const Cluster = z
  .object({
    id: z.number().int(),
    name: z.string(),
    region: z.string(),
    /** Whether its nodes, capacity and utilisation are measured or simulated. */
    source: ClusterSource,
    capacity: Resources,
    allocated: Resources,
    available: Resources,
    gpuModels: z.array(GpuModelCount),
    nodes: z.array(ClusterNode),
  })
  .openapi('Cluster');

/** One instant of a utilisation series: the cluster's capacity, what the scope requested, and what it used. */
export const UtilisationPoint = z
  .object({ at: z.string(), capacity: Resources, allocated: Resources, used: Resources })
  .openapi('UtilisationPoint');

/** A utilisation series of one cluster over a range, for the caller's scope. */
export const ClusterSeries = z
  .object({
    clusterId: z.number().int(),
    from: z.string(),
    to: z.string(),
    /** Seconds between points; each point averages the samples of its step. */
    step: z.number().int(),
    points: z.array(UtilisationPoint),
  })
  .openapi('ClusterSeries');

/** The level a usage report groups by. */
export const usageLevelValues = ['organization', 'branch', 'project'] as const;
export const UsageLevel = z.enum(usageLevelValues).openapi('UsageLevel');

/** What one organization, branch or project requests now and used on average over the range. */
export const TenantUsage = z
  .object({
    level: UsageLevel,
    id: z.number().int(),
    name: z.string(),
    organizationId: z.number().int(),
    branchId: z.number().int().nullable(),
    /** What its workloads request now. */
    allocated: Resources,
    /** The mean of what it used over the range. */
    used: Resources,
    /** The most it used at one instant of the range. */
    peak: Resources,
  })
  .openapi('TenantUsage');

/** Usage per organization, branch or project over a range, limited to the caller's scope. */
export const UsageReport = z
  .object({ from: z.string(), to: z.string(), groupBy: UsageLevel, items: z.array(TenantUsage) })
  .openapi('UsageReport');
