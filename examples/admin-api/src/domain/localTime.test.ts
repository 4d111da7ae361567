import { describe, expect, it } from 'vitest';
import {
  addDays,
  canonicalTimeZone,
  localDateOf,
  parseLocalDate,
  parseTimeOfDay,
  weekDayOf,
  zonedInstant,
  zonedInstantsIn,
} from './localTime';

const at = (date: string, time: string, zone: string) => {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [h = 0, m = 0] = time.split(':').map(Number);
  return zonedInstant({ year, month, day }, h * 60 + m, zone).toISOString();
};

describe('zonedInstant', () => {
  it('maps ordinary wall times with the zone’s offset', () => {
    expect(at('2026-01-05', '09:00', 'Europe/Berlin')).toBe('2026-01-05T08:00:00.000Z');
    expect(at('2026-07-06', '09:00', 'Europe/Berlin')).toBe('2026-07-06T07:00:00.000Z');
    expect(at('2026-01-05', '09:00', 'America/New_York')).toBe('2026-01-05T14:00:00.000Z');
    expect(at('2026-01-05', '09:00', 'Asia/Kolkata')).toBe('2026-01-05T03:30:00.000Z');
    expect(at('2026-01-05', '24:00', 'Europe/Berlin')).toBe('2026-01-05T23:00:00.000Z');
  });

  it('moves a time skipped by a spring-forward change ahead by the gap', () => {
    expect(at('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(at('2026-10-04', '02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('takes the first of a time repeated by a fall-back change', () => {
    expect(at('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(at('2026-04-05', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('leaves the hours around a change alone', () => {
    expect(at('2026-03-29', '01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', '03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('zonedInstantsIn', () => {
  it('agrees with zonedInstant on every day of a year, DST change days included', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe']) {
      const fast = zonedInstantsIn(zone);
      for (let i = 0; i < 366; i++) {
        const date = addDays({ year: 2026, month: 1, day: 1 }, i);
        for (const minutes of [0, 90, 150, 180, 1439, 1440, 1530, 2880]) {
          expect(fast(date, minutes), `${zone} day ${i} +${minutes}`).toBe(zonedInstant(date, minutes, zone).getTime());
        }
      }
    }
  });
});

describe('calendar helpers', () => {
  it('finds the local date of an instant in each zone', () => {
    const lateMonday = new Date('2026-01-05T23:30:00Z');
    expect(localDateOf(lateMonday, 'Europe/Berlin')).toEqual({ year: 2026, month: 1, day: 6 });
    expect(localDateOf(lateMonday, 'America/New_York')).toEqual({ year: 2026, month: 1, day: 5 });
  });

  it('counts days and week days', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(weekDayOf({ year: 2026, month: 1, day: 5 })).toBe('MON');
    expect(weekDayOf({ year: 2026, month: 1, day: 4 })).toBe('SUN');
  });

  it('parses only real dates and HH:mm times', () => {
    expect(parseLocalDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLocalDate('2026-02-29')).toBeUndefined();
    expect(parseLocalDate('2026-1-5')).toBeUndefined();
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBeUndefined();
    expect(parseTimeOfDay('24:00', { endOfDay: true })).toBe(1440);
    expect(parseTimeOfDay('7:00')).toBeUndefined();
    expect(parseTimeOfDay('12:60')).toBeUndefined();
  });

  it('names time zones canonically and refuses unknown ones', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });
});
