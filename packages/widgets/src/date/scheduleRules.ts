import { date as dateEn } from '../i18n/messages/en/date';
import type { MessagesOf } from '../i18n/types';
import { isTimeZone, type TimeZone } from './timeZones';
import { type IsoWeekday, isIsoWeekday } from './weekdays';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

/** MessagesOf<'date'> of the week-day and time-zone rules, shared by the fields, the zod schemas and servers. */
export const scheduleMessages = en.date.schedule;

/** The message for a set of week days, or `undefined` when it is acceptable. */
export function checkWeekdays(
  days: readonly unknown[],
  rules: { required?: boolean | undefined; messages?: MessagesOf<'date'> | undefined } = {},
): string | undefined {
  const m = (rules.messages ?? en).date.schedule;
  if (!days.every(isIsoWeekday)) return m.weekdaysInvalid;
  return rules.required && days.length === 0 ? m.weekdaysRequired : undefined;
}

/** What a time zone may be. */
export interface TimeZoneRules {
  required?: boolean | undefined;
  /** The zones offered; by default any zone the runtime knows. */
  zones?: readonly TimeZone[] | undefined;
  /** The catalogue the messages come from; English by default. */
  messages?: MessagesOf<'date'> | undefined;
}

/** The message for a time zone name, or `undefined` when it is acceptable. */
export function checkTimeZone(zone: string, rules: TimeZoneRules = {}): string | undefined {
  const m = (rules.messages ?? en).date.schedule;
  if (zone === '') return rules.required ? m.timeZoneRequired : undefined;
  const known = rules.zones === undefined ? isTimeZone(zone) : rules.zones.includes(zone);
  return known ? undefined : m.timeZoneUnknown;
}

/** Week days in Monday-to-Sunday order without repeats, the shape the pickers report. */
export function sortWeekdays(days: readonly IsoWeekday[]): IsoWeekday[] {
  return [...new Set(days)].sort((a, b) => a - b);
}
