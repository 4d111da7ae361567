import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useMemo } from 'react';
import { autoHeight, axisProps, type Margin } from './axisStyle';
import { type BarDatum, type BarLayout, type BarSeries, barSegments, barValue } from './barLayout';
import { barTotal } from './barTable';
import type { ChartLabels } from './ChartFrame';
import { ChartSurface } from './ChartSurface';
import { ChartTooltip } from './ChartTooltip';
import type { PointCursor } from './pointCursor';
import { seriesStyle } from './seriesColor';
import type { ValueFormatter } from './types';
import { usePointCursor } from './usePointCursor';
import { tickLabelRoom, valueScale } from './valueScale';

export interface BarPlotProps {
  data: readonly BarDatum[];
  series: readonly BarSeries[];
  layout: BarLayout;
  orientation: 'vertical' | 'horizontal';
  width: number;
  height: number | undefined;
  valueDomain: [number, number];
  formatValue: ValueFormatter;
  /** The value axis' name with its unit, written at the axis. */
  valueLabel?: string | undefined;
  /** Formats the value ticks (bare numbers when the axis has a name); `formatValue` by default. */
  formatTick?: ValueFormatter | undefined;
  /** Counts: the value axis steps in whole numbers. */
  whole?: boolean | undefined;
  labels: ChartLabels;
}

/** Category labels are cut to fit; the table and the tooltip carry the full name. */
function shorten(label: string, chars: number): string {
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

// A chart with one series reads Up/Down like Left/Right: previous and next category.
const keyMap = { ArrowUp: 'ArrowLeft', ArrowDown: 'ArrowRight' };

/** The drawing of a `BarChart`: a band axis of categories, a value axis, bars, and the cursor over categories. */
export function BarPlot({
  data,
  series,
  layout,
  orientation,
  width,
  height: fixedHeight,
  valueDomain,
  formatValue,
  valueLabel,
  formatTick = formatValue,
  whole = false,
  labels,
}: BarPlotProps) {
  const horizontal = orientation === 'horizontal';
  const longest = data.reduce((max, d) => Math.max(max, d.label.length), 0);
  const titled = valueLabel !== undefined && valueLabel !== '';
  // The value ticks decide the left margin of vertical bars, so first a rough scale for their labels.
  const roughTicks = valueScale(valueDomain, [0, 1], whole, 5).ticks.map(formatTick);
  const margin: Margin = horizontal
    ? {
        top: 8,
        right: 16,
        bottom: titled ? 44 : 28,
        left: Math.min(Math.max(48, width * 0.4), Math.max(48, Math.ceil(longest * 6.5) + 16)),
      }
    : { top: titled ? 28 : 12, right: 16, bottom: 32, left: tickLabelRoom(roughTicks) };
  const row = layout === 'grouped' ? Math.max(24, series.length * 12 + 12) : 28;
  const height = horizontal
    ? (fixedHeight ?? margin.top + margin.bottom + data.length * row)
    : autoHeight(width, fixedHeight, 0.5, 180, 320);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const ids = data.map((d) => d.id ?? d.label);
  const band = scaleBand({ domain: ids, range: horizontal ? [0, innerHeight] : [0, innerWidth], padding: 0.2 });
  const valueTickCount = horizontal ? Math.max(2, Math.floor(innerWidth / 90)) : 5;
  const { scale: value, ticks: valueTicks } = valueScale(
    valueDomain,
    horizontal ? [0, innerWidth] : [innerHeight, 0],
    whole,
    valueTickCount,
  );
  const segments = useMemo(() => barSegments(data, series, layout), [data, series, layout]);
  const byId = new Map(data.map((d, at) => [ids[at] as string, d]));

  const lengths = useMemo(() => [data.length], [data.length]);
  const describe = ({ index }: PointCursor) => {
    const datum = data[index];
    if (datum === undefined) return '';
    const parts = series.map((s) => {
      const v = barValue(datum, s.key);
      return `${s.label} ${v === undefined ? 'no data' : formatValue(v)}`;
    });
    if (layout === 'stacked') parts.push(`Total ${formatValue(barTotal(datum, series))}`);
    return `${datum.label}: ${parts.join(', ')}. ${index + 1} of ${data.length}.`;
  };
  const pointer = usePointCursor(lengths, describe, undefined, keyMap);
  const { cursor, point } = pointer;

  const step = band.step();
  const thickness = band.bandwidth();
  const place = (category: number) => band(ids[category] as string) ?? 0;
  const maxChars = Math.max(3, Math.floor((horizontal ? margin.left - 12 : step) / 6.5));
  // With more categories than fit, only every n-th gets a label on the axis.
  const every = horizontal ? Math.ceil(14 / Math.max(1, step)) : Math.ceil(40 / Math.max(1, step));
  const tickValues = ids.filter((_, at) => at % every === 0);
  const tickFormat = (id: string) => shorten(byId.get(id)?.label ?? id, maxChars);
  const active = cursor === null ? undefined : data[cursor.index];
  const activeEnd = active === undefined ? 0 : value(Math.max(0, ...series.map((s) => barValue(active, s.key) ?? 0)));
  const tipX = cursor === null ? 0 : horizontal ? activeEnd : place(cursor.index) + thickness / 2;
  const tipY = cursor === null ? 0 : horizontal ? place(cursor.index) + thickness / 2 : activeEnd;

  const tooltip =
    active === undefined ? null : (
      <ChartTooltip x={tipX + margin.left} y={tipY + margin.top} width={width} height={height}>
        <p data-slot="chart-tooltip-title">{active.label}</p>
        <ul>
          {series.map((s, at) => {
            const v = barValue(active, s.key);
            return (
              <li key={s.key} style={seriesStyle(s.tone, at)}>
                <span data-slot="chart-swatch" />
                {s.label}: {v === undefined ? '—' : formatValue(v)}
              </li>
            );
          })}
          {layout === 'stacked' ? <li>Total: {formatValue(barTotal(active, series))}</li> : null}
        </ul>
      </ChartTooltip>
    );

  return (
    <ChartSurface
      width={width}
      height={height}
      pointCount={segments.length}
      labels={labels}
      cursor={pointer}
      tooltip={tooltip}
      orientation={orientation}
    >
      <Group left={margin.left} top={margin.top}>
        <g data-slot="chart-grid">
          {valueTicks.map((tick) =>
            horizontal ? (
              <line key={tick} x1={value(tick)} x2={value(tick)} y1={0} y2={innerHeight} />
            ) : (
              <line key={tick} x1={0} x2={innerWidth} y1={value(tick)} y2={value(tick)} />
            ),
          )}
        </g>
        {data.map((_, category) => (
          <rect
            key={ids[category]}
            data-slot="chart-hit"
            data-active={cursor?.index === category || undefined}
            x={horizontal ? 0 : place(category) - (step - thickness) / 2}
            y={horizontal ? place(category) - (step - thickness) / 2 : 0}
            width={horizontal ? innerWidth : step}
            height={horizontal ? step : innerHeight}
            onPointerEnter={() => point({ series: 0, index: category })}
          />
        ))}
        {segments.map((s) => {
          const start = place(s.category) + s.offset * thickness;
          const size = s.size * thickness;
          const a = value(s.from);
          const b = value(s.to);
          return (
            <Bar
              key={`${ids[s.category]}-${series[s.series]?.key}`}
              data-slot="chart-bar"
              style={seriesStyle(series[s.series]?.tone, s.series)}
              x={horizontal ? Math.min(a, b) : start}
              y={horizontal ? start : Math.min(a, b)}
              width={horizontal ? Math.abs(b - a) : size}
              height={horizontal ? size : Math.abs(b - a)}
            />
          );
        })}
        {horizontal ? (
          <>
            <AxisLeft scale={band} tickValues={tickValues} tickFormat={tickFormat} hideTicks {...axisProps} />
            <AxisBottom
              top={innerHeight}
              scale={value}
              tickValues={valueTicks}
              tickFormat={(v) => formatTick(Number(v))}
              {...axisProps}
            />
            {titled ? (
              <text data-slot="chart-axis-label" x={innerWidth} y={innerHeight + 38} textAnchor="end">
                {valueLabel}
              </text>
            ) : null}
          </>
        ) : (
          <>
            <AxisLeft scale={value} tickValues={valueTicks} tickFormat={(v) => formatTick(Number(v))} {...axisProps} />
            {titled ? (
              <text data-slot="chart-axis-label" x={-margin.left} y={-14}>
                {valueLabel}
              </text>
            ) : null}
            <AxisBottom
              top={innerHeight}
              scale={band}
              tickValues={tickValues}
              tickFormat={tickFormat}
              hideTicks
              {...axisProps}
            />
          </>
        )}
      </Group>
    </ChartSurface>
  );
}
