/** The clusters area as the rest of the server sees it: other areas and the composition import it only through this file. */

export { type MachineCluster, machineClusterOnly, machineMetrics, readMachineCluster } from './machine';
export { placeWorkloads, sum } from './placement';
export { registerClusterRoutes } from './routes';
export { createClusterSampler } from './sampler';
export { share, simulatedUse } from './sampleTick';
export { inScope, projectsInScope } from './scopeFilter';
export { seedClusters } from './seed';
export { loadSnapshot } from './snapshot';
export { tenantsOf } from './tenants';
export type { AllocationSource, Workload } from './workloads';
