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
import {
  type OrganizationFormValues,
  type OrganizationInput,
  organizationSchemaOf,
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
  const messages = useMessages({ common: commonEn, organizations: organizationsEn });
  const t = messages.organizations.form;
  const schema = useMemo(() => organizationSchemaOf(messages), [messages]);
  const form = useZodForm(schema, { defaultValues: toFormValues(initialValues) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toOrganizationInput(values));
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  const title = mode === 'create' ? messages.organizations.create : messages.organizations.update;

  return (
    <WidgetRoot appearance={appearance} data-slot="organization-form">
      <form onSubmit={submit} noValidate aria-label={title} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label={t.name} required>
          {(field) => <input autoComplete="organization" {...field} />}
        </FormField>
        <FormField control={form.control} name="description" label={t.description}>
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <FormField control={form.control} name="contactEmail" label={t.contactEmail} description={t.contactHelp}>
          {(field) => <input type="email" autoComplete="email" {...field} />}
        </FormField>
        <FormField control={form.control} name="logo" label={t.logo} description={t.logoHelp}>
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
