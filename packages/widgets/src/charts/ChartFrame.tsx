import { type ReactNode, useId } from 'react';
import { Button } from '../button/Button';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { ChartStatus } from './chartStatus';
import type { ChartView } from './types';
import { useChartView } from './useChartView';

/** Ids of the frame's title and description, for the drawing's `aria-labelledby` / `aria-describedby`. */
export interface ChartLabels {
  titleId: string;
  descriptionId: string | undefined;
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
  /** The same numbers as a table; rendered only while the table view is shown. */
  renderTable: () => ReactNode;
  /** The drawing, given the ids to label itself with. */
  children: (labels: ChartLabels) => ReactNode;
  appearance?: Appearance | undefined;
}

/**
 * The shell every chart shares: a heading and description, the loading / empty / error states of the other
 * widgets, and a "Table view" toggle that swaps the drawing for a table of the same numbers.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  status,
  busy = false,
  error,
  onRetry,
  emptyTitle = 'No data to show',
  emptyDescription,
  view: controlledView,
  defaultView,
  onViewChange,
  actions,
  renderTable,
  children,
  appearance,
}: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  const [view, setView] = useChartView(controlledView, defaultView, onViewChange);
  const Heading = `h${headingLevel}` as const;

  const body = () => {
    if (status === 'error' && error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
    if (status === 'loading') return <LoadingState label={`Loading ${title}…`} />;
    if (status === 'empty') return <EmptyState title={emptyTitle} description={emptyDescription} />;
    return view === 'table' ? renderTable() : children({ titleId, descriptionId });
  };

  return (
    <WidgetRoot
      appearance={appearance}
      data-slot="chart-frame"
      data-state={status}
      data-view={view}
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
              Table view
            </Button>
          ) : null}
        </div>
      </div>
      <div data-slot="chart-body">{body()}</div>
    </WidgetRoot>
  );
}
