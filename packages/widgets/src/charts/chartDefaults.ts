/** Milliseconds a chart waits after the last window resize before it redraws (spec section 9). */
export const RESIZE_REDRAW_MS = 150;

/** Above this many data points a chart draws without transitions (spec section 9). */
export const MOTION_MAX_POINTS = 50;

/** Milliseconds a chart tooltip takes to fade in (spec section 9). */
export const TOOLTIP_FADE_MS = 250;

/** Whether a chart of `pointCount` data points animates its changes. */
export function chartMotion(pointCount: number): 'on' | 'off' {
  return pointCount > MOTION_MAX_POINTS ? 'off' : 'on';
}
