/**
 * The seconds a `Retry-After` header asks a client to wait (RFC 9110 section 10.2.3): delta-seconds as
 * given, an HTTP-date as the whole seconds from `now` until then (0 once it has passed). Undefined when
 * the header is missing or is neither form.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  // Only a date with letters in it (an IMF-fixdate or one of the obsolete forms): `Date.parse` alone would
  // also read "-1" or "1.5" as dates.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
