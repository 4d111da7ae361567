import { useMemo } from 'react';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { QUOTA_REQUEST_LIMITS, quotaRequestSchemaOf } from './quotaSchemas';

/** What the request form sends: the raise of each resource and the reason. */
export interface QuotaRequestInput {
  gpus: number;
  cpuCores: number;
  memoryGiB: number;
  reason: string;
}

export interface QuotaRequestFormProps {
  /** Sends the request; a rejected `ConsoleError` puts its 400 details on the fields. */
  onSubmit: (input: QuotaRequestInput) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

const FIELDS = ['gpus', 'cpuCores', 'memoryGiB'] as const;

/** Asks for more GPUs, CPU cores or memory for a project, with a reason. */
export function QuotaRequestForm({ onSubmit, onCancel, appearance }: QuotaRequestFormProps) {
  const messages = useMessages({ capacity: capacityEn, common: commonEn });
  const t = messages.capacity.form;
  const schema = useMemo(() => quotaRequestSchemaOf(messages), [messages]);
  const form = useZodForm(schema, { defaultValues: { gpus: '0', cpuCores: '0', memoryGiB: '0', reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        gpus: Number(values.gpus),
        cpuCores: Number(values.cpuCores),
        memoryGiB: Number(values.memoryGiB),
        reason: values.reason,
      });
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <WidgetRoot appearance={appearance} data-slot="quota-request-form">
      <form onSubmit={submit} noValidate aria-label={messages.capacity.requests.create} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        <p data-slot="form-help">{t.help}</p>
        {FIELDS.map((name) => (
          <FormField key={name} control={form.control} name={name} label={t[name]}>
            {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={QUOTA_REQUEST_LIMITS[name]} />}
          </FormField>
        ))}
        <FormField control={form.control} name="reason" label={t.reason} description={t.reasonHelp} required>
          {(field) => <textarea rows={4} {...field} />}
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
