import { date as dateEn } from '../i18n/messages/en/date';
import type { MessagesOf } from '../i18n/types';
import { checkEnds } from './rangeRules';
import { parseTime, type TimeOfDay } from './timeOfDay';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

/** A daily window from `start` to `end`, both `HH:mm`. Empty strings mean unset. */
export interface TimeRange {
  start: TimeOfDay;
  end: TimeOfDay;
}

/** What a time range may be. */
export interface TimeRangeRules {
  required?: boolean | undefined;
  /**
   * Lets the window cross midnight: an end earlier than the start means the next day (22:00 to 06:00). Start and
   * end must still differ. Without it the end must come after the start on the same day.
   */
  overnight?: boolean | undefined;
  messages?: MessagesOf<'date'> | undefined;
}

/** MessagesOf<'date'> of the time rules, shared by the fields, the zod schemas and anyone answering for a server. */
export const timeMessages = en.date.time;

/** The catalogue a check reads its messages from; English by default. */
type WithMessages = { messages?: MessagesOf<'date'> | undefined };

/** The message for a time typed, or `undefined` when it is acceptable. */
export function checkTime(
  text: string,
  rules: { required?: boolean | undefined } & WithMessages = {},
): string | undefined {
  const m = (rules.messages ?? en).date.time;
  if (text.trim() === '') return rules.required ? m.required : undefined;
  return parseTime(text) === undefined ? m.format : undefined;
}

/** MessagesOf<'date'> for each end of a time range. */
export interface TimeRangeErrors {
  start?: string;
  end?: string;
}

/** Checks both times, then that the end follows the start (or only differs from it, for overnight windows). */
export function checkTimeRange(range: TimeRange, rules: TimeRangeRules = {}): TimeRangeErrors {
  const m = (rules.messages ?? en).date.time;
  return checkEnds(range, {
    ends: ['start', 'end'],
    check: (text) => checkTime(text, { messages: rules.messages }),
    missing: { start: m.startRequired, end: m.endRequired },
    required: rules.required,
    order: (start, end) => {
      const from = parseTime(start) ?? 0;
      const to = parseTime(end) ?? 0;
      if (to === from) return rules.overnight ? m.same : m.order;
      return to < from && !rules.overnight ? m.order : undefined;
    },
  });
}
