import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import { ROW_HEIGHT, TableSpacer } from './TableSpacer';

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  /** The element that scrolls the rows. */
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (row: T, index: number) => ReactNode;
}

/**
 * The rows of a long table that are in view (and a few around them), with spacers for the rest. Its own module,
 * fetched the first time a table is long enough to need it, since most tables show a page of a few dozen rows.
 */
export function VirtualRows<T>({ rows, scrollRef, renderRow }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The rows may arrive after the list was scrolled (this module was still loading): start where it is.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 ? <TableSpacer height={top} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row, item.index);
      })}
      {bottom > 0 ? <TableSpacer height={bottom} /> : null}
    </>
  );
}
