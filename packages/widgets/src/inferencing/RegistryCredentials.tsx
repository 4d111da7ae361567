import type { RegistryCredential } from '@console/core';
import { useMemo } from 'react';
import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import type { WidgetMessages } from '../i18n/messages/en';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** Validation of the registry credentials form in a catalogue's language. */
function registrySchemaOf(messages: Pick<WidgetMessages, 'inferencing'>) {
  const r = messages.inferencing.registry.rules;
  return z.object({
    source: z
      .string()
      .trim()
      .min(1, r.host)
      .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, r.hostFormat),
    username: z.string().trim().min(1, r.username),
    secret: z.string().min(4, r.password),
  });
}

export interface RegistryCredentialsProps {
  credentials: readonly RegistryCredential[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Saves credentials for a registry (replacing those of the same host). */
  onSave?: (body: z.output<ReturnType<typeof registrySchemaOf>>) => Promise<unknown>;
  appearance?: Appearance;
}

/** The caller's registry credentials for custom images: secrets come back masked, never in full. */
export function RegistryCredentials({ credentials, onSave, appearance, ...state }: RegistryCredentialsProps) {
  const messages = useMessages({ inferencing: inferencingEn });
  const format = useFormat();
  const t = messages.inferencing.registry;
  const schema = useMemo(() => registrySchemaOf(messages), [messages]);
  const form = useZodForm(schema, { defaultValues: { source: '', username: '', secret: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave?.(values);
      form.reset();
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  return (
    <WidgetRoot appearance={appearance} data-slot="registry-credentials">
      <DataTable
        label={t.label}
        rows={credentials}
        getRowId={(c) => c.id}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle={t.empty}
        emptyDescription={t.emptyHelp}
        columns={[
          { id: 'source', header: t.registry, cell: (c) => c.source },
          { id: 'username', header: t.user, cell: (c) => c.username },
          { id: 'secret', header: t.secret, cell: (c) => <code>{c.secretHint}</code> },
          { id: 'updated', header: t.saved, cell: (c) => format.dateTime(c.updatedAt) },
        ]}
        {...(appearance ? { appearance } : {})}
      />
      {onSave ? (
        <form onSubmit={submit} noValidate aria-label={t.save}>
          <FormError control={form.control} />
          <FormField control={form.control} name="source" label={t.host} required>
            {(field) => <input {...field} />}
          </FormField>
          <FormField control={form.control} name="username" label={t.username} required>
            {(field) => <input autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="secret" label={t.password} required>
            {(field) => <input type="password" autoComplete="new-password" {...field} />}
          </FormField>
          <div data-slot="form-actions">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t.saveCredentials}
            </Button>
          </div>
        </form>
      ) : null}
    </WidgetRoot>
  );
}
