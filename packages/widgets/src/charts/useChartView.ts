import { useState } from 'react';
import type { ChartView } from './types';

/** The chart/table view, controlled (`view`) or uncontrolled (`defaultView`), reporting changes either way. */
export function useChartView(
  view: ChartView | undefined,
  defaultView: ChartView = 'chart',
  onViewChange?: (view: ChartView) => void,
): [ChartView, (view: ChartView) => void] {
  const [own, setOwn] = useState<ChartView>(defaultView);
  const current = view ?? own;
  const change = (next: ChartView) => {
    if (view === undefined) setOwn(next);
    onViewChange?.(next);
  };
  return [current, change];
}
