import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { type BranchInput, branchSchema } from './branchSchema';

export interface BranchFormProps {
  mode: 'create' | 'update';
  initialValues?: Partial<{ name: string; description: string; location: string | null; logo: string | null }>;
  /** Sends the body; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onSubmit: (input: BranchInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** Create or update a branch, validated on the client and mapped from the server's field errors. */
export function BranchForm({ mode, initialValues, onSubmit, onCancel, appearance }: BranchFormProps) {
  const form = useZodForm(branchSchema, {
    defaultValues: {
      name: initialValues?.name ?? '',
      description: initialValues?.description ?? '',
      location: initialValues?.location ?? '',
      logo: initialValues?.logo ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name,
        description: values.description,
        location: values.location || null,
        logo: values.logo || null,
      });
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <WidgetRoot appearance={appearance} data-slot="branch-form">
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === 'create' ? 'Create branch' : 'Update branch'}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="description" label="Description">
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <FormField control={form.control} name="location" label="Location" description="City or site, if any.">
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="logo" label="Logo URL">
          {(field) => <input type="url" {...field} />}
        </FormField>
        <FormActions busy={busy} submitLabel={mode === 'create' ? 'Create' : 'Save'} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
