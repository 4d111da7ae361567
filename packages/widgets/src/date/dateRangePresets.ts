import type { DateRange, DateRules } from './dateRules';
import { addDaysIso, type IsoDate } from './isoDate';

/** A quick choice of a date range, computed from today's date. */
export interface DateRangePreset {
  label: string;
  range: (today: IsoDate) => DateRange;
}

const lastDays = (label: string, days: number): DateRangePreset => ({
  label,
  range: (today) => ({ from: addDaysIso(today, 1 - days), to: today }),
});

/**
 * Last 24 hours, 7 days and 30 days, as whole days ending today. "Last 24 hours" spans yesterday and today, the
 * smallest range of whole days that holds them; a server filtering by instant narrows it.
 */
export const lastDaysPresets: readonly DateRangePreset[] = [
  { label: 'Last 24 hours', range: (today) => ({ from: addDaysIso(today, -1), to: today }) },
  lastDays('Last 7 days', 7),
  lastDays('Last 30 days', 30),
];

/** A preset's range cut to the bounds, or `undefined` when nothing of it lies inside them. */
export function presetRange(preset: DateRangePreset, today: IsoDate, rules: DateRules): DateRange | undefined {
  let { from, to } = preset.range(today);
  if (rules.min !== undefined && from < rules.min) from = rules.min;
  if (rules.max !== undefined && to > rules.max) to = rules.max;
  return from <= to ? { from, to } : undefined;
}
