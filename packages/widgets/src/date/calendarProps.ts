import type { PropsBase } from 'react-day-picker';
import { type DateRules, isDateDisabled } from './dateRules';
import { type IsoDate, parseIsoDate } from './isoDate';

/** Day of the week a calendar row starts on, 0 for Sunday as `Date.getDay()` counts; the controls default to Monday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CalendarOptions {
  rules: DateRules;
  weekStartsOn: WeekStart;
  /** Today as this device sees it, unless given (stories and tests pin it). */
  today?: IsoDate | undefined;
  /** Month and weekday names; English when unset. */
  locale?: CalendarLocale | undefined;
}

/** A react-day-picker locale (a date-fns locale with its labels), e.g. from `react-day-picker/locale`. */
export type CalendarLocale = NonNullable<PropsBase['locale']>;

/**
 * DayPicker props shared by the date controls. Disabled days come from `isDateDisabled`, the function the fields'
 * own checks use, so the calendar never offers a day the field would then refuse; min/max also stop navigation.
 */
export function calendarProps({ rules, weekStartsOn, today, locale }: CalendarOptions): PropsBase {
  const props: PropsBase = {
    disabled: (date: Date) => isDateDisabled(date, rules),
    weekStartsOn,
    fixedWeeks: true,
    showOutsideDays: true,
  };
  const start = rules.min === undefined ? undefined : parseIsoDate(rules.min);
  const end = rules.max === undefined ? undefined : parseIsoDate(rules.max);
  const now = today === undefined ? undefined : parseIsoDate(today);
  if (start !== undefined) props.startMonth = start;
  if (end !== undefined) props.endMonth = end;
  if (now !== undefined) props.today = now;
  if (locale !== undefined) props.locale = locale;
  return props;
}

/** The month to open on: the chosen day's, else today's moved inside the bounds. */
export function openingMonth(selected: Date | undefined, { rules, today }: CalendarOptions): Date {
  if (selected !== undefined) return selected;
  const now = (today === undefined ? undefined : parseIsoDate(today)) ?? new Date();
  const start = rules.min === undefined ? undefined : parseIsoDate(rules.min);
  const end = rules.max === undefined ? undefined : parseIsoDate(rules.max);
  if (start !== undefined && now < start) return start;
  if (end !== undefined && now > end) return end;
  return now;
}
