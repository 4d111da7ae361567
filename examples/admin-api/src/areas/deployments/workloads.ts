/** What deployments allocate on the clusters (see `clusters/workloads.ts`). */
import { eq, inArray } from 'drizzle-orm';
import type { AllocationSource } from '../clusters';
import { projects } from '../projects/tables';
import { inferenceDeployments } from './tables';

/** What one replica of a serving runtime asks a scheduler for, besides its GPUs. */
const servingReplica = { cpuCores: 4, memoryGiB: 16 };

/** The seeded nodes' GPU models by the contract's GPU type; a type no node has takes any GPU node. */
const gpuModelOf: Record<string, string> = {
  NVIDIA_T4: 'NVIDIA T4',
  NVIDIA_L4: 'NVIDIA L4',
  NVIDIA_A100: 'NVIDIA A100 80GB',
};

/** What a deployment with `config` asks a scheduler for: its minimum replicas, each a serving runtime with its GPUs. */
export function deploymentRequest(config: { replicasMin: number; gpuCount: number }) {
  const replicas = Math.max(1, config.replicasMin);
  return {
    cpuCores: servingReplica.cpuCores * replicas,
    memoryGiB: servingReplica.memoryGiB * replicas,
    gpus: config.gpuCount * replicas,
  };
}

/** The GPU model a deployment's GPU type asks for on the seeded nodes; null takes any GPU node. */
export const deploymentGpuModel = (config: { gpuType: string | null }) =>
  config.gpuType ? (gpuModelOf[config.gpuType] ?? null) : null;

/** Inference deployments that hold their minimum replicas: rolling out or running (paused ones scale to zero; a
 * QUEUED one holds nothing until the capacity queue admits it). */
export const deploymentWorkloads: AllocationSource = async (db) => {
  const rows = await db
    .select({
      id: inferenceDeployments.id,
      projectId: inferenceDeployments.projectId,
      config: inferenceDeployments.config,
      organizationId: projects.organizationId,
      branchId: projects.branchId,
    })
    .from(inferenceDeployments)
    .innerJoin(projects, eq(projects.id, inferenceDeployments.projectId))
    .where(inArray(inferenceDeployments.status, ['DEPLOYING', 'RUNNING']));
  return rows.map(({ id, projectId, organizationId, branchId, config }) => ({
    key: `deployment:${id}`,
    projectId,
    organizationId,
    branchId,
    request: deploymentRequest(config),
    gpuModel: deploymentGpuModel(config),
  }));
};
