import { useMemo } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { useMessages } from '../i18n/useMessages';
import type { DataTableColumn } from '../table/types';
import { ChartTable, NoValue } from './ChartTable';
import type { PreparedSeries } from './timeSeries';
import type { ValueFormatter } from './types';

/** The English of the areas this module's texts come from. */
const en = { charts: chartsEn };

/** One row of a time series table: a time and each series' value at it (`undefined`: no sample then). */
export interface TimeRow {
  time: number;
  values: (number | null | undefined)[];
}

/** Every sample of every series, one row per distinct time, in time order. Nothing is dropped or averaged. */
export function timeSeriesRows(series: readonly PreparedSeries[]): TimeRow[] {
  const byTime = new Map<number, TimeRow>();
  series.forEach((s, column) => {
    s.points.forEach((point, index) => {
      const time = s.times[index] as number;
      let row = byTime.get(time);
      if (row === undefined) {
        row = { time, values: new Array(series.length).fill(undefined) };
        byTime.set(time, row);
      }
      row.values[column] = point.value;
    });
  });
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Columns of a time series table: the time, then one per series. */
export function timeSeriesColumns(
  series: readonly PreparedSeries[],
  formatTime: (time: number) => string,
  formatValue: ValueFormatter,
  timeHeader = en.charts.time,
): DataTableColumn<TimeRow>[] {
  return [
    { id: 'time', header: timeHeader, cell: (row) => formatTime(row.time) },
    ...series.map(
      (s, column): DataTableColumn<TimeRow> => ({
        id: `series-${s.id}`,
        header: s.label,
        align: 'end',
        cell: (row) => {
          const value = row.values[column];
          return value === null || value === undefined ? <NoValue /> : formatValue(value);
        },
      }),
    ),
  ];
}

export interface TimeSeriesTableProps {
  label: string;
  series: readonly PreparedSeries[];
  formatTime: (time: number) => string;
  formatValue: ValueFormatter;
}

/** The table view of a `TimeSeriesChart`; its rows are built only when it is shown, and once per data set. */
export function TimeSeriesTable({ label, series, formatTime, formatValue }: TimeSeriesTableProps) {
  const rows = useMemo(() => timeSeriesRows(series), [series]);
  const timeHeader = useMessages({ charts: chartsEn }).charts.time;
  const columns = useMemo(
    () => timeSeriesColumns(series, formatTime, formatValue, timeHeader),
    [series, formatTime, formatValue, timeHeader],
  );
  return <ChartTable label={label} columns={columns} rows={rows} getRowId={(row) => row.time} />;
}
