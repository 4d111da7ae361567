import { isTimeZone, type TimeZone } from './timeZones';
import { type IsoWeekday, isIsoWeekday } from './weekdays';

/** Messages of the week-day and time-zone rules, shared by the fields, the zod schemas and servers. */
export const scheduleMessages = {
  weekdaysRequired: 'Pick at least one day',
  weekdaysInvalid: 'Pick days from Monday to Sunday',
  timeZoneRequired: 'Pick a time zone',
  timeZoneUnknown: 'Pick a time zone from the list',
} as const;

/** The message for a set of week days, or `undefined` when it is acceptable. */
export function checkWeekdays(
  days: readonly unknown[],
  rules: { required?: boolean | undefined } = {},
): string | undefined {
  if (!days.every(isIsoWeekday)) return scheduleMessages.weekdaysInvalid;
  return rules.required && days.length === 0 ? scheduleMessages.weekdaysRequired : undefined;
}

/** What a time zone may be. */
export interface TimeZoneRules {
  required?: boolean | undefined;
  /** The zones offered; by default any zone the runtime knows. */
  zones?: readonly TimeZone[] | undefined;
}

/** The message for a time zone name, or `undefined` when it is acceptable. */
export function checkTimeZone(zone: string, rules: TimeZoneRules = {}): string | undefined {
  if (zone === '') return rules.required ? scheduleMessages.timeZoneRequired : undefined;
  const known = rules.zones === undefined ? isTimeZone(zone) : rules.zones.includes(zone);
  return known ? undefined : scheduleMessages.timeZoneUnknown;
}

/** Week days in Monday-to-Sunday order without repeats, the shape the pickers report. */
export function sortWeekdays(days: readonly IsoWeekday[]): IsoWeekday[] {
  return [...new Set(days)].sort((a, b) => a - b);
}
