import type { ServiceQuota } from '@console/core';
import * as z from 'zod';
import type { Allowance } from '../actions/Allowance';
import { Button } from '../button/Button';
import { CapacityCard } from '../charts/CapacityCard';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useFormat, useMessages } from '../i18n/useMessages';
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

function QuotaEditor({ detail, onSave }: { detail: ServiceQuota; onSave: (quota: number) => Promise<unknown> }) {
  const messages = useMessages({ common: commonEn, projects: projectsEn });
  const { number } = useFormat();
  const t = messages.projects.quota;
  const schema = z.object({
    quota: wholeNumber(t.theQuota, 0, 100_000, messages).refine(
      (v) => Number(v) >= detail.used,
      t.atLeastUsed({ used: number(detail.used) }),
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
    <form onSubmit={submit} noValidate aria-label={t.of({ name: detail.name })} data-slot="quota-editor">
      <FormError control={form.control} />
      <FormField control={form.control} name="quota" label={t.field({ unit: detail.unit })} required>
        {(field) => <input {...field} type="number" inputMode="numeric" min={detail.used} />}
      </FormField>
      <div data-slot="form-actions">
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          {t.save}
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
  const messages = useMessages({ projects: projectsEn });
  const format = useFormat();
  const t = messages.projects.quota;
  const body = () => {
    if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
    if (detail === undefined || loading) return <LoadingState label={t.loading} />;
    return (
      <section aria-label={t.details({ name: detail.name })}>
        <p data-slot="service-head">
          <span data-slot="service-name">{detail.name}</span>{' '}
          <StatusBadge tone={serviceTone(detail.status)}>{serviceStatusLabel(detail.status, messages)}</StatusBadge>
        </p>
        <CapacityCard
          label={t.use({ name: detail.name })}
          used={detail.used}
          capacity={detail.quota}
          unit={detail.unit}
        />
        {canEdit === true && onSave ? (
          <QuotaEditor key={detail.quota} detail={detail} onSave={onSave} />
        ) : typeof canEdit === 'object' ? (
          <p data-slot="muted">{canEdit.reason}</p>
        ) : null}
        <h3>{t.history}</h3>
        {detail.history.length === 0 ? (
          <p data-slot="muted">{t.nothingYet}</p>
        ) : (
          <ol aria-label={t.historyOf({ name: detail.name })} data-slot="service-history">
            {detail.history.map((event) => (
              <li key={event.id}>
                <strong>{t.kinds[event.kind]}</strong> {event.detail}
                {event.actorName ? t.by({ name: event.actorName }) : ''} ·{' '}
                <time dateTime={event.at}>{format.dateTime(event.at)}</time>
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
