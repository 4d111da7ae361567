import { type ReactNode, useId } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { common as commonEn } from '../i18n/messages/en/common';
import { useFormat, useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { chartStatus } from './chartStatus';
import type { ValueFormatter } from './types';

export interface StatCardProps {
  /** What the number counts, e.g. "Open tickets"; names the card. */
  label: string;
  /** `undefined` while the first load runs; `null` when there is no value to show. */
  value: number | null | undefined;
  /** Shown smaller after the number ("GPU", "%"); ignored when `formatValue` is given. */
  unit?: string | undefined;
  formatValue?: ValueFormatter | undefined;
  /** A line under the number, e.g. "of 64 GPUs" or "+3 since yesterday". */
  description?: ReactNode;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** More content under the number, e.g. a capacity bar. */
  children?: ReactNode;
  appearance?: Appearance | undefined;
}

/** One number with its unit and a label, with the loading and error states of the other widgets. */
export function StatCard({
  label,
  value,
  unit,
  formatValue,
  description,
  loading = false,
  error,
  onRetry,
  children,
  appearance,
}: StatCardProps) {
  const labelId = useId();
  const messages = useMessages({ charts: chartsEn, common: commonEn });
  const format = useFormat();
  const status = chartStatus(value === undefined ? undefined : 1, loading, error);

  const number = () => {
    if (value === null || value === undefined) {
      return (
        <>
          <span aria-hidden="true">{messages.common.none}</span>
          <span data-slot="visually-hidden">{messages.charts.noData}</span>
        </>
      );
    }
    if (formatValue !== undefined) return formatValue(value);
    return (
      <>
        <span data-slot="stat-number">{format.number(value, { maximumFractionDigits: 1 })}</span>
        {unit === undefined || unit === '' ? null : <span data-slot="stat-unit"> {unit}</span>}
      </>
    );
  };

  return (
    <WidgetRoot
      appearance={appearance}
      data-slot="stat-card"
      data-state={status}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
    >
      <p id={labelId} data-slot="stat-label">
        {label}
      </p>
      {status === 'error' && error ? <ErrorState error={error} {...(onRetry ? { onRetry } : {})} /> : null}
      {status === 'loading' ? <LoadingState label={messages.charts.statLoading({ label })} /> : null}
      {status === 'data' ? (
        <>
          <p data-slot="stat-value">{number()}</p>
          {description === undefined ? null : <p data-slot="stat-description">{description}</p>}
          {children}
        </>
      ) : null}
    </WidgetRoot>
  );
}
