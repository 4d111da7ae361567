import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import {
  type OrganizationFormValues,
  type OrganizationInput,
  organizationSchema,
  toOrganizationInput,
} from './organizationSchema';

export interface OrganizationFormProps {
  mode: 'create' | 'update';
  /** Current values when updating; blank when creating. */
  initialValues?: Partial<{ name: string; description: string; contactEmail: string | null; logo: string | null }>;
  /** Sends the body; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onSubmit: (input: OrganizationInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

function toFormValues(initial: OrganizationFormProps['initialValues']): OrganizationFormValues {
  return {
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    contactEmail: initial?.contactEmail ?? '',
    logo: initial?.logo ?? '',
  };
}

/** Create or update an organization, validated on the client and mapped from the server's field errors. */
export function OrganizationForm({ mode, initialValues, onSubmit, onCancel, appearance }: OrganizationFormProps) {
  const form = useZodForm(organizationSchema, { defaultValues: toFormValues(initialValues) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toOrganizationInput(values));
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  const title = mode === 'create' ? 'Create organization' : 'Update organization';

  return (
    <WidgetRoot appearance={appearance} data-slot="organization-form">
      <form onSubmit={submit} noValidate aria-label={title} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => <input autoComplete="organization" {...field} />}
        </FormField>
        <FormField control={form.control} name="description" label="Description">
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <FormField
          control={form.control}
          name="contactEmail"
          label="Contact email"
          description="Who to reach about this organization."
        >
          {(field) => <input type="email" autoComplete="email" {...field} />}
        </FormField>
        <FormField control={form.control} name="logo" label="Logo URL" description="An https address of an image.">
          {(field) => <input type="url" {...field} />}
        </FormField>
        <FormActions busy={busy} submitLabel={mode === 'create' ? 'Create' : 'Save'} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
