import { useMemo } from 'react';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, ticketCategoryLabel, ticketPriorityLabel } from './ticketLabels';
import { type TicketInput, ticketSchemaOf } from './ticketSchema';

export interface TicketFormProps {
  /** Where the ticket goes, in words ("Acme AI / Research / Vision Lab"); fixed by the page that opens the form. */
  scopeLabel: string;
  /** What it is about besides its scope, in words ("Deployment vision-api"); shown, not editable. */
  relatedLabel?: string | undefined;
  initialValues?: Partial<TicketInput>;
  /** Sends the ticket; a rejected `ConsoleError` puts its 400 details on the fields. */
  onSubmit: (input: TicketInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** Opens a support ticket for a fixed scope: subject, description, category and priority. */
export function TicketForm({
  scopeLabel,
  relatedLabel,
  initialValues,
  onSubmit,
  onCancel,
  appearance,
}: TicketFormProps) {
  const messages = useMessages({ common: commonEn, support: supportEn });
  const t = messages.support.form;
  const schema = useMemo(() => ticketSchemaOf(messages), [messages]);
  const form = useZodForm(schema, {
    defaultValues: {
      subject: initialValues?.subject ?? '',
      description: initialValues?.description ?? '',
      category: initialValues?.category ?? 'QUESTION',
      priority: initialValues?.priority ?? 'MEDIUM',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <WidgetRoot appearance={appearance} data-slot="ticket-form">
      <form onSubmit={submit} noValidate aria-label={t.title} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        <dl data-slot="ticket-scope">
          <dt>{messages.support.detail.scope}</dt>
          <dd>{scopeLabel}</dd>
          {relatedLabel ? (
            <>
              <dt>{messages.support.detail.about}</dt>
              <dd>{relatedLabel}</dd>
            </>
          ) : null}
        </dl>
        <FormField control={form.control} name="subject" label={t.subject} required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="category" label={t.category} required>
          {(field) => (
            <select {...field}>
              {TICKET_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {ticketCategoryLabel(c, messages)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="priority" label={t.priority} required>
          {(field) => (
            <select {...field}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {ticketPriorityLabel(p, messages)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="description" label={t.description} required>
          {(field) => <textarea rows={6} {...field} />}
        </FormField>
        <div data-slot="form-actions">
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {messages.common.actions.cancel}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {t.submit}
          </Button>
        </div>
      </form>
    </WidgetRoot>
  );
}
