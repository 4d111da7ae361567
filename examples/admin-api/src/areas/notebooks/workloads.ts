/** What notebook instances allocate on the clusters (see `clusters/workloads.ts`). */
import { eq, inArray } from 'drizzle-orm';
import type { AllocationSource } from '../clusters';
import { projects } from '../projects/tables';
import { notebookSizes } from './queries';
import { notebooks } from './tables';

/** Notebook instances that hold their size: starting, running or still stopping. */
export const notebookWorkloads: AllocationSource = async (db) => {
  const rows = await db
    .select({
      id: notebooks.id,
      projectId: notebooks.projectId,
      size: notebooks.size,
      gpuCount: notebooks.gpuCount,
      replicas: notebooks.replicas,
      organizationId: projects.organizationId,
      branchId: projects.branchId,
    })
    .from(notebooks)
    .innerJoin(projects, eq(projects.id, notebooks.projectId))
    .where(inArray(notebooks.status, ['PENDING', 'RUNNING', 'STOPPING']));
  return rows.flatMap(({ id, projectId, organizationId, branchId, size, gpuCount, replicas }) => {
    const profile = notebookSizes.find((s) => s.id === size);
    if (!profile) return [];
    const request = {
      cpuCores: profile.cpu * replicas,
      memoryGiB: profile.memoryGiB * replicas,
      gpus: gpuCount * replicas,
    };
    return [{ key: `notebook:${id}`, projectId, organizationId, branchId, request }];
  });
};
