/**
 * The seconds a `Retry-After` header asks a client to wait (RFC 9110 section 10.2.3): delta-seconds as
 * given, an HTTP-date as the whole seconds from `now` until then (0 once it has passed). Undefined when
 * the header is missing or is neither form.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (/^\s*\d+\s*$/.test(value ?? '')) return Number(value);
  // Only a date has letters (day and month names): `Date.parse` alone would also read "-1" or "1.5" as dates.
  const at = /[a-z]/i.test(value ?? '') ? Date.parse(value ?? '') : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
