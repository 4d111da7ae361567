import type { PointerEvent, ReactNode } from 'react';
import type { ChartLabels } from './ChartFrame';
import { chartMotion } from './chartDefaults';
import type { PointCursorState } from './usePointCursor';

export interface ChartSurfaceProps {
  /** The drawing's size in its own units (its viewBox); CSS scales it to the container's width. */
  width: number;
  height: number;
  /** How many data points are drawn, which decides whether changes animate. */
  pointCount: number;
  labels: ChartLabels;
  cursor: PointCursorState;
  onPointerMove?: (event: PointerEvent<SVGSVGElement>) => void;
  /** The tooltip of the active point, if any. */
  tooltip: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  children: ReactNode;
}

/**
 * The focusable SVG every chart draws into, named by the frame's title and described by its description and
 * summary, with the tooltip beside it and the live region that announces keyboard moves.
 */
export function ChartSurface({
  width,
  height,
  pointCount,
  labels,
  cursor,
  onPointerMove,
  tooltip,
  orientation,
  children,
}: ChartSurfaceProps) {
  return (
    <div data-slot="chart-plot">
      <svg
        data-slot="chart"
        data-motion={chartMotion(pointCount)}
        data-orientation={orientation}
        viewBox={`0 0 ${width} ${height}`}
        role="application"
        aria-roledescription="chart"
        aria-labelledby={labels.titleId}
        aria-describedby={[labels.descriptionId, labels.summaryId].filter(Boolean).join(' ')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" makes the drawing one widget; arrow keys move inside it.
        tabIndex={0}
        onKeyDown={cursor.onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => cursor.point(null)}
        onBlur={() => cursor.point(null)}
      >
        {children}
      </svg>
      {tooltip}
      <p data-slot="visually-hidden" aria-live="polite" aria-atomic="true">
        {cursor.announcement}
      </p>
    </div>
  );
}
