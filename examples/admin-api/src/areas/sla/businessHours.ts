import {
  addDays,
  type FieldErrors,
  formatLocalDate,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  parseTimeOfDay,
  type WeekDay,
  weekDayOf,
  weeklySpanErrors,
  zonedInstantsIn,
} from '../../domain/localTime';

/**
 * When an SLA clock runs: the same hours on each listed day, in one time zone, except on holidays.
 * Hours never cross midnight (`end` is after `start`; `24:00` ends at the next midnight): a desk open
 * overnight lists two spans, which a single policy cannot express, so it is refused rather than guessed.
 */
export interface BusinessHours {
  /** IANA time zone the hours and holidays are read in. */
  timeZone: string;
  weekDays: readonly WeekDay[];
  /** `HH:mm`, 00:00-23:59. */
  start: string;
  /** `HH:mm` after `start`, up to `24:00`. */
  end: string;
  /** Local dates (`YYYY-MM-DD`) on which the clock does not run. */
  holidays?: readonly string[];
}

interface Compiled {
  timeZone: string;
  days: ReadonlySet<WeekDay>;
  start: number;
  end: number;
  holidays: ReadonlySet<string>;
}

/** How many days in a row without any opening before a search gives up (a policy of all holidays). */
const MAX_CLOSED_DAYS = 3 * 366;

/** Field errors of a policy (`{}` when it is valid); `prefix` names where it sits in a request (`businessHours.`). */
export function validateBusinessHours(policy: BusinessHours, prefix = ''): FieldErrors {
  const { errors, start, end } = weeklySpanErrors(policy, prefix);
  if (start !== undefined && end !== undefined && end <= start) {
    errors[`${prefix}end`] = 'Must be after the start: business hours cannot cross midnight (24:00 ends at midnight)';
  }
  (policy.holidays ?? []).forEach((day, i) => {
    if (!parseLocalDate(day)) errors[`${prefix}holidays.${i}`] = 'Use a real date as YYYY-MM-DD';
  });
  return errors;
}

/** Parsed once per policy object: a policy is treated as immutable once it has been used. */
const compiled = new WeakMap<BusinessHours, Compiled>();
function compile(policy: BusinessHours): Compiled {
  const known = compiled.get(policy);
  if (known) return known;
  const errors = Object.entries(validateBusinessHours(policy));
  if (errors.length > 0) {
    throw new RangeError(
      `Invalid business hours: ${errors.map(([field, message]) => `${field}: ${message}`).join('; ')}`,
    );
  }
  const result: Compiled = {
    timeZone: policy.timeZone,
    days: new Set(policy.weekDays),
    start: parseTimeOfDay(policy.start) as number,
    end: parseTimeOfDay(policy.end, { endOfDay: true }) as number,
    holidays: new Set(policy.holidays ?? []),
  };
  compiled.set(policy, result);
  return result;
}

/** The spans of real time the clock runs, by local date. */
function openings(p: Compiled): (date: LocalDate) => { start: number; end: number } | undefined {
  const instant = zonedInstantsIn(p.timeZone);
  return (date) => {
    if (!p.days.has(weekDayOf(date)) || p.holidays.has(formatLocalDate(date))) return undefined;
    return { start: instant(date, p.start), end: instant(date, p.end) };
  };
}

/** Whether `instant` is inside business hours (the start minute is inside, the end minute is not). */
export function isWithinBusinessHours(policy: BusinessHours, instant: Date): boolean {
  const p = compile(policy);
  const t = instant.getTime();
  const opening = openings(p)(localDateOf(instant, p.timeZone));
  return opening !== undefined && opening.start <= t && t < opening.end;
}

/**
 * Business minutes between two instants: the real minutes of `[from, to)` that fall inside business
 * hours (a day that loses an hour to DST counts the hours it really has). 0 when `to` is not after
 * `from`; fractional when the instants are.
 */
export function businessMinutesBetween(policy: BusinessHours, from: Date, to: Date): number {
  const p = compile(policy);
  const start = from.getTime();
  const stop = to.getTime();
  if (!(stop > start)) return 0;
  const openingOn = openings(p);
  let total = 0;
  const last = formatLocalDate(localDateOf(to, p.timeZone));
  for (let date = localDateOf(from, p.timeZone); ; date = addDays(date, 1)) {
    const opening = openingOn(date);
    if (opening) total += Math.max(0, Math.min(stop, opening.end) - Math.max(start, opening.start));
    if (formatLocalDate(date) >= last) break;
  }
  return total / 60_000;
}

/**
 * The instant that is `minutes` business minutes after `start`: an SLA's due time. A target that
 * uses up a day's hours exactly ends at that day's closing time, not at the next opening. 0 minutes
 * is `start` itself. Throws a RangeError for a negative or non-finite count, or when the policy has
 * no opening for years (every day a holiday).
 */
export function addBusinessMinutes(policy: BusinessHours, start: Date, minutes: number): Date {
  const p = compile(policy);
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Not a number of minutes: ${minutes}`);
  let remaining = minutes * 60_000;
  if (remaining === 0) return new Date(start.getTime());
  const openingOn = openings(p);
  let closedDays = 0;
  for (let date = localDateOf(start, p.timeZone); closedDays <= MAX_CLOSED_DAYS; date = addDays(date, 1)) {
    const opening = openingOn(date);
    const from = opening ? Math.max(opening.start, start.getTime()) : 0;
    if (!opening || from >= opening.end) {
      closedDays++;
      continue;
    }
    closedDays = 0;
    if (remaining <= opening.end - from) return new Date(from + remaining);
    remaining -= opening.end - from;
  }
  throw new RangeError(`No business hours within ${MAX_CLOSED_DAYS} days: check the policy's days and holidays`);
}
