/** A day of the week numbered as ISO 8601 does: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Monday to Sunday, in order. */
export const isoWeekdays: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

const longNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The name of a week day, `long` ("Monday") or `short` ("Mon"): English, or in `locale` through `Intl`
 * (1 January 2024 was a Monday, so day `d` is 2024-01-`d`).
 */
export function weekdayName(day: IsoWeekday, style: 'long' | 'short' = 'long', locale?: string): string {
  if (locale !== undefined)
    return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
  const name = longNames[day - 1] ?? '';
  return style === 'long' ? name : name.slice(0, 3);
}

/** The ISO week day of a `Date`, read in local time. */
export function isoWeekdayOf(date: Date): IsoWeekday {
  const day = date.getDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** Whether a value is an ISO week day number. */
export function isIsoWeekday(value: unknown): value is IsoWeekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/**
 * Names joined for a sentence: "Saturday", "Saturday or Sunday", "Monday, Friday or Sunday"; `short` names
 * ("Mon, Tue and Fri") where space is tight, such as a table cell.
 */
export function listWeekdays(
  days: readonly IsoWeekday[],
  conjunction: 'and' | 'or',
  locale?: string,
  style: 'long' | 'short' = 'long',
): string {
  const names = [...new Set(days)].sort((a, b) => a - b).map((day) => weekdayName(day, style, locale));
  if (locale !== undefined)
    return new Intl.ListFormat(locale, { type: conjunction === 'and' ? 'conjunction' : 'disjunction' }).format(names);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}
