import { charts as chartsEn } from '../i18n/messages/en/charts';
import type { DataTableColumn } from '../table/types';
import { type BarDatum, type BarSeries, barValue } from './barLayout';
import { NoValue } from './ChartTable';
import type { ValueFormatter } from './types';

/** The English of the areas this module's texts come from. */
const en = { charts: chartsEn };

/** Columns of a bar chart's table: the category, one per series, and a total when the bars are stacked. */
export function barColumns(
  series: readonly BarSeries[],
  formatValue: ValueFormatter,
  withTotal: boolean,
  categoryHeader = en.charts.category,
  totalHeader = en.charts.total,
): DataTableColumn<BarDatum>[] {
  const columns: DataTableColumn<BarDatum>[] = [
    { id: 'category', header: categoryHeader, cell: (datum) => datum.label },
    ...series.map(
      (s): DataTableColumn<BarDatum> => ({
        id: `series-${s.key}`,
        header: s.label,
        align: 'end',
        cell: (datum) => {
          const value = barValue(datum, s.key);
          return value === undefined ? <NoValue /> : formatValue(value);
        },
      }),
    ),
  ];
  if (withTotal) {
    columns.push({
      id: 'total',
      header: totalHeader,
      align: 'end',
      cell: (datum) => formatValue(barTotal(datum, series)),
    });
  }
  return columns;
}

/** The sum of a category's values over the given series. */
export function barTotal(datum: BarDatum, series: readonly BarSeries[]): number {
  return series.reduce((sum, s) => sum + (barValue(datum, s.key) ?? 0), 0);
}
