import { useId } from 'react';
import { Button } from '../button/Button';
import { common as commonEn } from '../i18n/messages/en/common';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { DataTablePagination } from './types';

const DEFAULT_SIZES = [10, 20, 50, 100] as const;

/** Range text, previous / next and the page size of a server-paged table. */
export function TablePagination({ label, pagination }: { label: string; pagination: DataTablePagination }) {
  const { pageIndex, pageSize, total, onPageChange, onPageSizeChange } = pagination;
  // A page size the host chose outside the options (e.g. 5) is offered too, so the select shows what is used.
  const options = [...new Set([...(pagination.pageSizeOptions ?? DEFAULT_SIZES), pageSize])].sort((a, b) => a - b);
  const sizeId = useId();
  const t = useMessages({ common: commonEn }).common.table;
  const { number } = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav data-slot="table-pagination" aria-label={t.pages({ label })}>
      <p data-slot="table-range" aria-live="polite">
        {t.range({ first: number(first), last: number(last), total: number(total) })}
      </p>
      {onPageSizeChange === undefined ? null : (
        <div data-slot="table-page-size">
          <label htmlFor={sizeId}>{t.rowsPerPage}</label>
          <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {options.map((size) => (
              <option key={size} value={size}>
                {number(size)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button aria-label={t.previousPage} disabled={pageIndex <= 0} onClick={() => onPageChange(pageIndex - 1)}>
        ‹
      </Button>
      <span data-slot="table-page">{t.page({ page: number(pageIndex + 1), count: number(pageCount) })}</span>
      <Button aria-label={t.nextPage} disabled={pageIndex >= pageCount - 1} onClick={() => onPageChange(pageIndex + 1)}>
        ›
      </Button>
    </nav>
  );
}
