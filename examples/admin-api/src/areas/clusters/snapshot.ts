import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clusterNodes, clusters } from '../../db/schema';
import { type Placement, type PlacementNode, placeWorkloads } from './placement';
import { type AllocationSource, allocationSources, loadWorkloads } from './workloads';

/** A node row with its capacity in the shape placement and the sampler use. */
export interface SnapshotNode extends PlacementNode {
  name: string;
}

/** The clusters, their nodes and where today's workloads sit on them. */
export interface ClusterSnapshot {
  clusters: { id: number; name: string; region: string }[];
  nodes: SnapshotNode[];
  placement: Placement;
}

/** Reads clusters, nodes and workloads and places the workloads (a few queries, no writes). */
export async function loadSnapshot(db: Db, sources: AllocationSource[] = allocationSources): Promise<ClusterSnapshot> {
  const [clusterRows, nodeRows, workloads] = await Promise.all([
    db.select().from(clusters).orderBy(asc(clusters.id)),
    db.select().from(clusterNodes).orderBy(asc(clusterNodes.id)),
    loadWorkloads(db, sources),
  ]);
  const nodes = nodeRows.map((n) => ({
    id: n.id,
    clusterId: n.clusterId,
    name: n.name,
    status: n.status,
    gpuModel: n.gpuModel,
    capacity: { cpuCores: n.cpuCores, memoryGiB: n.memoryGiB, gpus: n.gpuCount },
  }));
  return { clusters: clusterRows, nodes, placement: placeWorkloads(nodes, workloads) };
}
