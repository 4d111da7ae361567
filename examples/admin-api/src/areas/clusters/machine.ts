/**
 * The measured cluster: with ENGINES=local, the machines the metrics engine sees (this machine, through node
 * exporter) are one cluster, `local`, kept beside the demo's seeded clusters, which stay and are marked simulated.
 * Its rows in `clusters` and `cluster_nodes` only give it ids (samples and other areas refer to them): its capacity
 * and use are read from the engine at each request.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { MeasuredNode, Metrics } from '../../engines/metrics';
import type { AppServices } from '../../env';
import { clusterNodes, clusters } from './tables';
import type { Workload } from './workloads';

/** The cluster the metrics engine measures. */
export const MACHINE_CLUSTER = { name: 'local', region: 'This machine' } as const;

/** Where a cluster's numbers come from: an engine, or the reference server's simulation. */
export type ClusterSource = 'measured' | 'simulated';

/** The measured cluster as a request sees it: its id and its machines now. */
export interface MachineCluster {
  clusterId: number;
  /** The machines now; absent where a read needs only the cluster's id (allocation). */
  nodes?: MeasuredNode[];
  /** `simulated` when the engine behind it is the simulated one (tests, a machine without Prometheus). */
  source: ClusterSource;
}

/** The metrics engine of the measured cluster, when the API runs the local engines; otherwise none. */
export const machineMetrics = (services: Pick<AppServices, 'config' | 'metrics'>): Metrics | undefined =>
  services.config.engines.mode === 'local' ? services.metrics : undefined;

/** Workloads that run on the measured machines: notebook servers and model servers are its processes (GPUs allowing). */
export const runsOnMachine = (w: Workload) => w.key.startsWith('notebook:') || w.key.startsWith('deployment:');

/** The measured cluster's id per database, once known (the row is never deleted). */
const knownIds = new WeakMap<Db, number>();

/** The measured cluster's id, its row created on first use (by any instance: the name is unique). */
export async function machineClusterId(db: Db): Promise<number> {
  const known = knownIds.get(db);
  if (known !== undefined) return known;
  await db.insert(clusters).values(MACHINE_CLUSTER).onConflictDoNothing();
  const [row] = await db.select({ id: clusters.id }).from(clusters).where(eq(clusters.name, MACHINE_CLUSTER.name));
  if (!row) throw new Error('The measured cluster has no row');
  knownIds.set(db, row.id);
  return row.id;
}

/** Keeps a node row for each measured machine (by name), its capacity rounded to the columns' whole numbers. */
async function syncNodes(db: Db, clusterId: number, nodes: MeasuredNode[]) {
  for (const n of nodes) {
    const values = {
      cpuCores: Math.round(n.capacity.cpuCores),
      memoryGiB: Math.round(n.capacity.memoryGiB),
      gpuModel: n.gpuModel,
      gpuCount: Math.round(n.capacity.gpus),
      status: n.up ? ('READY' as const) : ('NOT_READY' as const),
    };
    await db
      .insert(clusterNodes)
      .values({ clusterId, name: n.name, ...values })
      .onConflictDoUpdate({
        target: [clusterNodes.clusterId, clusterNodes.name],
        set: values,
        setWhere: sql`(${clusterNodes.cpuCores}, ${clusterNodes.memoryGiB}, ${clusterNodes.gpuCount}, ${clusterNodes.status}) is distinct from (${values.cpuCores}, ${values.memoryGiB}, ${values.gpuCount}, ${values.status})`,
      });
  }
}

/** Whether the engine behind `metrics` measures (Prometheus) or simulates. */
const sourceOf = async (metrics: Metrics): Promise<ClusterSource> =>
  (await metrics.status()).mode === 'local' ? 'measured' : 'simulated';

/**
 * The measured cluster with its machines now, their rows kept in step; throws the engine's 503 when it does not
 * answer. Undefined when the API runs the simulated engines (all clusters are then the seeded, simulated ones).
 */
export async function readMachineCluster(db: Db, metrics: Metrics | undefined): Promise<MachineCluster | undefined> {
  if (!metrics) return undefined;
  const nodes = await metrics.nodes();
  const clusterId = await machineClusterId(db);
  await syncNodes(db, clusterId, nodes);
  return { clusterId, nodes, source: await sourceOf(metrics) };
}

/** The measured cluster's id without asking the engine (reads of allocation only); undefined when simulated. */
export async function machineClusterOnly(db: Db, metrics: Metrics | undefined): Promise<MachineCluster | undefined> {
  if (!metrics) return undefined;
  return { clusterId: await machineClusterId(db), source: await sourceOf(metrics) };
}
