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

/** Messages for each end of a time range; the order rule speaks on the end. */
export interface TimeRangeErrors {
  start?: string;
  end?: string;
}

/** Checks both times, then that the end follows the start (or only differs from it, for overnight windows). */
export function checkTimeRange(range: TimeRange, rules: TimeRangeRules = {}): TimeRangeErrors {
  const emptyStart = range.start.trim() === '';
  const emptyEnd = range.end.trim() === '';
  if (emptyStart && emptyEnd) {
    return rules.required ? { start: timeMessages.startRequired, end: timeMessages.endRequired } : {};
  }
  const errors: TimeRangeErrors = {};
  const start = emptyStart ? timeMessages.startRequired : checkTime(range.start);
  const end = emptyEnd ? timeMessages.endRequired : checkTime(range.end);
  if (start !== undefined) errors.start = start;
  if (end !== undefined) errors.end = end;
  const from = parseTime(range.start);
  const to = parseTime(range.end);
  if (from !== undefined && to !== undefined) {
    if (to === from) errors.end = rules.overnight ? timeMessages.same : timeMessages.order;
    else if (to < from && !rules.overnight) errors.end = timeMessages.order;
  }
  return errors;
}
