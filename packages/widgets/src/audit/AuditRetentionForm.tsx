import { useEffect } from 'react';
import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { audit as auditEn } from '../i18n/messages/en/audit';
import { common as commonEn } from '../i18n/messages/en/common';
import { useFormat, useMessages } from '../i18n/useMessages';
import { wholeNumber } from '../notebooks/notebookSchema';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** The longest retention the admin API accepts (ten years). */
export const MAX_AUDIT_RETENTION_DAYS = 3650;

export interface AuditRetentionFormProps {
  /** The organization's name, for the form's accessible name. */
  organizationName?: string | undefined;
  /** The retention in force; `undefined` while it loads. */
  days: number | undefined;
  loading?: boolean | undefined;
  /** The retention could not be read. */
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** Saves a new retention; a rejected 400 shows its `days` message on the field, anything else above the form. */
  onSave: (days: number) => Promise<unknown>;
  /** The retention just saved (says so beside the button); `null` or left out when nothing was saved yet. */
  savedDays?: number | null | undefined;
  appearance?: Appearance | undefined;
}

/**
 * How many days an organization keeps its audit entries: the number in force, checked here (a whole number of
 * days, 1 to 3650) and again by the server, whose field message lands on the field.
 */
export function AuditRetentionForm(props: AuditRetentionFormProps) {
  const { days, onSave, savedDays, appearance } = props;
  const messages = useMessages({ audit: auditEn, common: commonEn });
  const { number } = useFormat();
  const t = messages.audit.retention;
  const schema = z.object({ days: wholeNumber(t.theDays, 1, MAX_AUDIT_RETENTION_DAYS, messages) });
  const form = useZodForm(schema, { defaultValues: { days: days === undefined ? '' : String(days) } });
  // The loaded (or saved) value replaces the field's until the user types.
  useEffect(() => {
    if (days !== undefined && !form.formState.isDirty) form.reset({ days: String(days) });
  }, [days, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(Number(values.days));
      form.reset({ days: values.days });
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  if (props.error)
    return (
      <ErrorState
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        {...(appearance ? { appearance } : {})}
      />
    );
  if (props.loading || days === undefined)
    return <LoadingState label={t.loading} {...(appearance ? { appearance } : {})} />;
  const label = props.organizationName ? t.of({ name: props.organizationName }) : t.title;
  return (
    <WidgetRoot appearance={appearance} data-slot="audit-retention">
      <form onSubmit={submit} noValidate aria-label={label}>
        <FormError control={form.control} />
        <FormField
          control={form.control}
          name="days"
          label={t.label}
          description={t.help({ max: number(MAX_AUDIT_RETENTION_DAYS) })}
        >
          {(field) => (
            <input {...field} type="number" inputMode="numeric" min={1} max={MAX_AUDIT_RETENTION_DAYS} step={1} />
          )}
        </FormField>
        <div data-slot="form-actions">
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.saving : t.save}
          </Button>
          <span role="status" data-slot="audit-retention-saved">
            {savedDays != null && !form.formState.isDirty ? t.saved({ days: savedDays }) : ''}
          </span>
        </div>
      </form>
    </WidgetRoot>
  );
}
