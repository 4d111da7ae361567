import type { ServiceQuota } from '@console/core';
import * as z from 'zod';
import type { Allowance } from '../actions/Allowance';
import { Button } from '../button/Button';
import { CapacityCard } from '../charts/CapacityCard';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { wholeNumber } from '../notebooks/notebookSchema';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { serviceStatusLabel, serviceTone } from './serviceTone';

export interface ServiceQuotaDetailProps {
  /** The service with quota, use and history; `undefined` until loaded. */
  detail: ServiceQuota | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** `true` shows the quota editor, `{ reason }` explains why not, `false` hides it. */
  canEdit?: Allowance;
  /** Saves a new quota; a 400 (below the use) shows on the field. */
  onSave?: (quota: number) => Promise<unknown>;
  appearance?: Appearance;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const kindLabel = { ADDED: 'Added', REDEPLOYED: 'Redeployed', QUOTA_CHANGED: 'Quota changed' } as const;

function QuotaEditor({ detail, onSave }: { detail: ServiceQuota; onSave: (quota: number) => Promise<unknown> }) {
  const schema = z.object({
    quota: wholeNumber('the quota', 0, 100_000).refine(
      (v) => Number(v) >= detail.used,
      `At least the ${detail.used} in use`,
    ),
  });
  const form = useZodForm(schema, { defaultValues: { quota: String(detail.quota) } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(Number(values.quota));
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Quota of ${detail.name}`} data-slot="quota-editor">
      <FormError control={form.control} />
      <FormField control={form.control} name="quota" label={`Quota (${detail.unit})`} required>
        {(field) => <input {...field} type="number" inputMode="numeric" min={detail.used} />}
      </FormField>
      <div data-slot="form-actions">
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          Save quota
        </Button>
      </div>
    </form>
  );
}

/** One service of a project: its use against its quota, a quota editor for those allowed, and its history. */
export function ServiceQuotaDetail({
  detail,
  loading = false,
  error,
  onRetry,
  canEdit = false,
  onSave,
  appearance,
}: ServiceQuotaDetailProps) {
  const body = () => {
    if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
    if (detail === undefined || loading) return <LoadingState label="Loading the service…" />;
    return (
      <section aria-label={`${detail.name} details`}>
        <p data-slot="service-head">
          <span data-slot="service-name">{detail.name}</span>{' '}
          <StatusBadge tone={serviceTone(detail.status)}>{serviceStatusLabel(detail.status)}</StatusBadge>
        </p>
        <CapacityCard label={`${detail.name} use`} used={detail.used} capacity={detail.quota} unit={detail.unit} />
        {canEdit === true && onSave ? (
          <QuotaEditor key={detail.quota} detail={detail} onSave={onSave} />
        ) : typeof canEdit === 'object' ? (
          <p data-slot="muted">{canEdit.reason}</p>
        ) : null}
        <h3>History</h3>
        {detail.history.length === 0 ? (
          <p data-slot="muted">Nothing recorded yet.</p>
        ) : (
          <ol aria-label={`History of ${detail.name}`} data-slot="service-history">
            {detail.history.map((event) => (
              <li key={event.id}>
                <strong>{kindLabel[event.kind]}</strong> {event.detail}
                {event.actorName ? ` by ${event.actorName}` : ''} ·{' '}
                <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    );
  };
  return (
    <WidgetRoot appearance={appearance} data-slot="service-quota-detail">
      {body()}
    </WidgetRoot>
  );
}
