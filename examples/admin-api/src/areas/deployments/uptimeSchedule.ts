import {
  addDays,
  DAY_MINUTES,
  type FieldErrors,
  type LocalDate,
  localDateOf,
  parseTimeOfDay,
  type WeekDay,
  weekDayOf,
  weeklySpanErrors,
  zonedInstantsIn,
} from '../../domain/localTime';
import type { UptimeWindow } from '../../jobs/inferencing';

export type { UptimeWindow };

/** The next moment a schedule flips the resource: `resume` when a window opens, `pause` when the last one closes. */
export interface ScheduleChange {
  at: Date;
  action: 'resume' | 'pause';
}

/** Windows per schedule: enough for any weekly pattern, few enough to validate quickly. */
export const MAX_UPTIME_WINDOWS = 20;

const DAY_MS = 86_400_000;
/** Days sampled for overlaps between windows: a year covers every pairing of DST states of two zones. */
const OVERLAP_SAMPLE_DAYS = 371;

interface Compiled {
  timeZone: string;
  days: ReadonlySet<WeekDay>;
  start: number;
  /** Minutes after the start day's midnight; past 1440 for an overnight window. */
  end: number;
}

interface Span {
  start: number;
  end: number;
  index: number;
}

/** Field errors of one window, keyed under `prefix` (`windows.1.`). */
function windowErrors(window: UptimeWindow, prefix: string): FieldErrors {
  const { errors, start, end } = weeklySpanErrors(window, prefix);
  if (end !== undefined && end === start) {
    errors[`${prefix}end`] = 'The window is empty: the end equals the start';
  }
  return errors;
}

/** Parsed once per window object: a window is treated as immutable once it has been used. */
const compiled = new WeakMap<UptimeWindow, Compiled>();
function compile(window: UptimeWindow): Compiled {
  const known = compiled.get(window);
  if (known) return known;
  const errors = Object.entries(windowErrors(window, ''));
  if (errors.length > 0) {
    throw new RangeError(
      `Invalid uptime window: ${errors.map(([field, message]) => `${field}: ${message}`).join('; ')}`,
    );
  }
  const start = parseTimeOfDay(window.start) as number;
  const end = parseTimeOfDay(window.end, { endOfDay: true }) as number;
  const result = {
    timeZone: window.timeZone,
    days: new Set(window.weekDays),
    start,
    end: end > start ? end : end + DAY_MINUTES,
  };
  compiled.set(window, result);
  return result;
}

/** Wall time -> instant per zone, shared by the windows of one call. */
type Zones = (timeZone: string) => ReturnType<typeof zonedInstantsIn>;
function zones(): Zones {
  const byZone = new Map<string, ReturnType<typeof zonedInstantsIn>>();
  return (timeZone) => {
    let found = byZone.get(timeZone);
    if (!found) {
      found = zonedInstantsIn(timeZone);
      byZone.set(timeZone, found);
    }
    return found;
  };
}

/** The real-time spans of a window starting on `count` local dates from `from` (empty ones, lost to DST, left out). */
function spans(w: Compiled, index: number, from: LocalDate, count: number, zone: Zones): Span[] {
  const instant = zone(w.timeZone);
  const found: Span[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    if (!w.days.has(weekDayOf(date))) continue;
    const start = instant(date, w.start);
    const end = instant(date, w.end);
    if (end > start) found.push({ start, end, index });
  }
  return found;
}

/** Whether `instant` falls inside any window (a window's start is inside, its end is not). */
export function isInsideSchedule(windows: readonly UptimeWindow[], instant: Date): boolean {
  const t = instant.getTime();
  const zone = zones();
  return windows.some((window, index) => {
    const w = compile(window);
    // The window that started yesterday may still run (overnight).
    const from = addDays(localDateOf(instant, w.timeZone), -1);
    return spans(w, index, from, 2, zone).some((s) => s.start <= t && t < s.end);
  });
}

/**
 * The first instant after `after` at which the schedule pauses or resumes the resource. Touching or
 * overlapping windows count as one span. Undefined when nothing ever changes: no windows, or windows
 * that cover the whole week.
 */
export function nextScheduleChange(windows: readonly UptimeWindow[], after: Date): ScheduleChange | undefined {
  const t = after.getTime();
  // A weekly schedule that is not always on changes within a week (and a DST hour); 8 days is safe.
  const horizon = t + 8 * DAY_MS;
  const zone = zones();
  const all = windows
    .flatMap((window, index) => {
      const w = compile(window);
      return spans(w, index, addDays(localDateOf(after, w.timeZone), -1), 11, zone);
    })
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of all) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: span.start, end: span.end });
  }
  for (const span of merged) {
    if (span.end <= t) continue;
    if (span.start <= t) return span.end < horizon ? { at: new Date(span.end), action: 'pause' } : undefined;
    return span.start < horizon ? { at: new Date(span.start), action: 'resume' } : undefined;
  }
  return undefined;
}

/**
 * Field errors of a schedule (`{}` when valid), keyed like `windows.1.start`: per-window problems,
 * too many windows, and windows that overlap (reported on the later window's `start`). Windows in
 * different zones are compared on real time over the year from `at`, so an overlap that exists only
 * in the weeks when one zone has changed to summer time and the other not yet is found too.
 */
export function validateSchedule(windows: readonly UptimeWindow[], options: { at: Date; field?: string }): FieldErrors {
  const field = options.field ?? 'windows';
  if (!Array.isArray(windows)) return { [field]: 'Expected a list of windows' };
  if (windows.length > MAX_UPTIME_WINDOWS) return { [field]: `At most ${MAX_UPTIME_WINDOWS} windows` };
  const errors: FieldErrors = {};
  const valid: number[] = [];
  windows.forEach((window, index) => {
    const own = windowErrors(window, `${field}.${index}.`);
    Object.assign(errors, own);
    if (Object.keys(own).length === 0) valid.push(index);
  });
  const zone = zones();
  const all = valid
    .flatMap((index) => {
      const w = compile(windows[index] as UptimeWindow);
      return spans(w, index, addDays(localDateOf(options.at, w.timeZone), -1), OVERLAP_SAMPLE_DAYS, zone);
    })
    .sort((a, b) => a.start - b.start);
  let active: Span[] = [];
  for (const span of all) {
    active = active.filter((a) => a.end > span.start);
    for (const other of active) {
      if (other.index === span.index) continue;
      const later = Math.max(other.index, span.index);
      const key = `${field}.${later}.start`;
      errors[key] ??= `Overlaps window ${Math.min(other.index, span.index) + 1}`;
    }
    active.push(span);
  }
  return errors;
}
