import type { CSSProperties } from 'react';
import type { ChartTone } from './types';

const PALETTE_SIZE = 6;

/** The CSS colour of a series: its tone's theme token, else the palette colour for its position. */
export function seriesColor(tone: ChartTone | undefined, index: number): string {
  if (tone !== undefined) return `var(--cw-chart-${tone})`;
  return `var(--cw-chart-${(index % PALETTE_SIZE) + 1})`;
}

/** Inline style that sets `--cw-series`, which the chart stylesheet uses for strokes, fills and swatches. */
export function seriesStyle(tone: ChartTone | undefined, index: number): CSSProperties {
  return { '--cw-series': seriesColor(tone, index) } as CSSProperties;
}
