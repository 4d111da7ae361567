import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';

export interface ChartTableProps<T> {
  /** Accessible name of the table, e.g. "GPU utilisation, values". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
}

/** The table view of a chart: every value, in a `DataTable` that renders only the visible rows of long series. */
export function ChartTable<T>({ label, columns, rows, getRowId }: ChartTableProps<T>) {
  return (
    <div data-slot="chart-table">
      <DataTable label={label} columns={columns} rows={rows} getRowId={getRowId} maxHeight={360} />
    </div>
  );
}

/** A missing value in a chart table: a dash to the eye, "no data" to a screen reader. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span data-slot="visually-hidden">no data</span>
    </>
  );
}
