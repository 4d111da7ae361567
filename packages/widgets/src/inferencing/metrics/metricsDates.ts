import type { MetricsWindow } from '@console/react';
import type { DateRange } from '../../date/dateRules';
import { addDaysIso, type IsoDate, parseIsoDate, todayIso } from '../../date/isoDate';

/** The longest range the API answers (the contract's DEPLOYMENT_METRICS_MAX_RANGE_DAYS). */
export const METRICS_RANGE_MAX_DAYS = 90;

/** The default range: yesterday and today, as the "Last 24 hours" preset (a range's end comes after its start). */
export const defaultMetricsDates = (today: IsoDate = todayIso()): DateRange => ({
  from: addDaysIso(today, -1),
  to: today,
});

/** The earliest day a range may start on. */
export const earliestMetricsDate = (today: IsoDate = todayIso()) => addDaysIso(today, 1 - METRICS_RANGE_MAX_DAYS);

/**
 * Whole local days as the window the API reads: up to now (refreshed as it goes) when the range ends today,
 * else to the end of its last day. `undefined` for an incomplete or reversed range.
 */
export function metricsWindowOf(dates: DateRange, today: IsoDate = todayIso()): MetricsWindow | undefined {
  const from = parseIsoDate(dates.from);
  const last = parseIsoDate(dates.to);
  if (from === undefined || last === undefined || last < from) return undefined;
  if (dates.to >= today) return { from: from.toISOString(), to: 'now' };
  return { from: from.toISOString(), to: (parseIsoDate(addDaysIso(dates.to, 1)) as Date).toISOString() };
}
