import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { MachineCluster } from './machine';
import { runsOnMachine } from './machine';
import { type Placement, type PlacementNode, placeWorkloads } from './placement';
import { clusterNodes, clusters } from './tables';
import { type AllocationSource, allocationSources, loadWorkloads, type Workload } from './workloads';

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

/**
 * The measured machines' share: notebook and model servers run there as processes, whatever they asked for, so
 * each goes where it fits best, and one that fits nowhere still counts on the first machine that takes work.
 */
function placeOnMachine(nodes: PlacementNode[], workloads: Workload[]): Placement {
  const placement = placeWorkloads(nodes, workloads);
  const first = nodes.find((n) => n.status === 'READY') ?? nodes[0];
  if (first) placement.byNode.get(first.id)?.push(...placement.pending.splice(0));
  return placement;
}

/**
 * Reads clusters, nodes and workloads and places the workloads (a few queries, no writes). With a measured cluster,
 * its machines take the notebook and model servers (with the capacity just measured, when given) and the seeded
 * clusters the rest.
 */
export async function loadSnapshot(
  db: Db,
  sources: AllocationSource[] = allocationSources(),
  machine?: MachineCluster,
): Promise<ClusterSnapshot> {
  const [clusterRows, nodeRows, workloads] = await Promise.all([
    db.select().from(clusters).orderBy(asc(clusters.id)),
    db.select().from(clusterNodes).orderBy(asc(clusterNodes.id)),
    loadWorkloads(db, sources),
  ]);
  const nodes = nodeRows.map((n) => {
    const measured = machine?.clusterId === n.clusterId ? machine.nodes?.find((m) => m.name === n.name) : undefined;
    return {
      id: n.id,
      clusterId: n.clusterId,
      name: n.name,
      status: measured ? (measured.up ? ('READY' as const) : ('NOT_READY' as const)) : n.status,
      gpuModel: measured ? measured.gpuModel : n.gpuModel,
      capacity: measured?.capacity ?? { cpuCores: n.cpuCores, memoryGiB: n.memoryGiB, gpus: n.gpuCount },
    };
  });
  if (!machine) return { clusters: clusterRows, nodes, placement: placeWorkloads(nodes, workloads) };
  const onMachine = (n: PlacementNode) => n.clusterId === machine.clusterId;
  // Machines that left the engine's view keep their rows (old samples refer to them) but take no work.
  const current = machine.nodes ? new Set(machine.nodes.map((m) => m.name)) : undefined;
  const machineNodes = nodes.filter((n) => onMachine(n) && (!current || current.has(n.name)));
  // A notebook or model server asking for GPUs the machines lack cannot run there (the hub refuses it): it stays
  // with the seeded clusters, as simulated as they are.
  const hasGpus = machineNodes.some((n) => n.capacity.gpus > 0);
  const here = (w: Workload) => runsOnMachine(w) && (hasGpus || w.request.gpus === 0);
  const elsewhere = placeWorkloads(
    nodes.filter((n) => !onMachine(n)),
    workloads.filter((w) => !here(w)),
  );
  const local = placeOnMachine(machineNodes, workloads.filter(here));
  return {
    clusters: clusterRows,
    nodes: nodes.filter((n) => !onMachine(n) || machineNodes.includes(n)),
    placement: {
      byNode: new Map([...elsewhere.byNode, ...local.byNode]),
      pending: [...elsewhere.pending, ...local.pending],
    },
  };
}
