import { formatterFor } from '../i18n/format';
import type { ValueFormatter } from './types';

/** The default value formatter: grouped digits, at most one decimal, then the unit ("%" sticks to the number). */
export function valueFormatter(unit: string | undefined, format?: ValueFormatter, locale?: string): ValueFormatter {
  if (format !== undefined) return format;
  const { number } = formatterFor(locale);
  const options = { maximumFractionDigits: 1 };
  if (unit === undefined || unit === '') return (value) => number(value, options);
  const separator = unit === '%' ? '' : ' ';
  return (value) => `${number(value, options)}${separator}${unit}`;
}

const HOUR = 3_600_000;
/** A day in milliseconds. */
export const DAY = 24 * HOUR;

/**
 * A time formatter that fits a span: times of day within two days, dates with hours within a month, dates beyond;
 * `daily` samples (one a day) read as dates alone, "Nov 13" rather than "Nov 13, 12 AM".
 * `timeZone` is passed to `Intl.DateTimeFormat` (default: the browser's).
 */
export function timeFormatter(
  spanMs: number,
  timeZone?: string,
  locale?: string,
  daily = false,
): (time: number) => string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const options: Intl.DateTimeFormatOptions =
    daily && spanMs <= 366 * DAY
      ? { month: 'short', day: 'numeric' }
      : spanMs <= 2 * DAY
        ? { hour: '2-digit', minute: '2-digit' }
        : spanMs <= 31 * DAY
          ? { month: 'short', day: 'numeric', hour: '2-digit' }
          : { year: 'numeric', month: 'short', day: 'numeric' };
  const short = new Intl.DateTimeFormat(locale, { ...options, ...zone });
  return (time) => short.format(time);
}

/** A full date and time, for tooltips, announcements and the table. */
export function fullTimeFormatter(timeZone?: string, locale?: string): (time: number) => string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  return (time) => format.format(time);
}
