/** How to check the two ends of a range (dates or times). */
export interface EndsCheck<K extends string> {
  /** The start and the end key, e.g. `['from', 'to']`. */
  ends: readonly [K, K];
  /** The message for one end that is filled in, or `undefined`. */
  check: (text: string) => string | undefined;
  /** The message for each end left empty. */
  missing: Record<K, string>;
  required?: boolean | undefined;
  /** Once both ends pass: the message for the end when it does not follow the start, or `undefined`. */
  order: (start: string, end: string) => string | undefined;
}

/**
 * Checks each end, then their order; the order message goes on the end, where the fix usually is. An empty range
 * passes unless required; a half-filled one asks for its other end.
 */
export function checkEnds<K extends string>(range: Record<K, string>, spec: EndsCheck<K>): Partial<Record<K, string>> {
  const [start, end] = spec.ends;
  const empty = (key: K) => range[key].trim() === '';
  const errors: Partial<Record<K, string>> = {};
  if (empty(start) && empty(end)) {
    if (spec.required) for (const key of spec.ends) errors[key] = spec.missing[key];
    return errors;
  }
  for (const key of spec.ends) {
    const message = empty(key) ? spec.missing[key] : spec.check(range[key]);
    if (message !== undefined) errors[key] = message;
  }
  if (errors[start] === undefined && errors[end] === undefined) {
    const message = spec.order(range[start], range[end]);
    if (message !== undefined) errors[end] = message;
  }
  return errors;
}
