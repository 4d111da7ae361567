import { useMemo } from 'react';
import { ChartFrame } from './ChartFrame';
import { chartStatus } from './chartStatus';
import { fullTimeFormatter, timeFormatter, valueFormatter } from './format';
import { TimeSeriesPlot } from './TimeSeriesPlot';
import { prepareSeries, seriesStats, type TimeSeries, timeExtent, valueExtent } from './timeSeries';
import { TimeSeriesTable } from './timeSeriesTable';
import type { ChartCommonProps } from './types';

export interface TimeSeriesChartProps extends ChartCommonProps {
  /** The lines to draw; `undefined` while the first load runs. */
  series: readonly TimeSeries[] | undefined;
  /** The value axis range, e.g. `[0, 100]` for percentages; by default from zero to the highest value. */
  valueDomain?: [number, number] | undefined;
  /** Time zone for axis ticks, tooltips and the table (default: the browser's). */
  timeZone?: string | undefined;
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
  formatValue: format,
  height,
  ...frame
}: TimeSeriesChartProps) {
  const prepared = useMemo(() => prepareSeries(series ?? []), [series]);
  const stats = useMemo(() => prepared.map((s) => seriesStats(s.points)), [prepared]);
  const extent = timeExtent(prepared);
  const pointCount = prepared.reduce((sum, s) => sum + s.points.length, 0);
  const status = chartStatus(series === undefined ? undefined : pointCount, loading, error);
  const formatValue = useMemo(() => valueFormatter(unit, format), [unit, format]);
  // Intl formatters are costly to create; make them once per time zone and span.
  const formatTime = useMemo(() => fullTimeFormatter(timeZone), [timeZone]);
  const span = extent === undefined ? 0 : extent[1] - extent[0];
  const formatTick = useMemo(() => timeFormatter(span, timeZone), [span, timeZone]);

  const summary = [
    extent === undefined ? '' : `From ${formatTime(extent[0])} to ${formatTime(extent[1])}.`,
    ...prepared.map((s, at) => {
      const st = stats[at];
      const count = `${s.points.length.toLocaleString()} ${s.points.length === 1 ? 'point' : 'points'}`;
      if (st === undefined) return `${s.label}: ${count}, no values.`;
      return `${s.label}: ${count}, lowest ${formatValue(st.min)}, highest ${formatValue(st.max)}, latest ${formatValue(st.latest)}.`;
    }),
    prepared.length > 1
      ? 'Left and right arrow keys move between points, up and down between series.'
      : 'Left and right arrow keys move between points.',
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
      renderTable={() => (
        <TimeSeriesTable
          label={`${title}, values`}
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
          formatTick={formatTick}
          formatTime={formatTime}
          labels={area}
        />
      )}
    </ChartFrame>
  );
}
