import { useMemo } from 'react';
import { applyServerErrors } from '../form/applyServerErrors';
import { CheckboxGroupField } from '../form/CheckboxGroupField';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { type ProjectInput, projectSchemaOf } from './projectSchema';
import type { ServiceOption } from './types';

export interface ProjectFormProps {
  mode: 'create' | 'update';
  /** Branches the project may belong to (those the user administers). */
  branches: readonly { id: number; name: string }[];
  /** The service catalogue offered for provisioning; the services group is left out when empty. */
  services: readonly ServiceOption[];
  initialValues?: Partial<{
    name: string;
    description: string;
    branchId: number;
    logo: string | null;
    serviceIds: number[];
  }>;
  /** Sends the body; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onSubmit: (input: ProjectInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** Create or update a project with the services to provision. */
export function ProjectForm({
  mode,
  branches,
  services,
  initialValues,
  onSubmit,
  onCancel,
  appearance,
}: ProjectFormProps) {
  const onlyBranch = branches.length === 1 ? branches[0] : undefined;
  const messages = useMessages({ common: commonEn, projects: projectsEn });
  const t = messages.projects.form;
  const schema = useMemo(() => projectSchemaOf(messages), [messages]);
  const form = useZodForm(schema, {
    defaultValues: {
      name: initialValues?.name ?? '',
      description: initialValues?.description ?? '',
      branchId: String(initialValues?.branchId ?? onlyBranch?.id ?? ''),
      logo: initialValues?.logo ?? '',
      services: initialValues?.serviceIds ?? [],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        branchId: Number(values.branchId),
        name: values.name,
        description: values.description,
        logo: values.logo || null,
        services: values.services.map((serviceId) => ({ serviceId })),
      });
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <WidgetRoot appearance={appearance} data-slot="project-form">
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === 'create' ? messages.projects.create : messages.projects.update}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label={t.name} required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="branchId" label={t.branch} required>
          {(field) => (
            <select {...field} disabled={mode === 'update' || field.disabled === true}>
              <option value="">{t.chooseBranch}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="description" label={t.description}>
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <FormField control={form.control} name="logo" label={t.logo}>
          {(field) => <input type="url" {...field} />}
        </FormField>
        {services.length === 0 ? null : (
          <CheckboxGroupField
            control={form.control}
            name="services"
            legend={t.services}
            options={services}
            description={t.servicesHelp}
          />
        )}
        <FormActions
          busy={busy}
          submitLabel={mode === 'create' ? messages.common.actions.create : messages.common.actions.save}
          onCancel={onCancel}
        />
      </form>
    </WidgetRoot>
  );
}
