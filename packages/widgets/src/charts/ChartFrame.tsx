import { type ReactNode, useId } from 'react';
import { Button } from '../button/Button';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { ChartLegend, type ChartLegendProps } from './ChartLegend';
import type { ChartStatus } from './chartStatus';
import type { ChartView } from './types';
import { useChartView } from './useChartView';
import { useDebouncedResize } from './useDebouncedResize';

/** Ids for the drawing's `aria-labelledby` (the title) and `aria-describedby` (description, then summary). */
export interface ChartLabels {
  titleId: string;
  descriptionId: string | undefined;
  summaryId: string;
}

/** What the drawing is given: its labels and the width to draw at, in px. */
export interface ChartArea extends ChartLabels {
  width: number;
}

export interface ChartFrameProps {
  title: string;
  description?: ReactNode | undefined;
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  status: ChartStatus;
  /** A reload is running while data is shown. */
  busy?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  emptyTitle?: string | undefined;
  emptyDescription?: ReactNode | undefined;
  view?: ChartView | undefined;
  defaultView?: ChartView | undefined;
  onViewChange?: ((view: ChartView) => void) | undefined;
  actions?: ReactNode | undefined;
  variant?: 'plain' | 'card' | undefined;
  /** The same numbers as a table; rendered only while the table view is shown. */
  renderTable: () => ReactNode;
  /** Text for screen readers after the description: the data in a sentence or two, and the keys. */
  summary?: string | undefined;
  /** The series, listed with their colours under the drawing. */
  legend?: ChartLegendProps['items'] | undefined;
  /** A word on thin data beside the drawing ("Only one point so far"), so a flat or lone mark is not misread. */
  note?: string | undefined;
  /** The drawing, given its labels and width; called once the frame has measured its width. */
  children: (area: ChartArea) => ReactNode;
  appearance?: Appearance | undefined;
}

/**
 * The shell every chart shares: a heading and description, the loading / empty / error states of the other
 * widgets, a "Table view" toggle that swaps the drawing for a table of the same numbers, and the measuring of
 * the width the drawing fills (redrawn 150 ms after a resize).
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  status,
  busy = false,
  error,
  onRetry,
  emptyTitle: emptyTitleProp,
  emptyDescription,
  view: controlledView,
  defaultView,
  onViewChange,
  actions,
  variant = 'plain',
  renderTable,
  summary,
  legend,
  note,
  children,
  appearance,
}: ChartFrameProps) {
  const messages = useMessages({ charts: chartsEn });
  const emptyTitle = emptyTitleProp ?? messages.charts.empty;
  const emptyText = emptyDescription ?? (emptyTitleProp === undefined ? messages.charts.emptyHelp : undefined);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  const summaryId = `${id}-summary`;
  const { ref, width } = useDebouncedResize();
  const [view, setView] = useChartView(controlledView, defaultView, onViewChange);
  const Heading = `h${headingLevel}` as const;

  const body = () => {
    if (status === 'error' && error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
    if (status === 'loading') return <LoadingState label={messages.charts.loading({ title })} />;
    if (status === 'empty') return <EmptyState title={emptyTitle} description={emptyText} />;
    if (view === 'table') return renderTable();
    return (
      <>
        {note === undefined ? null : <p data-slot="chart-note">{note}</p>}
        <div ref={ref} data-slot="chart-measure">
          {width === undefined ? null : children({ titleId, descriptionId, summaryId, width })}
        </div>
        <p id={summaryId} data-slot="visually-hidden">
          {summary}
        </p>
        {legend === undefined || legend.length === 0 ? null : <ChartLegend items={legend} />}
      </>
    );
  };

  return (
    <WidgetRoot
      appearance={appearance}
      data-slot="chart-frame"
      data-state={status}
      data-view={view}
      data-variant={variant}
      data-low-data={note === undefined ? undefined : ''}
      aria-busy={busy || undefined}
    >
      <div data-slot="chart-header">
        <div data-slot="chart-heading">
          <Heading id={titleId} data-slot="chart-title">
            {title}
          </Heading>
          {description === undefined ? null : (
            <p id={descriptionId} data-slot="chart-description">
              {description}
            </p>
          )}
        </div>
        <div data-slot="chart-actions">
          {actions}
          {status === 'data' ? (
            <Button
              data-part="chart-view-toggle"
              aria-pressed={view === 'table'}
              onClick={() => setView(view === 'table' ? 'chart' : 'table')}
            >
              {messages.charts.tableView}
            </Button>
          ) : null}
        </div>
      </div>
      <div data-slot="chart-body">{body()}</div>
    </WidgetRoot>
  );
}
