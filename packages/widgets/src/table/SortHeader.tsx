import type { DataTableSort } from './types';

/** Next sort when a header is activated: ascending, then descending, then the server's default. */
export function nextSort(current: DataTableSort | null | undefined, id: string): DataTableSort | null {
  if (current?.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

/** A header's sort button; the `th` around it carries `aria-sort`. */
export function SortHeader({
  header,
  direction,
  onSort,
}: {
  header: string;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
}) {
  const arrow = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';
  return (
    <button type="button" data-slot="sort-button" data-direction={direction ?? 'none'} onClick={onSort}>
      {header}
      <span data-slot="sort-icon" aria-hidden="true">
        {arrow}
      </span>
    </button>
  );
}
