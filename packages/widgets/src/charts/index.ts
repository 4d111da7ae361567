// Charts: presentational, props in (visx). Spec section 9 chart defaults live in chartDefaults.
// Entry point `@console/widgets/charts`: add an export here and run `pnpm api:update`.
export { BarChart, type BarChartProps } from './BarChart';
export { type BarDatum, type BarLayout, type BarSeries, barSegments } from './barLayout';
export { CapacityCard, type CapacityCardProps } from './CapacityCard';
export { type ChartArea, ChartFrame, type ChartFrameProps, type ChartLabels } from './ChartFrame';
export { chartMotion, MOTION_MAX_POINTS, RESIZE_REDRAW_MS, TOOLTIP_FADE_MS } from './chartDefaults';
export { type ChartStatus, chartStatus } from './chartStatus';
export { downsampleMinMax } from './downsample';
export { StatCard, type StatCardProps } from './StatCard';
export { StatGrid, type StatGridProps } from './StatGrid';
export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export type { TimePoint, TimeSeries } from './timeSeries';
export type { ChartCommonProps, ChartMarker, ChartTone, ChartView, ValueFormatter } from './types';
export { type DebouncedSize, useDebouncedResize } from './useDebouncedResize';
