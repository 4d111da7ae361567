import type { ReactNode } from 'react';

export interface ChartTooltipProps {
  /** The point, in the drawing's own coordinates. */
  x: number;
  y: number;
  /** The drawing's size in its own coordinates (its viewBox), so the tooltip follows it while it scales. */
  width: number;
  height: number;
  children: ReactNode;
}

/**
 * The values at the active point, beside it, fading in over 250 ms. Hidden from assistive technology: the
 * chart's live region says the same thing.
 */
export function ChartTooltip({ x, y, width, height, children }: ChartTooltipProps) {
  return (
    <div
      data-slot="chart-tooltip"
      data-side={x > width / 2 ? 'left' : 'right'}
      aria-hidden="true"
      style={{ left: `${(x / width) * 100}%`, top: `${(y / height) * 100}%` }}
    >
      {children}
    </div>
  );
}
