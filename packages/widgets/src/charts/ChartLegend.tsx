import { seriesStyle } from './seriesColor';
import type { ChartTone } from './types';

export interface ChartLegendProps {
  items: readonly { id?: string; key?: string; label: string; tone?: ChartTone | undefined }[];
}

/** The series of a chart with their colours, as a list. */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <ul data-slot="chart-legend">
      {items.map((item, at) => (
        <li key={item.id ?? item.key ?? item.label} style={seriesStyle(item.tone, at)}>
          <span data-slot="chart-swatch" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
