import * as z from 'zod';
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

const report = (ctx: z.RefinementCtx, message: string | undefined, path?: string) => {
  if (message !== undefined) ctx.addIssue({ code: 'custom', message, ...(path === undefined ? {} : { path: [path] }) });
};

/** A text field checked by `check` and output through `normalize` ("" when empty). */
const textSchema = (check: (text: string) => string | undefined, normalize: (text: string) => string | undefined) =>
  z
    .string()
    .superRefine((value, ctx) => report(ctx, check(value)))
    .transform((value) => normalize(value) ?? '');

/** A two-ended field whose messages land on the end they concern. */
function rangeSchema<K extends string>(
  ends: readonly [K, K],
  check: (range: Record<K, string>) => Partial<Record<K, string>>,
  normalize: (text: string) => string | undefined,
) {
  const [start, end] = ends;
  return z
    .object({ [start]: z.string(), [end]: z.string() } as Record<K, z.ZodString>)
    .superRefine((value, ctx) => {
      const range = value as Record<K, string>;
      const errors = check(range);
      for (const key of ends) report(ctx, errors[key], key);
    })
    .transform((value) => {
      const range = value as Record<K, string>;
      return { [start]: normalize(range[start]) ?? '', [end]: normalize(range[end]) ?? '' } as Record<K, string>;
    });
}

/** An ISO date field (`DateField`): "" when empty, else `YYYY-MM-DD` within the rules. */
export function isoDateSchema(rules: DateRules = {}) {
  return textSchema((text) => checkDate(text, rules), normalizeIsoDate);
}

/** A date range field (`DateRangeField`): `{ from, to }`, the end after the start; errors land on the end. */
export function dateRangeSchema(rules: DateRules = {}) {
  return rangeSchema(['from', 'to'], (range) => checkDateRange(range, rules), normalizeIsoDate);
}

/** A time field (`TimeField`): "" when empty, else `HH:mm`. */
export function timeSchema(rules: { required?: boolean } = {}) {
  return textSchema((text) => checkTime(text, rules), normalizeTime);
}

/** A time range field (`TimeRangeField`): `{ start, end }`, the end after the start unless `overnight`. */
export function timeRangeSchema(rules: TimeRangeRules = {}) {
  return rangeSchema(['start', 'end'], (range) => checkTimeRange(range, rules), normalizeTime);
}

/** A week-day set (`WeekdayPicker`): ISO week days, at least one when `required`. */
export function weekdaysSchema(rules: { required?: boolean } = {}) {
  return z
    .array(z.number())
    .superRefine((days, ctx) => report(ctx, checkWeekdays(days, rules)))
    .transform((days) => sortWeekdays(days as IsoWeekday[]));
}

/** A time zone (`TimeZoneSelect`): an IANA name the runtime (or the given list) knows. */
export function timeZoneSchema(rules: TimeZoneRules = {}) {
  return z.string().superRefine((value, ctx) => report(ctx, checkTimeZone(value, rules)));
}
