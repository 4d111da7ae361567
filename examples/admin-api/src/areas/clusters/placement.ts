import type { NodeResources } from './utilisation';
import type { Workload } from './workloads';

/** A node as placement sees it. */
export interface PlacementNode {
  id: number;
  clusterId: number;
  status: 'READY' | 'CORDONED' | 'NOT_READY';
  gpuModel: string | null;
  capacity: NodeResources;
}

/** Where each workload landed; `pending` ones fit nowhere. */
export interface Placement {
  byNode: Map<number, Workload[]>;
  pending: Workload[];
}

export const zero = (): NodeResources => ({ cpuCores: 0, memoryGiB: 0, gpus: 0 });
export const add = (a: NodeResources, b: NodeResources): NodeResources => ({
  cpuCores: a.cpuCores + b.cpuCores,
  memoryGiB: a.memoryGiB + b.memoryGiB,
  gpus: a.gpus + b.gpus,
});
export const sub = (a: NodeResources, b: NodeResources): NodeResources => ({
  cpuCores: Math.max(0, a.cpuCores - b.cpuCores),
  memoryGiB: Math.max(0, a.memoryGiB - b.memoryGiB),
  gpus: Math.max(0, a.gpus - b.gpus),
});
export const sum = (list: NodeResources[]) => list.reduce(add, zero());

const fits = (free: NodeResources, r: NodeResources) =>
  free.cpuCores >= r.cpuCores && free.memoryGiB >= r.memoryGiB && free.gpus >= r.gpus;

/**
 * A deterministic stand-in for a scheduler: workloads in key order, each on the READY node where it
 * fits with the least room left (best fit), GPU workloads only where the model matches, and work
 * without GPUs on GPU nodes only when no other node has room. The same rows always give the same
 * placement, so two instances and two requests agree.
 */
export function placeWorkloads(nodes: PlacementNode[], workloads: Workload[]): Placement {
  const free = new Map(nodes.map((n) => [n.id, { ...n.capacity }]));
  const byNode = new Map<number, Workload[]>(nodes.map((n) => [n.id, []]));
  const pending: Workload[] = [];
  const ready = [...nodes].filter((n) => n.status === 'READY').sort((a, b) => a.id - b.id);
  for (const w of workloads) {
    const candidates = ready.filter((n) => {
      const room = free.get(n.id) as NodeResources;
      if (!fits(room, w.request)) return false;
      return !(w.request.gpus > 0 && w.gpuModel && n.gpuModel !== w.gpuModel);
    });
    const wantsGpu = w.request.gpus > 0;
    const preferred = wantsGpu ? candidates : candidates.filter((n) => n.capacity.gpus === 0);
    const pool = preferred.length > 0 ? preferred : candidates;
    let best: PlacementNode | undefined;
    let bestLeft = Number.POSITIVE_INFINITY;
    for (const n of pool) {
      const room = free.get(n.id) as NodeResources;
      const left = room.cpuCores - w.request.cpuCores;
      if (left < bestLeft) {
        best = n;
        bestLeft = left;
      }
    }
    if (!best) {
      pending.push(w);
      continue;
    }
    free.set(best.id, sub(free.get(best.id) as NodeResources, w.request));
    byNode.get(best.id)?.push(w);
  }
  return { byNode, pending };
}
