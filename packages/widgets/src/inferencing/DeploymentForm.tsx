import type { Deployment, DeploymentCreate, PredefinedModel } from '@console/core';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { deploymentBody, deploymentSchema, initialDeploymentValues } from './deploymentSchema';
import { gpuLabel, taskLabel } from './deploymentStatus';

export interface DeploymentFormProps {
  mode: 'create' | 'update';
  /** The catalog to pick a predefined model from. */
  models: readonly PredefinedModel[];
  /** The deployment being changed (update). */
  deployment?: Deployment;
  /** A model chosen in the catalog: the form starts prefilled with it (create). */
  model?: PredefinedModel;
  /** Sends the body; a rejected `ConsoleError` puts its 400/409 details on the fields. */
  onSubmit: (body: DeploymentCreate) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

const GPUS = ['NVIDIA_T4', 'NVIDIA_L4', 'NVIDIA_A10G', 'NVIDIA_A100', 'NVIDIA_H100'] as const;

/** Create or change an inference deployment: source, runtime, replicas and GPUs. */
export function DeploymentForm({
  mode,
  models,
  deployment,
  model,
  onSubmit,
  onCancel,
  appearance,
}: DeploymentFormProps) {
  const form = useZodForm(deploymentSchema, {
    defaultValues: initialDeploymentValues({
      ...(deployment ? { deployment } : {}),
      ...(model ? { model } : {}),
    }),
  });
  const sourceType = form.watch('sourceType');
  const chosen = models.find((m) => String(m.id) === form.watch('predefinedModelId'));
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(deploymentBody(values));
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  /** A new model brings its newest version, runtime and default resources. */
  const pickModel = (id: string) => {
    const m = models.find((x) => String(x.id) === id);
    if (!m) return;
    form.setValue('modelVersion', m.versions[0] ?? '');
    form.setValue('backend', m.backend);
    form.setValue('replicasMin', String(m.defaultResources.replicasMin));
    form.setValue('replicasMax', String(m.defaultResources.replicasMax));
    form.setValue('gpuType', m.defaultResources.gpuType ?? '');
    form.setValue('gpuCount', String(m.defaultResources.gpuCount));
  };
  const busy = form.formState.isSubmitting;
  const c = form.control;
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-form">
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === 'create' ? 'Deploy a model' : 'Update deployment'}
        aria-busy={busy || undefined}
      >
        <FormError control={c} />
        <FormField control={c} name="name" label="Name" required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={c} name="description" label="Description">
          {(field) => <textarea rows={2} {...field} />}
        </FormField>
        <FormField control={c} name="sourceType" label="Source" required>
          {(field) => (
            <select {...field}>
              <option value="PREDEFINED">Predefined model</option>
              <option value="CUSTOM">Custom image</option>
            </select>
          )}
        </FormField>
        {sourceType === 'PREDEFINED' ? (
          <>
            <FormField control={c} name="predefinedModelId" label="Model" required>
              {(field) => (
                <select
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    pickModel(event.target.value);
                  }}
                >
                  <option value="">Choose a model</option>
                  {models.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name} ({taskLabel[m.task] ?? m.task})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField control={c} name="modelVersion" label="Model version" required>
              {(field) => (
                <select {...field}>
                  {(chosen?.versions ?? []).map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </>
        ) : (
          <>
            <FormField
              control={c}
              name="image"
              label="Image"
              required
              description="e.g. registry.example.com/team/model:1.0"
            >
              {(field) => <input {...field} />}
            </FormField>
            <FormField control={c} name="modelPath" label="Model path" required>
              {(field) => <input {...field} />}
            </FormField>
            <FormField control={c} name="task" label="Task" required>
              {(field) => (
                <select {...field}>
                  <option value="">Choose a task</option>
                  {Object.entries(taskLabel).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </>
        )}
        <FormField control={c} name="backend" label="Runtime" required>
          {(field) => (
            <select {...field}>
              <option value="TRITON">Triton Inference Server</option>
              <option value="VLLM">vLLM</option>
              <option value="PYTHON">Python</option>
            </select>
          )}
        </FormField>
        <FormField control={c} name="replicasMin" label="Minimum replicas" required>
          {(field) => <input inputMode="numeric" {...field} />}
        </FormField>
        <FormField control={c} name="replicasMax" label="Maximum replicas" required>
          {(field) => <input inputMode="numeric" {...field} />}
        </FormField>
        <FormField control={c} name="gpuType" label="GPU type">
          {(field) => (
            <select {...field}>
              <option value="">No GPU</option>
              {GPUS.map((g) => (
                <option key={g} value={g}>
                  {gpuLabel(g, 1).replace('1 × ', '')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={c} name="gpuCount" label="GPUs per replica">
          {(field) => <input inputMode="numeric" {...field} />}
        </FormField>
        <FormActions busy={busy} submitLabel={mode === 'create' ? 'Deploy' : 'Save and roll out'} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
