import type { Deployment, DeploymentCreate, PredefinedModel } from '@console/core';
import * as z from 'zod';

const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,2}$/, 'Enter a whole number')
    .refine((v) => Number(v) <= max, `At most ${max}`);

/** Validation of the deployment form; the server checks the same rules again and answers per field. */
export const deploymentSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
    description: z.string().trim().max(2000, 'Use at most 2000 characters'),
    sourceType: z.enum(['PREDEFINED', 'CUSTOM']),
    predefinedModelId: z.string(),
    modelVersion: z.string(),
    image: z.string().trim(),
    modelPath: z.string().trim(),
    task: z.string(),
    backend: z.enum(['TRITON', 'VLLM', 'PYTHON']),
    replicasMin: count(20),
    replicasMax: count(20),
    gpuType: z.string(),
    gpuCount: count(8),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.sourceType === 'PREDEFINED' && !v.predefinedModelId) issue('predefinedModelId', 'Choose a model');
    if (v.sourceType === 'CUSTOM') {
      if (!v.image) issue('image', 'Enter the image, e.g. registry.example.com/team/model:1.0');
      if (!v.modelPath) issue('modelPath', 'Enter where the model files are');
      if (!v.task) issue('task', 'Say what the model does');
    }
    if (Number(v.replicasMax) < Number(v.replicasMin)) issue('replicasMax', 'At least the minimum replicas');
    if (Number(v.replicasMax) < 1) issue('replicasMax', 'At least 1');
    if (Number(v.gpuCount) > 0 && !v.gpuType) issue('gpuType', 'Choose a GPU type for the GPUs asked for');
    if (Number(v.gpuCount) === 0 && v.gpuType) issue('gpuCount', 'At least 1 with a GPU type');
  });

export type DeploymentFormValues = z.input<typeof deploymentSchema>;

/** The form's starting values: a deployment being changed, or a model from the catalog (prefilled). */
export function initialDeploymentValues(from?: {
  deployment?: Deployment;
  model?: PredefinedModel;
}): DeploymentFormValues {
  const d = from?.deployment;
  const m = from?.model;
  const r = d ?? m?.defaultResources;
  return {
    name:
      d?.name ??
      (m
        ? m.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
        : ''),
    description: d?.description ?? '',
    sourceType: d?.sourceType ?? 'PREDEFINED',
    predefinedModelId: String(d?.predefinedModelId ?? m?.id ?? ''),
    modelVersion: d?.modelVersion ?? m?.versions[0] ?? '',
    image: d?.image ?? '',
    modelPath: d?.modelPath ?? '',
    task: d?.task ?? m?.task ?? '',
    backend: d?.backend ?? m?.backend ?? 'TRITON',
    replicasMin: String(r?.replicasMin ?? 1),
    replicasMax: String(r?.replicasMax ?? 1),
    gpuType: r?.gpuType ?? '',
    gpuCount: String(r?.gpuCount ?? 0),
  };
}

/** The request body from the form's values. */
export function deploymentBody(v: z.output<typeof deploymentSchema>): DeploymentCreate {
  const resources = {
    backend: v.backend,
    replicasMin: Number(v.replicasMin),
    replicasMax: Number(v.replicasMax),
    gpuType: (v.gpuType || null) as NonNullable<DeploymentCreate['gpuType']> | null,
    gpuCount: Number(v.gpuCount),
  };
  const common = { name: v.name, description: v.description, ...resources };
  return v.sourceType === 'PREDEFINED'
    ? {
        ...common,
        sourceType: 'PREDEFINED',
        predefinedModelId: Number(v.predefinedModelId),
        ...(v.modelVersion ? { modelVersion: v.modelVersion } : {}),
      }
    : {
        ...common,
        sourceType: 'CUSTOM',
        image: v.image,
        modelPath: v.modelPath,
        task: v.task as NonNullable<DeploymentCreate['task']>,
      };
}
