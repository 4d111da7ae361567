import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { type PointerEvent, useMemo } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useFormat, useMessages } from '../i18n/useMessages';
import { autoHeight, axisProps, type Margin } from './axisStyle';
import type { ChartLabels } from './ChartFrame';
import { ChartSurface } from './ChartSurface';
import { ChartTooltip } from './ChartTooltip';
import { downsampleMinMax } from './downsample';
import type { PointCursor } from './pointCursor';
import { seriesStyle } from './seriesColor';
import { nearestIndex, type PreparedSeries, pointTime, pointValue, type TimePoint } from './timeSeries';
import type { ChartMarker, ValueFormatter } from './types';
import { usePointCursor } from './usePointCursor';
import { tickLabelRoom, valueScale } from './valueScale';

export interface TimeSeriesPlotProps {
  series: readonly PreparedSeries[];
  /** The measured width in px; the drawing's viewBox. */
  width: number;
  height: number | undefined;
  timeDomain: [number, number];
  valueDomain: [number, number];
  formatValue: ValueFormatter;
  /** Formats the value ticks (bare numbers when the axis has a name); `formatValue` by default. */
  formatValueTick?: ValueFormatter | undefined;
  /** The value axis' name with its unit, written above it. */
  valueLabel?: string | undefined;
  /** Counts: the value axis steps in whole numbers. */
  whole?: boolean | undefined;
  formatTick: (time: number) => string;
  /** One sample a day: the time axis marks whole days from the first sample. */
  daily?: boolean | undefined;
  formatTime: (time: number) => string;
  labels: ChartLabels;
  /** Instants marked across the plot (those outside the time domain are left out). */
  markers?: readonly ChartMarker[] | undefined;
}

const DAY = 86_400_000;

/** Whole days from `from` to `to`, every n-th so that at most `most` of them are marked. */
function dayTicks(from: number, to: number, most: number): number[] {
  const days = Math.round((to - from) / DAY);
  const every = Math.max(1, Math.ceil((days + 1) / most));
  const ticks: number[] = [];
  for (let day = 0; day <= days; day += every) ticks.push(from + day * DAY);
  return ticks;
}

/** Whether the point at `i` has no defined neighbour: a line cannot show it, a mark must. */
const isolated = (points: readonly TimePoint[], i: number) => {
  const defined = (p: TimePoint | undefined) => p !== undefined && p.value !== null && !Number.isNaN(p.value);
  return !defined(points[i - 1]) && !defined(points[i + 1]);
};

/** Below this many px between points, the points are not marked one by one. */
const POINT_MARK_MIN_GAP = 12;

/** The drawing of a `TimeSeriesChart`: axes, one downsampled line per series, the keyboard and pointer cursor. */
export function TimeSeriesPlot({
  series,
  width,
  height: fixedHeight,
  timeDomain,
  valueDomain,
  formatValue,
  formatValueTick = formatValue,
  valueLabel,
  whole = false,
  formatTick,
  daily = false,
  formatTime,
  labels,
  markers,
}: TimeSeriesPlotProps) {
  const height = autoHeight(width, fixedHeight, 0.4, 160, 320);
  const titled = valueLabel !== undefined && valueLabel !== '';
  const roughTicks = valueScale(valueDomain, [0, 1], whole, 5).ticks.map(formatValueTick);
  const margin: Margin = { top: titled ? 28 : 12, right: 16, bottom: 28, left: tickLabelRoom(roughTicks) };
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const [t0, t1] = timeDomain;
  const x = scaleTime({ domain: t1 > t0 ? [t0, t1] : [t0 - 60_000, t1 + 60_000], range: [0, innerWidth] });
  const { scale: y, ticks: valueTicks } = valueScale(valueDomain, [innerHeight, 0], whole, 5);
  // One column per pixel of plot width: the line covers the same pixels, the table keeps every point.
  const drawn = useMemo(
    () => series.map((s) => downsampleMinMax(s.points, innerWidth, pointTime, pointValue) as TimePoint[]),
    [series, innerWidth],
  );
  const pointCount = series.reduce((sum, s) => sum + s.points.length, 0);

  const messages = useMessages({ charts: chartsEn });
  const { number } = useFormat();
  const lengths = useMemo(() => series.map((s) => s.points.length), [series]);
  const nearest = (target: number, from: PointCursor) => {
    const time = series[from.series]?.times[from.index] ?? 0;
    return nearestIndex(series[target]?.times ?? new Float64Array(), time);
  };
  const describe = ({ series: at, index }: PointCursor) => {
    const s = series[at];
    const point = s?.points[index];
    if (s === undefined || point === undefined) return '';
    const value = point.value === null ? messages.charts.noData : formatValue(point.value);
    return messages.charts.series.point({
      label: s.label,
      time: formatTime(pointTime(point)),
      value,
      index: number(index + 1),
      count: number(s.points.length),
    });
  };
  const pointer = usePointCursor(lengths, describe, nearest);
  const { cursor, point } = pointer;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? width / box.width : 1;
    const px = (event.clientX - box.left) * scale - margin.left;
    const py = (event.clientY - box.top) * scale - margin.top;
    const time = +x.invert(px);
    let best: PointCursor | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    series.forEach((s, at) => {
      const index = nearestIndex(s.times, time);
      const value = s.points[index]?.value;
      if (index < 0 || value === null || value === undefined) return;
      const distance = Math.abs(y(value) - py);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { series: at, index };
      }
    });
    point(best);
  };

  const active = cursor === null ? undefined : series[cursor.series];
  const activePoint = cursor === null ? undefined : active?.points[cursor.index];
  const activeTime = activePoint === undefined ? 0 : pointTime(activePoint);
  const ax = activePoint === undefined ? 0 : x(activeTime);
  const ay = activePoint?.value === null || activePoint === undefined ? innerHeight : y(activePoint.value);

  const tooltip =
    activePoint === undefined || cursor === null ? null : (
      <ChartTooltip x={ax + margin.left} y={ay + margin.top} width={width} height={height}>
        <p data-slot="chart-tooltip-title">{formatTime(activeTime)}</p>
        <ul>
          {series.map((s, at) => {
            const index = at === cursor.series ? cursor.index : nearestIndex(s.times, activeTime);
            const value = s.points[index]?.value;
            return (
              <li key={s.id} style={seriesStyle(s.tone, at)} data-active={at === cursor.series || undefined}>
                <span data-slot="chart-swatch" />
                {s.label}: {value === null || value === undefined ? '—' : formatValue(value)}
              </li>
            );
          })}
        </ul>
      </ChartTooltip>
    );

  return (
    <ChartSurface
      width={width}
      height={height}
      pointCount={pointCount}
      labels={labels}
      cursor={pointer}
      onPointerMove={onPointerMove}
      tooltip={tooltip}
    >
      <Group left={margin.left} top={margin.top}>
        <g data-slot="chart-grid">
          {valueTicks.map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
          ))}
        </g>
        {markers?.map((m) => {
          const time = +m.time;
          if (time < t0 || time > t1) return null;
          return (
            <g key={`${time}-${m.label}`} data-slot="chart-rule">
              <title>{m.label}</title>
              <line x1={x(time)} x2={x(time)} y1={0} y2={innerHeight} />
            </g>
          );
        })}
        {series.map((s, at) => (
          <g key={s.id} style={seriesStyle(s.tone, at)} data-active={cursor?.series === at || undefined}>
            {/* Few points (a lone one draws no line at all) are marked one by one; among many, those between gaps. */}
            {s.points.map((p, i) =>
              p.value === null ||
              Number.isNaN(p.value) ||
              (s.points.length * POINT_MARK_MIN_GAP > innerWidth && !isolated(s.points, i)) ? null : (
                <circle key={pointTime(p)} data-slot="chart-point" cx={x(pointTime(p))} cy={y(p.value)} r={3} />
              ),
            )}
            <LinePath
              data-slot="chart-line"
              data-points={drawn[at]?.length ?? 0}
              data={drawn[at] ?? []}
              x={(p) => x(pointTime(p))}
              y={(p) => y(p.value ?? 0)}
              defined={(p) => p.value !== null && !Number.isNaN(p.value)}
            />
          </g>
        ))}
        {activePoint === undefined || cursor === null ? null : (
          <g data-slot="chart-cursor" style={seriesStyle(active?.tone, cursor.series)}>
            <line x1={ax} x2={ax} y1={0} y2={innerHeight} />
            {activePoint.value === null ? null : <circle data-slot="chart-marker" cx={ax} cy={ay} r={4} />}
          </g>
        )}
        <AxisLeft scale={y} tickValues={valueTicks} tickFormat={(v) => formatValueTick(Number(v))} {...axisProps} />
        {titled ? (
          <text data-slot="chart-axis-label" x={-margin.left} y={-14}>
            {valueLabel}
          </text>
        ) : null}
        <AxisBottom
          top={innerHeight}
          scale={x}
          {...(daily
            ? { tickValues: dayTicks(t0, t1, Math.max(2, Math.floor(innerWidth / 80))) }
            : { numTicks: Math.max(2, Math.floor(innerWidth / 110)) })}
          tickFormat={(v) => formatTick(+v)}
          {...axisProps}
        />
      </Group>
    </ChartSurface>
  );
}
