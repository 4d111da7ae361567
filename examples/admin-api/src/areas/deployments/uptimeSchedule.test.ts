import { describe, expect, it } from 'vitest';
import { isInsideSchedule, nextScheduleChange, type UptimeWindow, validateSchedule } from './uptimeSchedule';

const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const berlin = (weekDays: UptimeWindow['weekDays'], start: string, end: string): UptimeWindow => ({
  weekDays,
  start,
  end,
  timeZone: 'Europe/Berlin',
});
const newYork = (weekDays: UptimeWindow['weekDays'], start: string, end: string): UptimeWindow => ({
  weekDays,
  start,
  end,
  timeZone: 'America/New_York',
});
const office = berlin(weekdays, '08:00', '18:00'); // 07:00Z-17:00Z in winter
const utc = (iso: string) => new Date(iso);
const next = (windows: UptimeWindow[], after: string) => {
  const change = nextScheduleChange(windows, utc(after));
  return change && { at: change.at.toISOString(), action: change.action };
};

describe('isInsideSchedule', () => {
  it('includes the start and excludes the end, on the listed days only', () => {
    expect(isInsideSchedule([office], utc('2026-01-05T06:59:59Z'))).toBe(false);
    expect(isInsideSchedule([office], utc('2026-01-05T07:00:00Z'))).toBe(true);
    expect(isInsideSchedule([office], utc('2026-01-05T16:59:59Z'))).toBe(true);
    expect(isInsideSchedule([office], utc('2026-01-05T17:00:00Z'))).toBe(false);
    expect(isInsideSchedule([office], utc('2026-01-10T10:00:00Z'))).toBe(false);
  });

  it('runs an overnight window into the next day, across the week’s end too', () => {
    const fridayNight = berlin(['FRI'], '22:00', '06:00');
    expect(isInsideSchedule([fridayNight], utc('2026-01-09T20:59:00Z'))).toBe(false);
    expect(isInsideSchedule([fridayNight], utc('2026-01-10T03:00:00Z'))).toBe(true);
    expect(isInsideSchedule([fridayNight], utc('2026-01-10T05:00:00Z'))).toBe(false);
    const sundayNight = berlin(['SUN'], '22:00', '02:00');
    expect(isInsideSchedule([sundayNight], utc('2026-01-04T23:30:00Z'))).toBe(true);
  });

  it('is never inside an empty schedule', () => {
    expect(isInsideSchedule([], utc('2026-01-05T10:00:00Z'))).toBe(false);
    expect(nextScheduleChange([], utc('2026-01-05T10:00:00Z'))).toBeUndefined();
  });

  it('refuses an invalid window', () => {
    expect(() => isInsideSchedule([berlin(['MON'], '09:00', '09:00')], utc('2026-01-05T10:00:00Z'))).toThrow(
      RangeError,
    );
  });
});

describe('nextScheduleChange', () => {
  it('pauses at the end of the current window and resumes at the next start', () => {
    expect(next([office], '2026-01-05T06:00:00Z')).toEqual({ at: '2026-01-05T07:00:00.000Z', action: 'resume' });
    expect(next([office], '2026-01-05T07:00:00Z')).toEqual({ at: '2026-01-05T17:00:00.000Z', action: 'pause' });
    expect(next([office], '2026-01-05T12:00:00Z')).toEqual({ at: '2026-01-05T17:00:00.000Z', action: 'pause' });
    expect(next([office], '2026-01-09T17:00:00Z')).toEqual({ at: '2026-01-12T07:00:00.000Z', action: 'resume' });
  });

  it('treats touching windows as one span', () => {
    const evening = berlin(weekdays, '18:00', '20:00');
    expect(next([office, evening], '2026-01-05T12:00:00Z')).toEqual({
      at: '2026-01-05T19:00:00.000Z',
      action: 'pause',
    });
  });

  it('combines windows in different zones on real time', () => {
    const windows = [berlin(['MON'], '08:00', '12:00'), newYork(['MON'], '08:00', '12:00')];
    expect(next(windows, '2026-01-05T10:00:00Z')).toEqual({ at: '2026-01-05T11:00:00.000Z', action: 'pause' });
    expect(next(windows, '2026-01-05T11:00:00Z')).toEqual({ at: '2026-01-05T13:00:00.000Z', action: 'resume' });
    expect(next(windows, '2026-01-05T13:30:00Z')).toEqual({ at: '2026-01-05T17:00:00.000Z', action: 'pause' });
    expect(next(windows, '2026-01-05T17:00:00Z')).toEqual({ at: '2026-01-12T07:00:00.000Z', action: 'resume' });
  });

  it('resumes at the same wall time, a different UTC hour, after a DST change', () => {
    const berlinDays = berlin(everyDay, '09:00', '17:00');
    expect(next([berlinDays], '2026-03-28T17:00:00Z')).toEqual({ at: '2026-03-29T07:00:00.000Z', action: 'resume' });
    expect(next([berlinDays], '2026-10-24T16:00:00Z')).toEqual({ at: '2026-10-25T08:00:00.000Z', action: 'resume' });
    const newYorkDays = newYork(everyDay, '09:00', '17:00');
    expect(next([newYorkDays], '2026-03-07T22:00:00Z')).toEqual({ at: '2026-03-08T13:00:00.000Z', action: 'resume' });
  });

  it('skips a window that a spring-forward night swallows whole', () => {
    const skipped = berlin(['SUN'], '02:00', '03:00');
    expect(next([skipped], '2026-03-28T12:00:00Z')).toEqual({ at: '2026-04-05T00:00:00.000Z', action: 'resume' });
  });

  it('never changes when the windows cover the whole week', () => {
    const always = [berlin(everyDay, '00:00', '24:00')];
    expect(isInsideSchedule(always, utc('2026-03-29T01:30:00Z'))).toBe(true);
    expect(nextScheduleChange(always, utc('2026-03-28T12:00:00Z'))).toBeUndefined();
  });
});

describe('validateSchedule', () => {
  const at = utc('2026-01-01T00:00:00Z');

  it('accepts valid, touching and overnight windows', () => {
    expect(
      validateSchedule([office, berlin(weekdays, '18:00', '20:00'), berlin(['SAT'], '22:00', '02:00')], { at }),
    ).toEqual({});
    expect(validateSchedule([berlin(['MON'], '00:00', '24:00'), berlin(['TUE'], '08:00', '18:00')], { at })).toEqual(
      {},
    );
  });

  it('keys each window’s own problems by field', () => {
    const errors = validateSchedule(
      [berlin([], '08:00', '08:00'), { weekDays: ['MON'], start: '8:00', end: '25:00', timeZone: 'Nowhere/City' }],
      { at },
    );
    expect(errors).toEqual({
      'windows.0.weekDays': 'Choose at least one day of the week',
      'windows.0.end': 'The window is empty: the end equals the start',
      'windows.1.start': 'Use HH:mm between 00:00 and 23:59',
      'windows.1.end': 'Use HH:mm between 00:00 and 24:00',
      'windows.1.timeZone': expect.stringContaining('Unknown time zone'),
    });
    expect(validateSchedule([berlin(['MON'], '00:00', '00:00')], { at, field: 'uptime' })).toHaveProperty(
      'uptime.0.end',
    );
  });

  it('refuses overlapping windows on the later window’s start', () => {
    expect(validateSchedule([office, berlin(['MON'], '17:00', '19:00')], { at })).toEqual({
      'windows.1.start': 'Overlaps window 1',
    });
    expect(validateSchedule([berlin(['SUN'], '22:00', '02:00'), berlin(['MON'], '01:00', '03:00')], { at })).toEqual({
      'windows.1.start': 'Overlaps window 1',
    });
    const three = [
      berlin(['MON'], '08:00', '10:00'),
      berlin(['MON'], '12:00', '14:00'),
      berlin(['MON'], '09:00', '13:00'),
    ];
    expect(validateSchedule(three, { at })).toEqual({ 'windows.2.start': 'Overlaps window 1' });
  });

  it('finds overlaps between zones that exist only while one zone is on summer time', () => {
    // Berlin 08-12 and New York 06-07 touch in winter and summer, but overlap in the March and
    // October weeks when only New York is on summer time.
    expect(validateSchedule([berlin(['MON'], '08:00', '12:00'), newYork(['MON'], '06:00', '07:00')], { at })).toEqual({
      'windows.1.start': 'Overlaps window 1',
    });
    expect(validateSchedule([berlin(['MON'], '08:00', '12:00'), newYork(['MON'], '07:00', '08:00')], { at })).toEqual(
      {},
    );
  });

  it('limits the number of windows', () => {
    const many = Array.from({ length: 21 }, (_, i) =>
      berlin(['MON'], `${String(i).padStart(2, '0')}:00`, `${String(i).padStart(2, '0')}:30`),
    );
    expect(validateSchedule(many, { at })).toEqual({ windows: 'At most 20 windows' });
  });

  it('validates a full schedule across zones quickly', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
    const windows = Array.from({ length: 20 }, (_, i) => ({
      weekDays: everyDay,
      start: `${String(i).padStart(2, '0')}:00`,
      end: `${String(i).padStart(2, '0')}:30`,
      timeZone: zones[i % 4] as string,
    }));
    const started = performance.now();
    validateSchedule(windows, { at });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
