import type { QuotaRequest } from '@console/core';
import { useMemo } from 'react';
import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { common as commonEn } from '../i18n/messages/en/common';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { amountText, grantCap } from './quotaLabels';
import { quotaGrantSchemaOf } from './quotaSchemas';

/** A decision as sent: approve (with what is granted of each resource) or decline, with a comment. */
export interface QuotaDecisionInput {
  decision: 'APPROVE' | 'DECLINE';
  gpus?: number;
  cpuCores?: number;
  memoryGiB?: number;
  comment: string;
}

export interface QuotaDecisionFormProps {
  request: QuotaRequest;
  decision: 'APPROVE' | 'DECLINE';
  /** Sends the decision; a 409 (someone decided first) shows the server's words above the form. */
  onSubmit: (input: QuotaDecisionInput) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

const FIELDS = ['gpus', 'cpuCores', 'memoryGiB'] as const;

/** Approves a quota request's step in full or in part, or declines it, with a comment. */
export function QuotaDecisionForm({ request, decision, onSubmit, onCancel, appearance }: QuotaDecisionFormProps) {
  const messages = useMessages({ capacity: capacityEn, common: commonEn });
  const { number } = useFormat();
  const t = messages.capacity.decision;
  const cap = grantCap(request);
  const approving = decision === 'APPROVE';
  const schema = useMemo(
    () =>
      approving
        ? quotaGrantSchemaOf(cap, messages)
        : z.object({
            gpus: z.string(),
            cpuCores: z.string(),
            memoryGiB: z.string(),
            comment: z
              .string()
              .trim()
              .max(2000, messages.common.validation.maxChars({ max: 2000 })),
          }),
    [approving, cap, messages],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      gpus: String(cap.gpus),
      cpuCores: String(cap.cpuCores),
      memoryGiB: String(cap.memoryGiB),
      comment: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(
        approving
          ? {
              decision,
              gpus: Number(values.gpus),
              cpuCores: Number(values.cpuCores),
              memoryGiB: Number(values.memoryGiB),
              comment: values.comment,
            }
          : { decision, comment: values.comment },
      );
    } catch (error) {
      applyServerErrors(form, error as WidgetError, { fields: ['gpus', 'cpuCores', 'memoryGiB', 'comment'] });
    }
  });
  const busy = form.formState.isSubmitting;
  const title = approving ? t.approveTitle({ id: String(request.id) }) : t.declineTitle({ id: String(request.id) });
  return (
    <WidgetRoot appearance={appearance} data-slot="quota-decision-form">
      <form onSubmit={submit} noValidate aria-label={title} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        <dl data-slot="quota-decision-summary">
          <dt>{messages.capacity.requests.columns.project}</dt>
          <dd>{request.projectName}</dd>
          <dt>{messages.capacity.requests.columns.requested}</dt>
          <dd>{amountText(request.requested, messages, number)}</dd>
          <dt>{messages.capacity.requests.reason}</dt>
          <dd>{request.reason}</dd>
        </dl>
        {approving ? <p data-slot="form-help">{t.approveHelp}</p> : null}
        {approving
          ? FIELDS.map((name) => (
              <FormField key={name} control={form.control} name={name} label={t[name]}>
                {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={cap[name]} />}
              </FormField>
            ))
          : null}
        <FormField control={form.control} name="comment" label={t.comment} description={t.commentHelp}>
          {(field) => <textarea rows={3} {...field} />}
        </FormField>
        <div data-slot="form-actions">
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {messages.common.actions.cancel}
            </Button>
          ) : null}
          <Button type="submit" variant={approving ? 'primary' : 'danger'} disabled={busy}>
            {approving ? t.approve : t.decline}
          </Button>
        </div>
      </form>
    </WidgetRoot>
  );
}
