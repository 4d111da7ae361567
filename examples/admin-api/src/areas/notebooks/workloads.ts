/** What notebook instances allocate on the clusters (see `clusters/workloads.ts`). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AllocationSource } from '../clusters';
import { projects } from '../projects/tables';
import { notebookSizes } from './queries';
import { notebooks } from './tables';

/** What an instance of `size` with `gpuCount` GPUs per replica asks a scheduler for. */
export function notebookRequest(row: { size: string; gpuCount: number; replicas: number }) {
  const profile = notebookSizes.find((s) => s.id === row.size);
  if (!profile) return undefined;
  return {
    cpuCores: profile.cpu * row.replicas,
    memoryGiB: profile.memoryGiB * row.replicas,
    gpus: row.gpuCount * row.replicas,
  };
}

/** Notebook instances that hold their size: starting, running or still stopping (one waiting in the capacity queue holds nothing). */
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
    .where(and(inArray(notebooks.status, ['PENDING', 'RUNNING', 'STOPPING']), isNull(notebooks.queuedAt)));
  return rows.flatMap(({ id, projectId, organizationId, branchId, size, gpuCount, replicas }) => {
    const request = notebookRequest({ size, gpuCount, replicas });
    if (!request) return [];
    return [{ key: `notebook:${id}`, projectId, organizationId, branchId, request }];
  });
};
