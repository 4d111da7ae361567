import { useState } from 'react';
import { charts as chartsEn } from '../i18n/messages/en/charts';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';

export interface ChartTableProps<T> {
  /** Accessible name of the table, e.g. "GPU utilisation, values". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
}

const PAGE_SIZES = [50, 200, 1000] as const;
const DEFAULT_PAGE_SIZE = 200;

/**
 * The table view of a chart: every value, a page at a time once there are more than 50. Pages keep the DOM (and
 * the table model) small, so opening the table of 10 000 samples stays quick; a page of 1000 rows is virtualised
 * by `DataTable`.
 */
export function ChartTable<T>({ label, columns, rows, getRowId }: ChartTableProps<T>) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [pageIndex, setPageIndex] = useState(0);
  const paged = rows.length > PAGE_SIZES[0];
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const index = Math.min(pageIndex, pageCount - 1);
  const page = paged ? rows.slice(index * pageSize, (index + 1) * pageSize) : rows;
  const pagination = paged
    ? {
        pageIndex: index,
        pageSize,
        total: rows.length,
        onPageChange: setPageIndex,
        onPageSizeChange: (size: number) => {
          // Keep the first row of the current page in view.
          setPageIndex(Math.floor((index * pageSize) / size));
          setPageSize(size);
        },
        pageSizeOptions: PAGE_SIZES,
      }
    : undefined;
  return (
    <div data-slot="chart-table">
      <DataTable label={label} columns={columns} rows={page} getRowId={getRowId} pagination={pagination} />
    </div>
  );
}

/** A missing value in a chart table: a dash to the eye, "no data" to a screen reader. */
export function NoValue() {
  const messages = useMessages({ charts: chartsEn, common: commonEn });
  return (
    <>
      <span aria-hidden="true">{messages.common.none}</span>
      <span data-slot="visually-hidden">{messages.charts.noData}</span>
    </>
  );
}
