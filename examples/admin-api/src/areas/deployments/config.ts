/**
 * The serving configuration of a deployment: filled in from the predefined model's defaults, checked
 * beyond what the contract's schemas can say (field errors), and the rule that fails a rollout.
 */
import type { DeploymentConfig, DeploymentCreate, DeploymentUpdate } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { invalid } from '../../http/errors';
import { predefinedModels } from '../models/tables';
import { registryCredentials } from '../registry/tables';

export type Config = z.output<typeof DeploymentConfig>;
type Input = z.output<typeof DeploymentCreate> | z.output<typeof DeploymentUpdate>;

/** Registries anyone may pull from without credentials. */
export const PUBLIC_REGISTRIES = new Set(['docker.io', 'ghcr.io', 'quay.io', 'nvcr.io', 'registry.k8s.io']);

/** The registry host of an image reference (`docker.io` when it names none). */
export function registryOf(image: string): string {
  const first = image.split('/')[0] ?? '';
  return image.includes('/') && (first.includes('.') || first.includes(':') || first === 'localhost')
    ? first
    : 'docker.io';
}

/** The name the KServe v2 endpoint serves a deployment's model under. */
export const modelNameOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'model';

/**
 * The complete configuration `input` asks for, on top of `previous` (an update) or of the model's
 * defaults (a create). Throws a 400 keyed by field when something does not fit.
 */
export async function resolveConfig(db: Db, input: Input, previous?: Config): Promise<Config> {
  const sourceType = input.sourceType ?? previous?.sourceType ?? 'PREDEFINED';
  const errors: Record<string, string> = {};
  const pick = <K extends keyof Config>(key: K, fallback: Config[K]): Config[K] =>
    (input[key as keyof Input] as Config[K] | undefined) ?? fallback;
  let config: Config;
  if (sourceType === 'PREDEFINED') {
    const modelId = input.predefinedModelId ?? (input.sourceType ? undefined : previous?.predefinedModelId);
    const [model] = modelId ? await db.select().from(predefinedModels).where(eq(predefinedModels.id, modelId)) : [];
    if (!model) throw invalid({ predefinedModelId: modelId ? 'No such predefined model' : 'Choose a model' });
    const sameModel = previous?.predefinedModelId === model.id;
    const defaults = sameModel && previous ? previous : { ...model.defaultResources, backend: model.backend };
    const modelVersion = input.modelVersion ?? (sameModel ? previous?.modelVersion : undefined) ?? model.versions[0];
    if (!modelVersion || !model.versions.includes(modelVersion))
      errors.modelVersion = `${model.name} has versions ${model.versions.join(', ')}`;
    config = {
      sourceType,
      predefinedModelId: model.id,
      modelVersion: modelVersion ?? null,
      image: null,
      modelPath: null,
      task: model.task,
      backend: pick('backend', defaults.backend),
      replicasMin: pick('replicasMin', defaults.replicasMin),
      replicasMax: pick('replicasMax', defaults.replicasMax),
      gpuType: input.gpuType !== undefined ? input.gpuType : defaults.gpuType,
      gpuCount: pick('gpuCount', defaults.gpuCount),
    };
  } else {
    const base = previous?.sourceType === 'CUSTOM' ? previous : undefined;
    const image = input.image ?? base?.image ?? null;
    const modelPath = input.modelPath ?? base?.modelPath ?? null;
    const task = input.task ?? base?.task;
    if (!image) errors.image = 'Required for a custom image';
    if (!modelPath) errors.modelPath = 'Required for a custom image';
    if (!task) errors.task = 'Say what the model does';
    config = {
      sourceType,
      predefinedModelId: null,
      modelVersion: null,
      image,
      modelPath,
      task: task ?? 'text-generation',
      backend: pick('backend', previous?.backend ?? 'TRITON'),
      replicasMin: pick('replicasMin', previous?.replicasMin ?? 1),
      replicasMax: pick('replicasMax', previous?.replicasMax ?? 1),
      gpuType: input.gpuType !== undefined ? input.gpuType : (previous?.gpuType ?? null),
      gpuCount: pick('gpuCount', previous?.gpuCount ?? 0),
    };
  }
  if (config.replicasMax < config.replicasMin) errors.replicasMax = 'Must be at least the minimum replicas';
  if (config.gpuCount > 0 && !config.gpuType) errors.gpuType = 'Choose a GPU type for the GPUs asked for';
  if (config.gpuCount === 0 && config.gpuType) errors.gpuCount = 'At least 1 with a GPU type';
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return config;
}

/** Whether two configurations serve the same thing the same way. */
export const sameConfig = (a: Config, b: Config) => (Object.keys(a) as (keyof Config)[]).every((k) => a[k] === b[k]);

/**
 * Why a rollout of `config` fails, or undefined when it comes up. The reference server pulls nothing;
 * it fails the way a real cluster would when an image of a private registry has no credentials.
 */
export async function rolloutFailure(db: Db, config: Config, actorId: number | null): Promise<string | undefined> {
  if (config.sourceType !== 'CUSTOM' || !config.image) return undefined;
  const registry = registryOf(config.image);
  if (PUBLIC_REGISTRIES.has(registry)) return undefined;
  const [saved] = actorId
    ? await db
        .select({ id: registryCredentials.id })
        .from(registryCredentials)
        .where(and(eq(registryCredentials.ownerId, actorId), eq(registryCredentials.source, registry)))
    : [];
  return saved ? undefined : `Image pull failed: no registry credentials for ${registry}`;
}
