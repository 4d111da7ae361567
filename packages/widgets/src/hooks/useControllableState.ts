import { useCallback, useRef, useState } from 'react';

/** Props of {@link useControllableState}: Radix's `value` / `defaultValue` / `onValueChange` trio. */
export interface ControllableStateProps<T> {
  /** The controlled value; when given, the hook keeps no state of its own. */
  value?: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T | (() => T);
  /** Told of every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State a component owns unless its host controls it, in the Radix manner: with `value` the host decides and is
 * asked through `onChange`; without it the component keeps the state and still reports each change.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateProps<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // Functional updates read the latest value even when several run before a render.
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(controlled);
  controlledRef.current = controlled;

  const set = useCallback((next: T | ((previous: T) => T)) => {
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
    if (Object.is(resolved, latest.current)) return;
    // Uncontrolled, the value is ours at once (for the next functional update before a render); controlled, it
    // stays the host's until the host renders it, so a refused change can be asked for again.
    if (!controlledRef.current) {
      latest.current = resolved;
      setOwn(() => resolved);
    }
    onChangeRef.current?.(resolved);
  }, []);
  return [current, set];
}
