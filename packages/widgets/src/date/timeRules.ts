import { checkEnds } from './rangeRules';
import { parseTime, type TimeOfDay } from './timeOfDay';

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
}

/** Messages of the time rules, shared by the fields, the zod schemas and anyone answering for a server. */
export const timeMessages = {
  required: 'Enter a time',
  format: 'Enter a time as HH:mm on the 24-hour clock, for example 09:30',
  startRequired: 'Enter a start time',
  endRequired: 'Enter an end time',
  order: 'Pick an end time after the start time',
  same: 'Pick an end time different from the start time',
} as const;

/** The message for a time typed, or `undefined` when it is acceptable. */
export function checkTime(text: string, rules: { required?: boolean | undefined } = {}): string | undefined {
  if (text.trim() === '') return rules.required ? timeMessages.required : undefined;
  return parseTime(text) === undefined ? timeMessages.format : undefined;
}

/** Messages for each end of a time range. */
export interface TimeRangeErrors {
  start?: string;
  end?: string;
}

/** Checks both times, then that the end follows the start (or only differs from it, for overnight windows). */
export function checkTimeRange(range: TimeRange, rules: TimeRangeRules = {}): TimeRangeErrors {
  return checkEnds(range, {
    ends: ['start', 'end'],
    check: (text) => checkTime(text),
    missing: { start: timeMessages.startRequired, end: timeMessages.endRequired },
    required: rules.required,
    order: (start, end) => {
      const from = parseTime(start) ?? 0;
      const to = parseTime(end) ?? 0;
      if (to === from) return rules.overnight ? timeMessages.same : timeMessages.order;
      return to < from && !rules.overnight ? timeMessages.order : undefined;
    },
  });
}
