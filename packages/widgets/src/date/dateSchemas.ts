import { z } from 'zod';
import { checkDate, checkDateRange, type DateRules } from './dateRules';
import { normalizeIsoDate } from './isoDate';
import { checkTimeZone, checkWeekdays, sortWeekdays, type TimeZoneRules } from './scheduleRules';
import { normalizeTime } from './timeOfDay';
import { checkTime, checkTimeRange, type TimeRangeRules } from './timeRules';
import type { IsoWeekday } from './weekdays';

/*
 * Zod schemas over the same rule functions the fields use, so a form's submit check and a field's own check say
 * the same words. Each accepts what the field holds (the text as typed) and outputs it canonical.
 */

type Issue = { message: string; path?: string[] };
const report = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
};
const issue = (message: string | undefined, path?: string): Issue[] =>
  message === undefined ? [] : [path === undefined ? { message } : { message, path: [path] }];

/** An ISO date field (`DateField`): "" when empty, else `YYYY-MM-DD` within the rules. */
export function isoDateSchema(rules: DateRules = {}) {
  return z
    .string()
    .superRefine((value, ctx) => report(ctx, issue(checkDate(value, rules))))
    .transform((value) => normalizeIsoDate(value) ?? '');
}

/** A date range field (`DateRangeField`): `{ from, to }`, the end on or after the start; errors land on the end. */
export function dateRangeSchema(rules: DateRules = {}) {
  return z
    .object({ from: z.string(), to: z.string() })
    .superRefine((range, ctx) => {
      const errors = checkDateRange(range, rules);
      report(ctx, [...issue(errors.from, 'from'), ...issue(errors.to, 'to')]);
    })
    .transform((range) => ({ from: normalizeIsoDate(range.from) ?? '', to: normalizeIsoDate(range.to) ?? '' }));
}

/** A time field (`TimeField`): "" when empty, else `HH:mm`. */
export function timeSchema(rules: { required?: boolean } = {}) {
  return z
    .string()
    .superRefine((value, ctx) => report(ctx, issue(checkTime(value, rules))))
    .transform((value) => normalizeTime(value) ?? '');
}

/** A time range field (`TimeRangeField`): `{ start, end }`, the end after the start unless `overnight`. */
export function timeRangeSchema(rules: TimeRangeRules = {}) {
  return z
    .object({ start: z.string(), end: z.string() })
    .superRefine((range, ctx) => {
      const errors = checkTimeRange(range, rules);
      report(ctx, [...issue(errors.start, 'start'), ...issue(errors.end, 'end')]);
    })
    .transform((range) => ({ start: normalizeTime(range.start) ?? '', end: normalizeTime(range.end) ?? '' }));
}

/** A week-day set (`WeekdayPicker`): ISO week days, at least one when `required`. */
export function weekdaysSchema(rules: { required?: boolean } = {}) {
  return z
    .array(z.number())
    .superRefine((days, ctx) => report(ctx, issue(checkWeekdays(days, rules))))
    .transform((days) => sortWeekdays(days as IsoWeekday[]));
}

/** A time zone (`TimeZoneSelect`): an IANA name the runtime (or the given list) knows. */
export function timeZoneSchema(rules: TimeZoneRules = {}) {
  return z.string().superRefine((value, ctx) => report(ctx, issue(checkTimeZone(value, rules))));
}
