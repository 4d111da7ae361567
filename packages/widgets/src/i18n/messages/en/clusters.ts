/** Cluster overview: capacity cards, allocation, usage and utilisation charts. */
export const clusters = {
  resources: {
    gpus: { label: 'GPUs', unit: 'GPU', axis: 'GPUs' },
    cpuCores: { label: 'CPU', unit: 'cores', axis: 'CPU cores' },
    memoryGiB: { label: 'Memory', unit: 'GiB', axis: 'Memory (GiB)' },
  },
  resource: 'Resource',
  capacity: 'Capacity',
  gpuModels: 'GPU models',
  gpuModelCount: (p: { count: string; free: string }) => `${p.count} GPU, ${p.free} free`,
  none: 'No clusters',
  noneHelp: 'Clusters appear here once the platform registers them.',
  cluster: 'Cluster',
  range: 'Range',
  /** One notice for the parts whose engine does not answer (a 503), instead of one per chart. */
  unavailable: 'Measurements are unavailable',
  /** Where a cluster's numbers come from. */
  source: {
    measured: { label: 'Measured', help: 'Nodes, capacity and use are measured by the platform’s metrics engine.' },
    simulated: {
      label: 'Simulated',
      help: 'Nodes, capacity and use of this cluster are simulated by the reference server, not measured.',
    },
  },
  /** A cluster in the picker, marked when simulated. */
  option: (p: { name: string; region: string; simulated: boolean }) =>
    `${p.name} (${p.region})${p.simulated ? ', simulated' : ''}`,
  nodes: {
    title: (p: { resource: string }) => `${p.resource} allocation per node`,
    description: 'Capacity of each node, what the workloads in view requested, and what is free for the next one.',
    empty: 'No nodes',
    emptyHelp: 'Nodes appear here once they join the cluster.',
    capacity: 'Capacity',
    allocated: 'Allocated',
    free: 'Free',
    status: { READY: '', CORDONED: ' (cordoned)', NOT_READY: ' (down)' },
  },
  tenants: {
    title: (p: { resource: string; level: string }) => `${p.resource} usage per ${p.level.toLowerCase()}`,
    description: 'What each one requests now, and its mean and peak use over the range.',
    empty: 'No usage',
    emptyHelp: 'Nothing in view requested resources in this range.',
    allocated: 'Allocated now',
    mean: 'Mean use',
    peak: 'Peak use',
    levels: { organization: 'Organization', branch: 'Branch', project: 'Project' },
    tenant: 'Tenant',
  },
  utilisation: {
    title: (p: { resource: string }) => `${p.resource} utilisation`,
    description: 'Capacity of the cluster, what the workloads in view requested, and what they used.',
    empty: 'No samples in this range',
    emptyHelp: 'Choose a range within the last days the sampler recorded.',
    capacity: 'Capacity',
    allocated: 'Allocated',
    used: 'Used',
  },
};
