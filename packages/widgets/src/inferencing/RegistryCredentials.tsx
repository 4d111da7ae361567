import type { RegistryCredential } from '@console/core';
import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

const schema = z.object({
  source: z
    .string()
    .trim()
    .min(1, 'Enter the registry host')
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'A registry host such as registry.example.com'),
  username: z.string().trim().min(1, 'Enter the user name'),
  secret: z.string().min(4, 'Enter the password or token'),
});

export interface RegistryCredentialsProps {
  credentials: readonly RegistryCredential[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Saves credentials for a registry (replacing those of the same host). */
  onSave?: (body: z.output<typeof schema>) => Promise<unknown>;
  appearance?: Appearance;
}

/** The caller's registry credentials for custom images: secrets come back masked, never in full. */
export function RegistryCredentials({ credentials, onSave, appearance, ...state }: RegistryCredentialsProps) {
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
        label="Registry credentials"
        rows={credentials}
        getRowId={(c) => c.id}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle="No registry credentials"
        emptyDescription="Custom images from a private registry need them."
        columns={[
          { id: 'source', header: 'Registry', cell: (c) => c.source },
          { id: 'username', header: 'User', cell: (c) => c.username },
          { id: 'secret', header: 'Secret', cell: (c) => <code>{c.secretHint}</code> },
          { id: 'updated', header: 'Saved', cell: (c) => new Date(c.updatedAt).toLocaleString() },
        ]}
        {...(appearance ? { appearance } : {})}
      />
      {onSave ? (
        <form onSubmit={submit} noValidate aria-label="Save registry credentials">
          <FormError control={form.control} />
          <FormField control={form.control} name="source" label="Registry host" required>
            {(field) => <input {...field} />}
          </FormField>
          <FormField control={form.control} name="username" label="User name" required>
            {(field) => <input autoComplete="off" {...field} />}
          </FormField>
          <FormField control={form.control} name="secret" label="Password or token" required>
            {(field) => <input type="password" autoComplete="new-password" {...field} />}
          </FormField>
          <div data-slot="form-actions">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save credentials
            </Button>
          </div>
        </form>
      ) : null}
    </WidgetRoot>
  );
}
