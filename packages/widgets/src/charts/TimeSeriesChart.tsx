import { useMemo } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useFormat, useMessages } from '../i18n/useMessages';
import { ChartFrame } from './ChartFrame';
import { chartStatus } from './chartStatus';
import { DAY, fullTimeFormatter, timeFormatter, valueFormatter } from './format';
import { TimeSeriesPlot } from './TimeSeriesPlot';
import { prepareSeries, seriesStats, type TimeSeries, timeExtent, valueExtent } from './timeSeries';
import { TimeSeriesTable } from './timeSeriesTable';
import type { ChartCommonProps, ChartMarker } from './types';
import { allWhole } from './valueTicks';

export interface TimeSeriesChartProps extends ChartCommonProps {
  /** The lines to draw; `undefined` while the first load runs. */
  series: readonly TimeSeries[] | undefined;
  /** The value axis range, e.g. `[0, 100]` for percentages; by default from zero to the highest value. */
  valueDomain?: [number, number] | undefined;
  /** Time zone for axis ticks, tooltips and the table (default: the browser's). */
  timeZone?: string | undefined;
  /** Instants to mark across the plot, e.g. a pause or a rollout; list them in text beside the chart too. */
  markers?: readonly ChartMarker[] | undefined;
}

/**
 * One or more series over time: axes, a tooltip, arrow keys that step between points (and Up/Down between
 * series) with each value announced, and a table view of every sample. Long series are drawn downsampled to the
 * plot's pixel width; the table is never downsampled.
 */
export function TimeSeriesChart({
  series,
  valueDomain,
  timeZone,
  title,
  loading = false,
  error,
  unit,
  valueLabel,
  wholeNumbers,
  formatValue: format,
  height,
  markers,
  ...frame
}: TimeSeriesChartProps) {
  const prepared = useMemo(() => prepareSeries(series ?? []), [series]);
  const stats = useMemo(() => prepared.map((s) => seriesStats(s.points)), [prepared]);
  const extent = timeExtent(prepared);
  const pointCount = prepared.reduce((sum, s) => sum + s.points.length, 0);
  const status = chartStatus(series === undefined ? undefined : pointCount, loading, error);
  const messages = useMessages({ charts: chartsEn });
  const { locale, number } = useFormat();
  const t = messages.charts.series;
  const formatValue = useMemo(() => valueFormatter(unit, format, locale), [unit, format, locale]);
  const formatTick = useMemo(
    () => (valueLabel ? valueFormatter(undefined, format, locale) : formatValue),
    [valueLabel, format, locale, formatValue],
  );
  const whole = useMemo(
    () => wholeNumbers ?? prepared.every((s) => allWhole(s.points.map((p) => p.value))),
    [wholeNumbers, prepared],
  );
  const note =
    status !== 'data'
      ? undefined
      : prepared.every((s) => s.points.length <= 1)
        ? messages.charts.onePoint
        : stats.every((st) => st === undefined || (st.min === 0 && st.max === 0))
          ? messages.charts.allZero
          : undefined;
  // Intl formatters are costly to create; make them once per time zone and span.
  const formatTime = useMemo(() => fullTimeFormatter(timeZone, locale), [timeZone, locale]);
  const span = extent === undefined ? 0 : extent[1] - extent[0];
  // Samples a whole number of days apart (a daily trend) are dated without an hour.
  const start = extent?.[0] ?? 0;
  const daily = useMemo(
    () => span >= DAY && prepared.every((s) => s.times.every((time) => (time - start) % DAY === 0)),
    [span, prepared, start],
  );
  const formatTimeTick = useMemo(() => timeFormatter(span, timeZone, locale, daily), [span, timeZone, locale, daily]);

  const summary = [
    extent === undefined ? '' : t.range({ from: formatTime(extent[0]), to: formatTime(extent[1]) }),
    ...prepared.map((s, at) => {
      const st = stats[at];
      const points = t.points({ count: s.points.length, formatted: number(s.points.length) });
      if (st === undefined) return t.noValues({ label: s.label, points });
      const [min, max, latest] = [st.min, st.max, st.latest].map(formatValue) as [string, string, string];
      return t.stats({ label: s.label, points, min, max, latest });
    }),
    prepared.length > 1 ? t.keysMany : t.keysOne,
  ].join(' ');

  return (
    <ChartFrame
      {...frame}
      title={title}
      status={status}
      busy={loading}
      error={error}
      summary={summary}
      legend={prepared}
      note={note}
      renderTable={() => (
        <TimeSeriesTable
          label={messages.charts.values({ title })}
          series={prepared}
          formatTime={formatTime}
          formatValue={formatValue}
        />
      )}
    >
      {(area) => (
        <TimeSeriesPlot
          series={prepared}
          width={area.width}
          height={height}
          timeDomain={extent ?? [0, 0]}
          valueDomain={valueDomain ?? valueExtent(stats)}
          formatValue={formatValue}
          formatValueTick={formatTick}
          valueLabel={valueLabel}
          whole={whole}
          formatTick={formatTimeTick}
          daily={daily}
          formatTime={formatTime}
          labels={area}
          markers={markers}
        />
      )}
    </ChartFrame>
  );
}
