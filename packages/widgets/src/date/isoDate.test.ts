import { describe, expect, it } from 'vitest';
import { addDaysIso, formatIsoDate, normalizeIsoDate, parseIsoDate, todayIso } from './isoDate';
import { isoWeekdayOf, listWeekdays, weekdayName } from './weekdays';

describe('ISO dates', () => {
  it('reads real days, with or without leading zeros, as local midnight', () => {
    expect(parseIsoDate('2026-11-05')).toEqual(new Date(2026, 10, 5));
    expect(normalizeIsoDate(' 2026-1-5 ')).toBe('2026-01-05');
    expect(normalizeIsoDate('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses days the calendar lacks and text of other shapes', () => {
    for (const text of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '26-01-05',
      '05/11/2026',
      'tomorrow',
      '',
    ]) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });

  it('formats, steps across month and year ends, and names today', () => {
    expect(formatIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(todayIso(new Date(2026, 10, 24, 8))).toBe('2026-11-24');
    expect(() => addDaysIso('nope', 1)).toThrow(RangeError);
  });
});

describe('week days', () => {
  it('numbers Monday 1 to Sunday 7 and names them', () => {
    expect(isoWeekdayOf(new Date(2026, 10, 23))).toBe(1);
    expect(isoWeekdayOf(new Date(2026, 10, 29))).toBe(7);
    expect(weekdayName(3)).toBe('Wednesday');
    expect(weekdayName(3, 'short')).toBe('Wed');
  });

  it('lists days in week order for a sentence', () => {
    expect(listWeekdays([7, 6], 'or')).toBe('Saturday or Sunday');
    expect(listWeekdays([5, 1, 7, 1], 'and')).toBe('Monday, Friday and Sunday');
    expect(listWeekdays([2], 'or')).toBe('Tuesday');
  });
});
