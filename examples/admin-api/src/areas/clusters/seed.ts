import type { DbTransaction } from '../../db/database';
import { clusterNodes, clusters } from './tables';

type NodeSeed = {
  name: string;
  cpuCores: number;
  memoryGiB: number;
  gpuModel?: string;
  gpuCount?: number;
  status?: 'READY' | 'CORDONED' | 'NOT_READY';
};

/** Two demo clusters: a GPU cluster for training and serving, and a small edge cluster with a node down. */
const demoClusters: { name: string; region: string; nodes: NodeSeed[] }[] = [
  {
    name: 'zrh-gpu-1',
    region: 'Zurich',
    nodes: [
      { name: 'gpu-a100-01', cpuCores: 64, memoryGiB: 512, gpuModel: 'NVIDIA A100 80GB', gpuCount: 8 },
      { name: 'gpu-a100-02', cpuCores: 64, memoryGiB: 512, gpuModel: 'NVIDIA A100 80GB', gpuCount: 8 },
      { name: 'gpu-l4-01', cpuCores: 32, memoryGiB: 256, gpuModel: 'NVIDIA L4', gpuCount: 4 },
      { name: 'cpu-01', cpuCores: 64, memoryGiB: 256 },
      { name: 'cpu-02', cpuCores: 64, memoryGiB: 256, status: 'CORDONED' },
    ],
  },
  {
    name: 'fra-edge-1',
    region: 'Frankfurt',
    nodes: [
      { name: 'gpu-t4-01', cpuCores: 16, memoryGiB: 64, gpuModel: 'NVIDIA T4', gpuCount: 2 },
      { name: 'cpu-01', cpuCores: 16, memoryGiB: 32 },
      { name: 'cpu-02', cpuCores: 32, memoryGiB: 128, status: 'NOT_READY' },
    ],
  },
];

/** Inserts the demo clusters and their nodes; the sampler fills in their last days of samples at start-up. */
export async function seedClusters(tx: DbTransaction) {
  for (const c of demoClusters) {
    const [row] = await tx.insert(clusters).values({ name: c.name, region: c.region }).returning({ id: clusters.id });
    if (!row) throw new Error('seed: cluster insert returned nothing');
    await tx.insert(clusterNodes).values(
      c.nodes.map((n) => ({
        clusterId: row.id,
        name: n.name,
        cpuCores: n.cpuCores,
        memoryGiB: n.memoryGiB,
        gpuModel: n.gpuModel ?? null,
        gpuCount: n.gpuCount ?? 0,
        status: n.status ?? 'READY',
      })),
    );
  }
}
