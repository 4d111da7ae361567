import type { Cluster } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import type { Scope } from '../../access/access';
import type { AppServices } from '../../env';
import { type MachineCluster, machineMetrics, readMachineCluster } from './machine';
import { type PlacementNode, sub, sum, zero } from './placement';
import { inScope } from './scopeFilter';
import { type ClusterSnapshot, loadSnapshot } from './snapshot';
import type { NodeResources } from './utilisation';

type ClusterDto = z.infer<typeof Cluster>;

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Rounds each metric to two decimals for the wire. */
export const rounded = (r: NodeResources): NodeResources => ({
  cpuCores: round2(r.cpuCores),
  memoryGiB: round2(r.memoryGiB),
  gpus: round2(r.gpus),
});

/** What a node can still give a new workload: nothing unless it is READY. */
const availableOn = (node: PlacementNode, allocatedAll: NodeResources) =>
  node.status === 'READY' ? sub(node.capacity, allocatedAll) : zero();

/**
 * The clusters with their nodes, allocation counted for the scope and free room for anyone. Each says where its
 * numbers come from: the measured cluster's from the metrics engine, the seeded ones' from the simulation.
 */
export function clusterOverview(snapshot: ClusterSnapshot, scope: Scope, machine?: MachineCluster): ClusterDto[] {
  return snapshot.clusters.map((cluster) => {
    const source = cluster.id === machine?.clusterId ? machine.source : 'simulated';
    const nodes = snapshot.nodes
      .filter((n) => n.clusterId === cluster.id)
      .map((node) => {
        const workloads = snapshot.placement.byNode.get(node.id) ?? [];
        const all = sum(workloads.map((w) => w.request));
        const mine = sum(workloads.filter((w) => inScope(scope, w)).map((w) => w.request));
        return {
          id: node.id,
          name: node.name,
          status: node.status,
          gpuModel: node.gpuModel,
          source,
          capacity: rounded(node.capacity),
          allocated: rounded(mine),
          available: rounded(availableOn(node, all)),
        };
      });
    const models = new Map<string, { model: string; count: number; available: number }>();
    for (const n of nodes) {
      if (!n.gpuModel || n.capacity.gpus === 0) continue;
      const m = models.get(n.gpuModel) ?? { model: n.gpuModel, count: 0, available: 0 };
      m.count += n.capacity.gpus;
      m.available += n.available.gpus;
      models.set(n.gpuModel, m);
    }
    return {
      ...cluster,
      source,
      capacity: rounded(sum(nodes.map((n) => n.capacity))),
      allocated: rounded(sum(nodes.map((n) => n.allocated))),
      available: rounded(sum(nodes.map((n) => n.available))),
      gpuModels: [...models.values()].sort((a, b) => a.model.localeCompare(b.model)),
      nodes,
    };
  });
}

/** Loads and builds the overview of every cluster for a scope (the measured one read from its engine: 503 when it is down). */
export async function loadClusterOverview(services: Pick<AppServices, 'config' | 'metrics' | 'db'>, scope: Scope) {
  const machine = await readMachineCluster(services.db, machineMetrics(services));
  return clusterOverview(await loadSnapshot(services.db, undefined, machine), scope, machine);
}
