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

const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

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
  const formatValue = valueFormatter(unit, format);
  const ready = used !== undefined && capacity !== undefined;
  const ratio = (amount: number) =>
    capacity !== undefined && capacity > 0 ? ` (${percentFormat.format(amount / capacity)})` : '';
  const over = allocated !== undefined && capacity !== undefined && allocated > capacity ? allocated - capacity : 0;
  const free = capacity === undefined ? 0 : Math.max(0, capacity - Math.max(used ?? 0, allocated ?? 0));
  const valueText =
    used === undefined || capacity === undefined
      ? undefined
      : [
          `${formatValue(used)} used`,
          allocated === undefined ? '' : `${formatValue(allocated)} allocated`,
          `of ${formatValue(capacity)}`,
        ]
          .filter(Boolean)
          .join(', ');

  return (
    <StatCard
      label={label}
      value={ready ? used : undefined}
      unit={unit}
      formatValue={format}
      description={capacity === undefined ? undefined : `of ${formatValue(capacity)}`}
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
            aria-label={`${label} in use`}
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
              Used {formatValue(used)}
              {ratio(used)}
            </li>
            {allocated === undefined ? null : (
              <li data-part="allocated">
                <span data-slot="chart-swatch" />
                Allocated {formatValue(allocated)}
                {ratio(allocated)}
              </li>
            )}
            <li data-part="free">
              <span data-slot="chart-swatch" />
              Free {formatValue(free)}
            </li>
          </ul>
          {over > 0 ? <p data-slot="capacity-warning">Over-allocated by {formatValue(over)}</p> : null}
        </>
      )}
    </StatCard>
  );
}
