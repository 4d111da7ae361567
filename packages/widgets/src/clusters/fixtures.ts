import type { Cluster, ClusterSeries, UsageReport } from '@console/core';

const r = (cpuCores: number, memoryGiB: number, gpus: number) => ({ cpuCores, memoryGiB, gpus });

/** A GPU cluster of five nodes, one cordoned, as the API answers it for the platform. */
export const demoCluster: Cluster = {
  id: 1,
  name: 'zrh-gpu-1',
  region: 'Zurich',
  source: 'simulated',
  capacity: r(288, 1792, 20),
  allocated: r(46, 172, 5),
  available: r(178, 1364, 15),
  gpuModels: [
    { model: 'NVIDIA A100 80GB', count: 16, available: 13 },
    { model: 'NVIDIA L4', count: 4, available: 2 },
  ],
  nodes: [
    {
      id: 1,
      name: 'gpu-a100-01',
      status: 'READY',
      source: 'simulated',
      gpuModel: 'NVIDIA A100 80GB',
      capacity: r(64, 512, 8),
      allocated: r(16, 96, 3),
      available: r(48, 416, 5),
    },
    {
      id: 2,
      name: 'gpu-a100-02',
      status: 'READY',
      source: 'simulated',
      gpuModel: 'NVIDIA A100 80GB',
      capacity: r(64, 512, 8),
      allocated: r(0, 0, 0),
      available: r(64, 512, 8),
    },
    {
      id: 3,
      name: 'gpu-l4-01',
      status: 'READY',
      source: 'simulated',
      gpuModel: 'NVIDIA L4',
      capacity: r(32, 256, 4),
      allocated: r(16, 64, 2),
      available: r(16, 192, 2),
    },
    {
      id: 4,
      name: 'cpu-01',
      status: 'READY',
      source: 'simulated',
      gpuModel: null,
      capacity: r(64, 256, 0),
      allocated: r(14, 12, 0),
      available: r(50, 244, 0),
    },
    {
      id: 5,
      name: 'cpu-02',
      status: 'CORDONED',
      source: 'simulated',
      gpuModel: null,
      capacity: r(64, 256, 0),
      allocated: r(0, 0, 0),
      available: r(0, 0, 0),
    },
  ],
};

/** A second, smaller cluster. */
export const edgeCluster: Cluster = {
  ...demoCluster,
  id: 2,
  name: 'fra-edge-1',
  region: 'Frankfurt',
  capacity: r(64, 224, 2),
  gpuModels: [{ model: 'NVIDIA T4', count: 2, available: 0 }],
  nodes: [
    {
      id: 6,
      name: 'gpu-t4-01',
      status: 'READY',
      source: 'simulated',
      gpuModel: 'NVIDIA T4',
      capacity: r(16, 64, 2),
      allocated: r(8, 64, 2),
      available: r(8, 0, 0),
    },
  ],
};

/** `count` five-minute points of a cluster's series from 2026-11-01, with a daily wave in use. */
export function demoSeries(count: number, clusterId = 1): ClusterSeries {
  const start = Date.UTC(2026, 10, 1);
  const points = Array.from({ length: count }, (_, i) => {
    const wave = 0.5 + 0.4 * Math.sin((2 * Math.PI * i) / 288) + 0.05 * Math.sin(i * 1.7);
    return {
      at: new Date(start + i * 300_000).toISOString(),
      capacity: r(288, 1792, 20),
      allocated: r(46, 172, 5),
      used: r(
        Math.round(46 * wave * 100) / 100,
        Math.round(150 * (0.7 + wave / 4) * 100) / 100,
        Math.round(5 * wave * 100) / 100,
      ),
    };
  });
  return { clusterId, from: points[0]?.at ?? '', to: points.at(-1)?.at ?? '', step: 300, points };
}

/** Usage per project of a branch. */
export const demoUsage: UsageReport = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-02T00:00:00.000Z',
  groupBy: 'project',
  items: [
    {
      level: 'project',
      id: 3,
      name: 'Language Models',
      organizationId: 1,
      branchId: 1,
      allocated: r(10, 72, 2),
      used: r(4.1, 51.2, 1.2),
      peak: r(7.9, 66, 1.9),
    },
    {
      level: 'project',
      id: 1,
      name: 'Vision Lab',
      organizationId: 1,
      branchId: 1,
      allocated: r(16, 52, 1),
      used: r(6.3, 36.8, 0.6),
      peak: r(12.2, 47.1, 0.98),
    },
    {
      level: 'project',
      id: 2,
      name: 'Speech Lab',
      organizationId: 1,
      branchId: 1,
      allocated: r(0, 0, 0),
      used: r(0, 0, 0),
      peak: r(0, 0, 0),
    },
  ],
};

/** This machine as the measured cluster: one node without GPUs, its cores and memory from Prometheus. */
export const machineCluster: Cluster = {
  id: 3,
  name: 'local',
  region: 'This machine',
  source: 'measured',
  capacity: r(2, 23.54, 0),
  allocated: r(1, 2, 0),
  available: r(1, 21.54, 0),
  gpuModels: [],
  nodes: [
    {
      id: 9,
      name: 'vm',
      status: 'READY',
      source: 'measured',
      gpuModel: null,
      capacity: r(2, 23.54, 0),
      allocated: r(1, 2, 0),
      available: r(1, 21.54, 0),
    },
  ],
};

/** `count` five-minute points of the measured machine's series from 2026-11-01. */
export function machineSeries(count: number): ClusterSeries {
  const base = demoSeries(count, 3);
  const points = base.points.map((p, i) => ({
    at: p.at,
    capacity: r(2, 23.54, 0),
    allocated: r(1, 2, 0),
    used: r(
      Math.round((0.3 + 0.25 * Math.sin(i / 20)) * 100) / 100,
      Math.round((3.1 + Math.sin(i / 40)) * 100) / 100,
      0,
    ),
  }));
  return { ...base, points };
}
