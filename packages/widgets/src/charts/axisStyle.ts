/** Axis colours come from the chart's CSS (`currentColor`), so axes follow the theme like the rest. */
export const axisProps = {
  stroke: 'currentColor',
  tickStroke: 'currentColor',
  tickLabelProps: { fill: 'currentColor', fontFamily: 'inherit', fontSize: 11 },
} as const;

/** Space around the plot area for axes and tick labels, in px. */
export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A height that follows the width (`ratio`), kept between `min` and `max`, unless one is fixed. */
export function autoHeight(width: number, fixed: number | undefined, ratio: number, min: number, max: number): number {
  if (fixed !== undefined) return fixed;
  return Math.round(Math.min(max, Math.max(min, width * ratio)));
}
