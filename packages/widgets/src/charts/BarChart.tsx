import { useMemo } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useFormat, useMessages } from '../i18n/useMessages';
import { BarPlot } from './BarPlot';
import { type BarDatum, type BarLayout, type BarSeries, barExtent, barSegments, barValue } from './barLayout';
import { barColumns, barTotal } from './barTable';
import { ChartFrame } from './ChartFrame';
import { ChartTable } from './ChartTable';
import { chartStatus } from './chartStatus';
import { valueFormatter } from './format';
import type { ChartCommonProps } from './types';
import { allWhole } from './valueTicks';

const NO_DATA: readonly BarDatum[] = [];

export interface BarChartProps extends ChartCommonProps {
  /** The categories; `undefined` while the first load runs. */
  data: readonly BarDatum[] | undefined;
  series: readonly BarSeries[];
  /** `vertical` columns (default) or `horizontal` rows, which suit long category names such as node names. */
  orientation?: 'vertical' | 'horizontal' | undefined;
  /** `grouped` (default), `stacked` for parts of a whole, `overlay` for nested amounts (capacity ⊇ allocated ⊇ used). */
  layout?: BarLayout | undefined;
  /** The value axis range; by default from zero to the largest bar. */
  valueDomain?: [number, number] | undefined;
  /** Header of the category column in the table view (default "Category"). */
  categoryLabel?: string | undefined;
}

/**
 * Values per category as bars: grouped, stacked or overlaid, vertical or horizontal, with a tooltip, arrow keys
 * that step between categories and announce their values, and a table view of the same numbers.
 */
export function BarChart({
  data,
  series,
  orientation = 'vertical',
  layout = 'grouped',
  valueDomain,
  categoryLabel,
  title,
  loading = false,
  error,
  unit,
  valueLabel,
  wholeNumbers,
  formatValue: format,
  height,
  ...frame
}: BarChartProps) {
  const rows = data ?? NO_DATA;
  const status = chartStatus(data === undefined ? undefined : rows.length, loading, error);
  const messages = useMessages({ charts: chartsEn });
  const { locale, number } = useFormat();
  const t = messages.charts;
  const formatValue = valueFormatter(unit, format, locale);
  const extent = useMemo(() => barExtent(barSegments(rows, series, layout)), [rows, series, layout]);
  const values = useMemo(() => rows.flatMap((d) => series.map((s) => barValue(d, s.key))), [rows, series]);
  const whole = wholeNumbers ?? allWhole(values);
  const allZero = values.length > 0 && values.every((v) => v === undefined || v === 0);

  const largest = rows.reduce<BarDatum | undefined>(
    (best, d) => (best === undefined || barTotal(d, series) > barTotal(best, series) ? d : best),
    undefined,
  );
  const summary = [
    t.bar.categories({
      count: rows.length,
      formatted: number(rows.length),
      series: series.map((s) => s.label).join(', '),
    }),
    layout === 'stacked' && largest !== undefined
      ? t.bar.largest({ label: largest.label, value: formatValue(barTotal(largest, series)) })
      : '',
    t.bar.keys,
  ].join(' ');

  return (
    <ChartFrame
      {...frame}
      title={title}
      status={status}
      busy={loading}
      error={error}
      summary={summary}
      legend={series}
      note={status === 'data' && allZero ? t.allZero : undefined}
      renderTable={() => (
        <ChartTable
          label={t.values({ title })}
          columns={barColumns(series, formatValue, layout === 'stacked', categoryLabel ?? t.category, t.total)}
          rows={rows}
          getRowId={(datum) => datum.id ?? datum.label}
        />
      )}
    >
      {(area) => (
        <BarPlot
          data={rows}
          series={series}
          layout={layout}
          orientation={orientation}
          width={area.width}
          height={height}
          valueDomain={valueDomain ?? extent}
          formatValue={formatValue}
          valueLabel={valueLabel}
          formatTick={valueLabel ? valueFormatter(undefined, format, locale) : formatValue}
          whole={whole}
          labels={area}
        />
      )}
    </ChartFrame>
  );
}
