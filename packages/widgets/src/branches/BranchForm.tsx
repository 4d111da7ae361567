import { useMemo } from 'react';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { type BranchInput, branchSchemaOf } from './branchSchema';

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
  const messages = useMessages({ common: commonEn, organizations: organizationsEn });
  const t = messages.organizations.branches.form;
  const schema = useMemo(() => branchSchemaOf(messages), [messages]);
  const form = useZodForm(schema, {
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
        aria-label={mode === 'create' ? messages.organizations.branches.create : messages.organizations.branches.update}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label={t.name} required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="description" label={t.description}>
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <FormField control={form.control} name="location" label={t.location} description={t.locationHelp}>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="logo" label={t.logo}>
          {(field) => <input type="url" {...field} />}
        </FormField>
        <FormActions
          busy={busy}
          submitLabel={mode === 'create' ? messages.common.actions.create : messages.common.actions.save}
          onCancel={onCancel}
        />
      </form>
    </WidgetRoot>
  );
}
