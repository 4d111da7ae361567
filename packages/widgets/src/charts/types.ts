import type { ReactNode } from 'react';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';

/** A semantic colour for a series; without one, series take the chart palette in order. */
export type ChartTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'muted';

/** An instant marked on a time axis (a pause, a rollout): a vertical rule named by `label`. */
export interface ChartMarker {
  time: number | Date;
  label: string;
}

/** Whether a chart shows its drawing or the table of its numbers. */
export type ChartView = 'chart' | 'table';

/** Formats a value for axes, tooltips, announcements and the table, e.g. `(v) => `${v} %``. */
export type ValueFormatter = (value: number) => string;

/** Props every chart shares: its name, its load state, the view toggle and the theme. */
export interface ChartCommonProps {
  /** Visible heading and accessible name of the chart. */
  title: string;
  /** What the chart shows, read out after its name. */
  description?: ReactNode | undefined;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /** A load is running; with data present it stays drawn and the chart is marked busy. */
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  emptyTitle?: string | undefined;
  emptyDescription?: ReactNode | undefined;
  /** The unit after each value ("%", "GPU", "tickets"); ignored when `formatValue` is given. */
  unit?: string | undefined;
  /**
   * The name of the value axis with its unit ("Tickets", "GPUs", "Latency (ms)"), written at the axis. Give it
   * for counts, whose ticks then read as bare numbers.
   */
  valueLabel?: string | undefined;
  /** The values are counts: the value axis steps in whole numbers. By default, when every value is whole. */
  wholeNumbers?: boolean | undefined;
  formatValue?: ValueFormatter | undefined;
  /** Fixed height in px; by default the height follows the width. */
  height?: number | undefined;
  /** Controlled view (chart or table) and its change handler; `defaultView` when uncontrolled. */
  view?: ChartView | undefined;
  defaultView?: ChartView | undefined;
  onViewChange?: ((view: ChartView) => void) | undefined;
  /** `card` draws the chart on a card of its own, as a dashboard shows it; `plain` (default) leaves that to the host. */
  variant?: 'plain' | 'card' | undefined;
  /** Controls beside the title, e.g. a date range picker. */
  actions?: ReactNode | undefined;
  appearance?: Appearance | undefined;
}
