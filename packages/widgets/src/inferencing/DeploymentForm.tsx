import type { Deployment, DeploymentCreate, PredefinedModel } from '@console/core';
import { gpuTypeValues, inferenceBackendValues } from '@console/core/enums';
import { useMemo } from 'react';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { deploymentBody, deploymentSchemaOf, initialDeploymentValues } from './deploymentSchema';
import { gpuName, TASKS, taskLabel } from './deploymentStatus';

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
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const t = messages.inferencing.form;
  const schema = useMemo(() => deploymentSchemaOf(messages), [messages]);
  const form = useZodForm(schema, {
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
        aria-label={mode === 'create' ? t.create : t.update}
        aria-busy={busy || undefined}
      >
        <FormError control={c} />
        <fieldset data-slot="form-section">
          <legend data-slot="form-section-title">{t.sections.about}</legend>
          <div data-slot="form-grid">
            <FormField control={c} name="name" label={t.name} required>
              {(field) => <input {...field} />}
            </FormField>
            <FormField control={c} name="description" label={t.description}>
              {(field) => <textarea rows={2} {...field} />}
            </FormField>
          </div>
        </fieldset>
        <fieldset data-slot="form-section">
          <legend data-slot="form-section-title">{t.sections.model}</legend>
          <div data-slot="form-grid">
            <FormField control={c} name="sourceType" label={t.source} required>
              {(field) => (
                <select {...field}>
                  <option value="PREDEFINED">{t.predefined}</option>
                  <option value="CUSTOM">{t.custom}</option>
                </select>
              )}
            </FormField>
            {sourceType === 'PREDEFINED' ? (
              <>
                <FormField control={c} name="predefinedModelId" label={t.model} required>
                  {(field) => (
                    <select
                      {...field}
                      onChange={(event) => {
                        field.onChange(event);
                        pickModel(event.target.value);
                      }}
                    >
                      <option value="">{t.chooseModel}</option>
                      {models.map((m) => (
                        <option key={m.id} value={m.id}>
                          {t.modelOption({ name: m.name, task: taskLabel(m.task, messages) })}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField control={c} name="modelVersion" label={t.modelVersion} required>
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
                <FormField control={c} name="image" label={t.image} required description={t.imageHint}>
                  {(field) => <input {...field} />}
                </FormField>
                <FormField control={c} name="modelPath" label={t.modelPath} required>
                  {(field) => <input {...field} />}
                </FormField>
                <FormField control={c} name="task" label={t.task} required>
                  {(field) => (
                    <select {...field}>
                      <option value="">{t.chooseTask}</option>
                      {TASKS.map((value) => (
                        <option key={value} value={value}>
                          {taskLabel(value, messages)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </>
            )}
            <FormField control={c} name="backend" label={t.runtime} required>
              {(field) => (
                <select {...field}>
                  {inferenceBackendValues.map((backend) => (
                    <option key={backend} value={backend}>
                      {t.runtimes[backend]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </fieldset>
        <fieldset data-slot="form-section">
          <legend data-slot="form-section-title">{t.sections.resources}</legend>
          <div data-slot="form-grid">
            <FormField control={c} name="replicasMin" label={t.replicasMin} required>
              {(field) => <input inputMode="numeric" {...field} />}
            </FormField>
            <FormField control={c} name="replicasMax" label={t.replicasMax} required>
              {(field) => <input inputMode="numeric" {...field} />}
            </FormField>
            <FormField control={c} name="gpuType" label={t.gpuType}>
              {(field) => (
                <select {...field}>
                  <option value="">{t.noGpu}</option>
                  {gpuTypeValues.map((g) => (
                    <option key={g} value={g}>
                      {gpuName(g)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField control={c} name="gpuCount" label={t.gpuCount}>
              {(field) => <input inputMode="numeric" {...field} />}
            </FormField>
          </div>
        </fieldset>
        <FormActions busy={busy} submitLabel={mode === 'create' ? t.deploy : t.saveAndRollOut} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
