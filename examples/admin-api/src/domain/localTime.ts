/**
 * Wall-clock dates and times in an IANA time zone, on the built-in `Intl` time-zone data (no
 * library: Node ships full ICU, and the only hard part, wall time -> instant around DST changes, is
 * the 20 lines of {@link zonedInstant}). Business hours and uptime windows are both built on it.
 */

/** A day of the week, as the API spells it. */
export type WeekDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

/** Monday first, as ISO 8601 counts. */
export const WEEK_DAYS: readonly WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** A calendar date with no zone: the same date is a different day of real time in Berlin and New York. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** Messages keyed by field path (`windows.1.start`), the shape of the API's 400 `details`. */
export type FieldErrors = Record<string, string>;

const DAY_MS = 86_400_000;
/** Minutes in a day: the value of `24:00`. */
export const DAY_MINUTES = 1_440;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The zone's canonical name (`europe/berlin` -> `Europe/Berlin`), or undefined when `Intl` does not know it. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The wall-clock reading of `instant` in `timeZone`, as if that reading were UTC (ms, whole seconds). */
function wallMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallMs(whole, timeZone) - whole;
}

/** The calendar date `instant` falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The instant the wall clock in `timeZone` reads `minutes` past midnight of `date` (1440 is the next
 * midnight). Like Temporal's `compatible` disambiguation: a time skipped by a DST change moves forward
 * by the gap (02:30 on a spring-forward night is 03:30), a repeated time takes its first occurrence.
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  // Offsets a day either side bracket any change near `wall` (zones change at most twice a year).
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  if (before === after) {
    const guess = wall - before;
    if (offsetAt(guess, timeZone) === before) return new Date(guess);
  }
  const valid = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/**
 * {@link zonedInstant} for many wall times in one zone (up to 48 h after a date's midnight), as epoch
 * ms: a date with no offset change within a day either side maps by plain arithmetic, so a year of
 * weekly windows costs two `Intl` calls a day instead of several per time. Short-lived: one per call.
 */
export function zonedInstantsIn(timeZone: string): (date: LocalDate, minutes: number) => number {
  const steady = new Map<number, number | null>();
  return (date, minutes) => {
    const midnight = Date.UTC(date.year, date.month - 1, date.day);
    let offset = steady.get(midnight);
    if (offset === undefined) {
      const before = offsetAt(midnight - DAY_MS, timeZone);
      offset = before === offsetAt(midnight + 3 * DAY_MS, timeZone) ? before : null;
      steady.set(midnight, offset);
    }
    return offset === null ? zonedInstant(date, minutes, timeZone).getTime() : midnight + minutes * 60_000 - offset;
  };
}

/** The date `days` after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day of the week of a calendar date. */
export function weekDayOf(date: LocalDate): WeekDay {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7] as WeekDay;
}

/** `YYYY-MM-DD`. */
export function formatLocalDate(date: LocalDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A `YYYY-MM-DD` that names a real calendar date, or undefined. */
export function parseLocalDate(text: string): LocalDate | undefined {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatLocalDate(addDays(date, 0)) === text ? date : undefined;
}

/** Minutes past midnight of an `HH:mm` (00:00-23:59, plus 24:00 when `endOfDay` allows it), or undefined. */
export function parseTimeOfDay(text: string, options: { endOfDay?: boolean } = {}): number | undefined {
  const match = typeof text === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text) : null;
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return options.endOfDay && text === '24:00' ? DAY_MINUTES : undefined;
}

/** The parts business hours and uptime windows share: a zone, week days and a daily start and end. */
export interface WeeklySpan {
  timeZone: string;
  weekDays: readonly string[];
  start: string;
  end: string;
}

/**
 * Field errors of a {@link WeeklySpan} under `prefix`, with its start and end in minutes when both
 * parse (`start` 00:00-23:59, `end` up to 24:00); each caller adds its own rule on how they relate.
 */
export function weeklySpanErrors(
  value: WeeklySpan,
  prefix: string,
): { errors: FieldErrors; start: number | undefined; end: number | undefined } {
  const errors: FieldErrors = {};
  if (!canonicalTimeZone(value.timeZone)) {
    errors[`${prefix}timeZone`] = 'Unknown time zone: use an IANA name such as Europe/Berlin';
  }
  if (!Array.isArray(value.weekDays) || value.weekDays.length === 0) {
    errors[`${prefix}weekDays`] = 'Choose at least one day of the week';
  } else {
    value.weekDays.forEach((day, i) => {
      if (!WEEK_DAYS.includes(day as WeekDay)) {
        errors[`${prefix}weekDays.${i}`] = `Not a day of the week: use ${WEEK_DAYS.join(', ')}`;
      }
    });
  }
  const start = parseTimeOfDay(value.start);
  const end = parseTimeOfDay(value.end, { endOfDay: true });
  if (start === undefined) errors[`${prefix}start`] = 'Use HH:mm between 00:00 and 23:59';
  if (end === undefined) errors[`${prefix}end`] = 'Use HH:mm between 00:00 and 24:00';
  return { errors, start, end };
}
