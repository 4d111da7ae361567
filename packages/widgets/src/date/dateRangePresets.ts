import { date as dateEn } from '../i18n/messages/en/date';
import type { MessagesOf } from '../i18n/types';
import type { DateRange, DateRules } from './dateRules';
import { addDaysIso, type IsoDate } from './isoDate';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

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
export function lastDaysPresetsOf(messages: MessagesOf<'date'>): readonly DateRangePreset[] {
  const t = messages.date.presets;
  return [
    { label: t.last24Hours, range: (today) => ({ from: addDaysIso(today, -1), to: today }) },
    lastDays(t.last7Days, 7),
    lastDays(t.last30Days, 30),
  ];
}

/** The presets in English. */
export const lastDaysPresets: readonly DateRangePreset[] = /* @__PURE__ */ lastDaysPresetsOf(en);

/** A preset's range cut to the bounds, or `undefined` when less than a range (its end after its start) lies inside them. */
export function presetRange(preset: DateRangePreset, today: IsoDate, rules: DateRules): DateRange | undefined {
  let { from, to } = preset.range(today);
  if (rules.min !== undefined && from < rules.min) from = rules.min;
  if (rules.max !== undefined && to > rules.max) to = rules.max;
  return from < to ? { from, to } : undefined;
}
