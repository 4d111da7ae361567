import type { ClusterRange } from '@console/core';
import type { DateRange } from '../date/dateRules';
import { addDaysIso, type IsoDate, parseIsoDate, todayIso } from '../date/isoDate';

/** The longest range the API answers (the contract's CLUSTER_MAX_RANGE_DAYS). */
export const CLUSTER_RANGE_MAX_DAYS = 90;

/** The default window: yesterday and today. */
export const defaultClusterDates = (today: IsoDate = todayIso()): DateRange => ({
  from: addDaysIso(today, -1),
  to: today,
});

/** The earliest day a range may start on, counted back from today. */
export const earliestClusterDate = (today: IsoDate = todayIso()) => addDaysIso(today, 1 - CLUSTER_RANGE_MAX_DAYS);

/**
 * Whole local days as the instants the API takes: from the first day's midnight to the end of the last day, or
 * now when the last day is today. `undefined` for an incomplete or reversed range.
 */
export function clusterRangeOf(dates: DateRange, now: Date = new Date()): ClusterRange | undefined {
  const from = parseIsoDate(dates.from);
  const last = parseIsoDate(dates.to);
  if (from === undefined || last === undefined || last < from) return undefined;
  const end = parseIsoDate(addDaysIso(dates.to, 1)) as Date;
  const to = end > now ? now : end;
  if (!(to > from)) return undefined;
  return { from: from.toISOString(), to: to.toISOString() };
}
