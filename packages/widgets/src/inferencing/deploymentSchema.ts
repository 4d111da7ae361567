import type { Deployment, DeploymentCreate, PredefinedModel } from '@console/core';
import { deploymentSourceTypeValues, inferenceBackendValues } from '@console/core/enums';
import * as z from 'zod';
import { textRules } from '../form/textRules';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, inferencing: inferencingEn };

/** Validation of the deployment form in a catalogue's language; the server checks the same rules again and answers per field. */
export function deploymentSchemaOf(messages: MessagesOf<'common' | 'inferencing'>) {
  const v = messages.common.validation;
  const text = textRules(messages);
  const r = messages.inferencing.form.rules;
  const count = (max: number) =>
    z
      .string()
      .regex(/^\d{1,2}$/, r.wholeNumber)
      .refine((value) => Number(value) <= max, v.atMost({ max: String(max) }));
  return z
    .object({
      name: text.name(120),
      description: text.text(2000),
      sourceType: z.enum(deploymentSourceTypeValues),
      predefinedModelId: z.string(),
      modelVersion: z.string(),
      image: z.string().trim(),
      modelPath: z.string().trim(),
      task: z.string(),
      backend: z.enum(inferenceBackendValues),
      replicasMin: count(20),
      replicasMax: count(20),
      gpuType: z.string(),
      gpuCount: count(8),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.sourceType === 'PREDEFINED' && !values.predefinedModelId) issue('predefinedModelId', r.chooseModel);
      if (values.sourceType === 'CUSTOM') {
        if (!values.image) issue('image', r.image);
        if (!values.modelPath) issue('modelPath', r.modelPath);
        if (!values.task) issue('task', r.task);
      }
      if (Number(values.replicasMax) < Number(values.replicasMin)) issue('replicasMax', r.minReplicas);
      if (Number(values.replicasMax) < 1) issue('replicasMax', v.atLeast({ min: '1' }));
      if (Number(values.gpuCount) > 0 && !values.gpuType) issue('gpuType', r.gpuType);
      if (Number(values.gpuCount) === 0 && values.gpuType) issue('gpuCount', r.gpuCount);
    });
}

/** Validation of the deployment form, in English. */
export const deploymentSchema = /* @__PURE__ */ deploymentSchemaOf(en);

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
