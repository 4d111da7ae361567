import { addDays, format, isValid, parse } from 'date-fns';

/**
 * A calendar date written `YYYY-MM-DD` (ISO 8601). It names a day, not an instant, so it carries no time zone and
 * survives a URL or a JSON body unchanged; two of them compare correctly as strings.
 */
export type IsoDate = string;

// Four-digit years only: date-fns alone would read "26-1-5" as the year 26.
const shape = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** The local midnight of an ISO date, or `undefined` when the text is not a real day ("2026-02-30", "tomorrow"). */
export function parseIsoDate(text: string): Date | undefined {
  const trimmed = text.trim();
  if (!shape.test(trimmed)) return undefined;
  const date = parse(trimmed, 'yyyy-M-d', new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

/** The ISO date of a `Date`, read in local time. */
export function formatIsoDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

/** The text as a canonical ISO date ("2026-1-5" becomes "2026-01-05"), or `undefined` when it is not a day. */
export function normalizeIsoDate(text: string): IsoDate | undefined {
  const date = parseIsoDate(text);
  return date === undefined ? undefined : formatIsoDate(date);
}

/** The ISO date `days` days after (or before, when negative) a valid ISO date. */
export function addDaysIso(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (parsed === undefined) throw new RangeError(`Not a date: ${date}`);
  return formatIsoDate(addDays(parsed, days));
}

/** Today's ISO date on this device. */
export function todayIso(now: Date = new Date()): IsoDate {
  return formatIsoDate(now);
}
