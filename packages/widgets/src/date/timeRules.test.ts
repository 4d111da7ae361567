import { describe, expect, it } from 'vitest';
import { checkTimeZone, checkWeekdays, sortWeekdays } from './scheduleRules';
import { formatTime, normalizeTime, parseTime } from './timeOfDay';
import { checkTime, checkTimeRange } from './timeRules';
import { isTimeZone, supportedTimeZones, timeZoneOffset } from './timeZones';

describe('times of day', () => {
  it('reads 24-hour times with one or two hour digits', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('9:05')).toBe(545);
    expect(parseTime('23:59')).toBe(1439);
    expect(normalizeTime(' 7:30 ')).toBe('07:30');
    expect(formatTime(1020)).toBe('17:00');
  });

  it('refuses what is not a time on the 24-hour clock', () => {
    for (const text of ['24:00', '12:60', '9:5', '0930', '9.30', '5 pm', ''])
      expect(parseTime(text), text).toBeUndefined();
    expect(checkTime('25:00')).toBe('Enter a time as HH:mm on the 24-hour clock, for example 09:30');
    expect(checkTime('', { required: true })).toBe('Enter a time');
    expect(checkTime('')).toBeUndefined();
  });
});

describe('checkTimeRange', () => {
  it('wants the end after the start on the same day', () => {
    expect(checkTimeRange({ start: '09:00', end: '17:30' })).toEqual({});
    expect(checkTimeRange({ start: '17:00', end: '09:00' })).toEqual({ end: 'Pick an end time after the start time' });
    expect(checkTimeRange({ start: '09:00', end: '9:00' })).toEqual({ end: 'Pick an end time after the start time' });
  });

  it('lets an overnight window end the next morning, but not where it started', () => {
    expect(checkTimeRange({ start: '22:00', end: '06:00' }, { overnight: true })).toEqual({});
    expect(checkTimeRange({ start: '22:00', end: '22:00' }, { overnight: true })).toEqual({
      end: 'Pick an end time different from the start time',
    });
  });

  it('asks for missing or malformed ends', () => {
    expect(checkTimeRange({ start: '', end: '' })).toEqual({});
    expect(checkTimeRange({ start: '', end: '' }, { required: true })).toEqual({
      start: 'Enter a start time',
      end: 'Enter an end time',
    });
    expect(checkTimeRange({ start: '9', end: '' })).toEqual({
      start: 'Enter a time as HH:mm on the 24-hour clock, for example 09:30',
      end: 'Enter an end time',
    });
  });
});

describe('week days and time zones', () => {
  it('wants at least one day when required, and only ISO week days', () => {
    expect(checkWeekdays([], { required: true })).toBe('Pick at least one day');
    expect(checkWeekdays([])).toBeUndefined();
    expect(checkWeekdays([1, 5])).toBeUndefined();
    expect(checkWeekdays([0])).toBe('Pick days from Monday to Sunday');
    expect(sortWeekdays([7, 1, 3, 1])).toEqual([1, 3, 7]);
  });

  it('knows IANA zones, with UTC among them', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(timeZoneOffset('Asia/Kolkata', new Date(Date.UTC(2026, 0, 1)))).toBe('UTC+05:30');
    expect(timeZoneOffset('UTC')).toBe('UTC+00:00');
  });

  it('checks a zone against the runtime or a given list', () => {
    expect(checkTimeZone('', { required: true })).toBe('Pick a time zone');
    expect(checkTimeZone('Europe/Paris')).toBeUndefined();
    expect(checkTimeZone('Europe/Atlantis')).toBe('Pick a time zone from the list');
    expect(checkTimeZone('Europe/Paris', { zones: ['UTC'] })).toBe('Pick a time zone from the list');
  });
});
