import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentWorkloads } from '../deployments';
import { notebookWorkloads } from '../notebooks';
import { ServiceId } from '../projects';
import { projectServices, projects } from '../projects/tables';
import type { NodeResources } from './utilisation';

/** Something running for a project that holds CPU, memory or GPUs on a node. */
export interface Workload {
  /** Stable and unique across sources (`service:12:5`): placement orders by it, so it must not change. */
  key: string;
  projectId: number;
  organizationId: number;
  branchId: number;
  request: NodeResources;
  /** A GPU model the workload needs; omitted takes any node with enough GPUs. */
  gpuModel?: string | null;
}

/** Reads one kind of workload from the database. */
export type AllocationSource = (db: Db) => Promise<Workload[]>;

/**
 * What each catalogue service requests while it runs. The reference server starts nothing, so these
 * are the footprints a small installation of each would ask a scheduler for.
 */
const serviceFootprint: Record<number, NodeResources> = {
  [ServiceId.ContainerRegistry]: { cpuCores: 2, memoryGiB: 4, gpus: 0 },
  [ServiceId.SourceRepository]: { cpuCores: 4, memoryGiB: 8, gpus: 0 },
  [ServiceId.ObjectStorage]: { cpuCores: 2, memoryGiB: 8, gpus: 0 },
  [ServiceId.ContinuousDelivery]: { cpuCores: 1, memoryGiB: 2, gpus: 0 },
  [ServiceId.NotebookHub]: { cpuCores: 8, memoryGiB: 32, gpus: 1 },
  [ServiceId.AiInferencing]: { cpuCores: 8, memoryGiB: 64, gpus: 2 },
};

/** Project services that are provisioned or being provisioned (a failed one holds nothing). */
export const projectServiceWorkloads: AllocationSource = async (db) => {
  const rows = await db
    .select({
      projectId: projectServices.projectId,
      serviceId: projectServices.serviceId,
      organizationId: projects.organizationId,
      branchId: projects.branchId,
    })
    .from(projectServices)
    .innerJoin(projects, eq(projects.id, projectServices.projectId))
    .where(ne(projectServices.status, 'FAILED'));
  return rows.flatMap((r) => {
    const request = serviceFootprint[r.serviceId];
    if (!request) return [];
    const { projectId, organizationId, branchId } = r;
    return [{ key: `service:${projectId}:${r.serviceId}`, projectId, organizationId, branchId, request }];
  });
};

/**
 * Every kind of workload that allocates cluster resources; an area that runs things adds its source here. A function,
 * read when a snapshot is taken: the deployments and notebooks areas import this area in turn, and whichever of them a
 * process loads first would otherwise meet its source here before it is defined.
 */
export const allocationSources = (): AllocationSource[] => [
  projectServiceWorkloads,
  deploymentWorkloads,
  notebookWorkloads,
];

/** The workloads of every source, in placement order (by key). */
export async function loadWorkloads(db: Db, sources: AllocationSource[] = allocationSources()): Promise<Workload[]> {
  const all = (await Promise.all(sources.map((source) => source(db)))).flat();
  return all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
