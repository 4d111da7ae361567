import { useControllableState } from '../hooks/useControllableState';
import type { ChartView } from './types';

/** The chart/table view, controlled (`view`) or uncontrolled (`defaultView`), reporting changes either way. */
export function useChartView(
  view: ChartView | undefined,
  defaultView: ChartView = 'chart',
  onViewChange?: (view: ChartView) => void,
): [ChartView, (view: ChartView) => void] {
  return useControllableState<ChartView>({ value: view, defaultValue: defaultView, onChange: onViewChange });
}
