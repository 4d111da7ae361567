import { date as dateEn } from '../i18n/messages/en/date';
import type { MessagesOf } from '../i18n/types';
import { formatIsoDate, type IsoDate, normalizeIsoDate, parseIsoDate } from './isoDate';
import { checkEnds } from './rangeRules';
import { type IsoWeekday, isoWeekdayOf, listWeekdays } from './weekdays';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

/** What a date may be. Bounds and disabled dates are canonical ISO dates; bounds are inclusive. */
export interface DateRules {
  /** The earliest date allowed. */
  min?: IsoDate | undefined;
  /** The latest date allowed. */
  max?: IsoDate | undefined;
  /** Week days that cannot be picked, e.g. `[6, 7]` for weekends. */
  disabledWeekdays?: readonly IsoWeekday[] | undefined;
  /** Single days that cannot be picked, e.g. holidays. */
  disabledDates?: readonly IsoDate[] | undefined;
  /** Whether an empty value is an error. */
  required?: boolean | undefined;
  /** The catalogue the messages come from; English by default. */
  messages?: MessagesOf<'date'> | undefined;
  /** BCP 47 locale of the week-day names in messages; English by default. */
  locale?: string | undefined;
}

/** A range of whole days, `to` after `from` (spec: a range needs its end after its start). Empty strings mean unset. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** MessagesOf<'date'> of the date rules, shared by the fields, the zod schemas and anyone answering for a server. */
export const dateMessages = en.date.rules;

const messagesOf = (rules: DateRules) => (rules.messages ?? en).date.rules;

/** Why a valid ISO date breaks the bounds or falls on a disabled day; `undefined` when it may be picked. */
function blocked(date: IsoDate, rules: DateRules): string | undefined {
  const m = messagesOf(rules);
  if (rules.min !== undefined && date < rules.min) return m.min(rules.min);
  if (rules.max !== undefined && date > rules.max) return m.max(rules.max);
  const parsed = parseIsoDate(date);
  const weekdays = rules.disabledWeekdays ?? [];
  if (parsed !== undefined && weekdays.includes(isoWeekdayOf(parsed)))
    return m.weekday(listWeekdays(weekdays, 'or', rules.locale));
  if (rules.disabledDates?.includes(date)) return m.unavailable(date);
  return undefined;
}

/** Whether a day cannot be picked under the rules (out of bounds, a disabled week day or date). */
export function isDateDisabled(date: Date | IsoDate, rules: DateRules): boolean {
  const iso = typeof date === 'string' ? normalizeIsoDate(date) : formatIsoDate(date);
  return iso === undefined || blocked(iso, rules) !== undefined;
}

/** The message for a date typed or picked, or `undefined` when it is acceptable. */
export function checkDate(text: string, rules: DateRules = {}): string | undefined {
  const m = messagesOf(rules);
  if (text.trim() === '') return rules.required ? m.required : undefined;
  const date = normalizeIsoDate(text);
  return date === undefined ? m.format : blocked(date, rules);
}

/** MessagesOf<'date'> for each end of a range. */
export interface DateRangeErrors {
  from?: string;
  to?: string;
}

/**
 * Checks both ends of a range with the date rules, then that the end comes after the start (the specification's
 * rule: a range whose end equals its start is refused). The order message sits on the end; a half-filled range asks for its other end even when optional.
 */
export function checkDateRange(range: DateRange, rules: DateRules = {}): DateRangeErrors {
  const m = messagesOf(rules);
  return checkEnds(range, {
    ends: ['from', 'to'],
    check: (text) => checkDate(text, rules),
    missing: { from: m.fromRequired, to: m.toRequired },
    required: rules.required,
    order: (from, to) => ((normalizeIsoDate(to) ?? '') <= (normalizeIsoDate(from) ?? '') ? m.order : undefined),
  });
}
