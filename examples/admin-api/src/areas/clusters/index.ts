/** The clusters area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { registerClusterRoutes } from './routes';
export { createClusterSampler } from './sampler';
export { projectsInScope } from './scopeFilter';
export { seedClusters } from './seed';
export type { AllocationSource } from './workloads';
