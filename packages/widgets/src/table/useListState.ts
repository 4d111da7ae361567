import { useCallback } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { changeList, initialListState, type ListState } from './listState';

/** The list-state props of every resource table and panel, in the Radix manner. */
export interface ListStateProps<F extends object> {
  /** The controlled list state; with it the host owns search, sort, filters and page (e.g. to keep them in the URL). */
  value?: ListState<F> | undefined;
  /** The first list state when uncontrolled; what it leaves out takes the defaults (first page of 10, no search). */
  defaultValue?: Partial<ListState<F>> | undefined;
  /** Told of every change (a new search, sort, filter or page size also goes back to the first page). */
  onValueChange?: ((value: ListState<F>) => void) | undefined;
}

/**
 * A list's state, held by the component unless the host controls it, and the change function every control of
 * the list uses: `change({ search })`, `change({ pageIndex: 2 })`, `change({ filters: { ...filters, role } })`.
 */
export function useListState<F extends object>(
  { value, defaultValue, onValueChange }: ListStateProps<F>,
  filters: F,
): [ListState<F>, (patch: Partial<ListState<F>>) => void] {
  const [state, setState] = useControllableState<ListState<F>>({
    value,
    defaultValue: () => initialListState(filters, defaultValue),
    onChange: onValueChange,
  });
  const change = useCallback(
    (patch: Partial<ListState<F>>) => setState((previous) => changeList(previous, patch)),
    [setState],
  );
  return [state, change];
}
