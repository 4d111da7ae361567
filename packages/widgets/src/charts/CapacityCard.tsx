import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { valueFormatter } from './format';
import { StatCard } from './StatCard';
import type { ValueFormatter } from './types';

export interface CapacityCardProps {
  /** What is measured, e.g. "GPUs" or "Memory". */
  label: string;
  /** Amount in use; `undefined` while the first load runs. */
  used: number | undefined;
  /** Amount promised to workloads (requests, quotas); may exceed the capacity when over-committed. */
  allocated?: number | undefined;
  capacity: number | undefined;
  unit?: string | undefined;
  formatValue?: ValueFormatter | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

/** A share of the capacity as a CSS width, clamped to the bar. */
function share(amount: number, capacity: number): string {
  if (!(capacity > 0)) return amount > 0 ? '100%' : '0%';
  return `${Math.min(100, Math.max(0, (amount / capacity) * 100))}%`;
}

/**
 * Used, allocated and total capacity of one resource: the amount used as the number, and a meter whose bar shows
 * the used part inside the allocated part inside the capacity. Over-commitment is named, not hidden.
 */
export function CapacityCard({
  label,
  used,
  allocated,
  capacity,
  unit,
  formatValue: format,
  loading,
  error,
  onRetry,
  appearance,
}: CapacityCardProps) {
  const messages = useMessages({ charts: chartsEn });
  const { locale, percent } = useFormat();
  const t = messages.charts.capacity;
  const formatValue = valueFormatter(unit, format, locale);
  const ready = used !== undefined && capacity !== undefined;
  const ratio = (amount: number) => (capacity !== undefined && capacity > 0 ? ` (${percent(amount / capacity)})` : '');
  const over = allocated !== undefined && capacity !== undefined && allocated > capacity ? allocated - capacity : 0;
  const free = capacity === undefined ? 0 : Math.max(0, capacity - Math.max(used ?? 0, allocated ?? 0));
  const valueText =
    used === undefined || capacity === undefined
      ? undefined
      : [
          t.used({ value: formatValue(used) }),
          allocated === undefined ? '' : t.allocated({ value: formatValue(allocated) }),
          t.of({ value: formatValue(capacity) }),
        ]
          .filter(Boolean)
          .join(', ');

  return (
    <StatCard
      label={label}
      value={ready ? used : undefined}
      unit={unit}
      formatValue={format}
      description={capacity === undefined ? undefined : t.of({ value: formatValue(capacity) })}
      loading={loading}
      error={error}
      onRetry={onRetry}
      appearance={appearance}
    >
      {used === undefined || capacity === undefined ? null : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> draws one bar; this one layers used inside allocated. */}
          <div
            data-slot="capacity-meter"
            data-over={over > 0 || undefined}
            role="meter"
            aria-label={t.inUse({ label })}
            aria-valuemin={0}
            aria-valuemax={capacity}
            aria-valuenow={Math.min(used, capacity)}
            aria-valuetext={valueText}
          >
            {allocated === undefined ? null : (
              <div data-slot="capacity-allocated" style={{ width: share(allocated, capacity) }} />
            )}
            <div data-slot="capacity-used" style={{ width: share(used, capacity) }} />
          </div>
          <ul data-slot="capacity-legend">
            <li data-part="used">
              <span data-slot="chart-swatch" />
              {t.legendUsed({ value: formatValue(used) })}
              {ratio(used)}
            </li>
            {allocated === undefined ? null : (
              <li data-part="allocated">
                <span data-slot="chart-swatch" />
                {t.legendAllocated({ value: formatValue(allocated) })}
                {ratio(allocated)}
              </li>
            )}
            <li data-part="free">
              <span data-slot="chart-swatch" />
              {t.legendFree({ value: formatValue(free) })}
            </li>
          </ul>
          {over > 0 ? <p data-slot="capacity-warning">{t.over({ value: formatValue(over) })}</p> : null}
        </>
      )}
    </StatCard>
  );
}
