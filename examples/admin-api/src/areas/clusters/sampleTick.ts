import { sum, zero } from './placement';
import type { ClusterSnapshot, SnapshotNode } from './snapshot';
import type { clusterNodeSamples, clusterProjectSamples } from './tables';
import { type NodeResources, sampleUtilisation } from './utilisation';

type NodeSampleRow = typeof clusterNodeSamples.$inferInsert;
type ProjectSampleRow = typeof clusterProjectSamples.$inferInsert;

const round2 = (x: number) => Math.round(x * 100) / 100;
/** `used` shared out in proportion to `part` of `whole`, metric by metric. */
export const share = (used: NodeResources, part: NodeResources, whole: NodeResources): NodeResources => ({
  cpuCores: whole.cpuCores > 0 ? (used.cpuCores * part.cpuCores) / whole.cpuCores : 0,
  memoryGiB: whole.memoryGiB > 0 ? (used.memoryGiB * part.memoryGiB) / whole.memoryGiB : 0,
  gpus: whole.gpus > 0 ? (used.gpus * part.gpus) / whole.gpus : 0,
});

/** What a node used at a tick, or undefined to record nothing for it then. */
export type UsedOf = (node: SnapshotNode, allocated: NodeResources, at: Date) => NodeResources | undefined;

/** The simulation's use: the deterministic curve of `sampleUtilisation` over what is allocated; nothing on a node that is down. */
export const simulatedUse: UsedOf = (node, allocated, at) =>
  node.status === 'NOT_READY'
    ? zero()
    : sampleUtilisation({ nodeId: node.id, capacity: node.capacity, allocation: allocated }, at);

/**
 * The rows one sampler tick stores: per node, its capacity, what its workloads requested and what it
 * used (`usedOf`: the simulated curve unless told otherwise); per project and cluster, its requests and its
 * share of each node's use in proportion to what it requested there.
 */
export function sampleTick(snapshot: ClusterSnapshot, at: Date, usedOf: UsedOf = simulatedUse) {
  const nodeRows: NodeSampleRow[] = [];
  const perProject = new Map<
    string,
    { clusterId: number; projectId: number; allocated: NodeResources; used: NodeResources }
  >();
  for (const node of snapshot.nodes) {
    const workloads = snapshot.placement.byNode.get(node.id) ?? [];
    const allocated = sum(workloads.map((w) => w.request));
    const used = usedOf(node, allocated, at);
    if (!used) continue;
    nodeRows.push({
      nodeId: node.id,
      at,
      cpuCapacity: node.capacity.cpuCores,
      memoryCapacity: node.capacity.memoryGiB,
      gpuCapacity: node.capacity.gpus,
      cpuAllocated: allocated.cpuCores,
      memoryAllocated: allocated.memoryGiB,
      gpusAllocated: allocated.gpus,
      cpuUsed: used.cpuCores,
      memoryUsed: used.memoryGiB,
      gpusUsed: used.gpus,
    });
    for (const w of workloads) {
      const key = `${node.clusterId}:${w.projectId}`;
      const entry = perProject.get(key) ?? {
        clusterId: node.clusterId,
        projectId: w.projectId,
        allocated: zero(),
        used: zero(),
      };
      const part = share(used, w.request, allocated);
      entry.allocated = sum([entry.allocated, w.request]);
      entry.used = sum([entry.used, part]);
      perProject.set(key, entry);
    }
  }
  const projectRows: ProjectSampleRow[] = [...perProject.values()].map((p) => ({
    clusterId: p.clusterId,
    projectId: p.projectId,
    at,
    cpuAllocated: p.allocated.cpuCores,
    memoryAllocated: p.allocated.memoryGiB,
    gpusAllocated: p.allocated.gpus,
    cpuUsed: round2(p.used.cpuCores),
    memoryUsed: round2(p.used.memoryGiB),
    gpusUsed: round2(p.used.gpus),
  }));
  return { nodeRows, projectRows };
}
