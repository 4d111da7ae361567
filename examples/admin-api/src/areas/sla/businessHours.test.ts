import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  type BusinessHours,
  businessMinutesBetween,
  isWithinBusinessHours,
  validateBusinessHours,
} from './businessHours';

const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
const berlin: BusinessHours = {
  timeZone: 'Europe/Berlin',
  weekDays: weekdays,
  start: '09:00',
  end: '17:00',
  holidays: ['2026-12-25'],
};
const newYork: BusinessHours = { timeZone: 'America/New_York', weekDays: weekdays, start: '09:00', end: '17:00' };
const utc = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('isWithinBusinessHours', () => {
  it('includes the opening minute and excludes the closing one (Berlin is UTC+1 in January)', () => {
    expect(isWithinBusinessHours(berlin, utc('2026-01-05T07:59:59Z'))).toBe(false);
    expect(isWithinBusinessHours(berlin, utc('2026-01-05T08:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(berlin, utc('2026-01-05T15:59:59Z'))).toBe(true);
    expect(isWithinBusinessHours(berlin, utc('2026-01-05T16:00:00Z'))).toBe(false);
  });

  it('is closed at weekends and on holidays', () => {
    expect(isWithinBusinessHours(berlin, utc('2026-01-10T10:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(berlin, utc('2026-12-25T10:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(berlin, utc('2026-12-24T10:00:00Z'))).toBe(true);
  });

  it('reads the same instant in each policy’s own zone', () => {
    const instant = utc('2026-01-05T13:00:00Z'); // 14:00 in Berlin, 08:00 in New York
    expect(isWithinBusinessHours(berlin, instant)).toBe(true);
    expect(isWithinBusinessHours(newYork, instant)).toBe(false);
  });

  it('follows New York into summer time while Berlin is still on winter time', () => {
    // 13:00Z is 08:00 EST on 2 March, but 09:00 EDT on 9 March (the US changed on 8 March).
    expect(isWithinBusinessHours(newYork, utc('2026-03-02T13:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(newYork, utc('2026-03-09T13:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(berlin, utc('2026-03-09T08:00:00Z'))).toBe(true);
  });

  it('runs to midnight with 24:00 as the end', () => {
    const allMonday: BusinessHours = { timeZone: 'Europe/Berlin', weekDays: ['MON'], start: '00:00', end: '24:00' };
    expect(isWithinBusinessHours(allMonday, utc('2026-01-05T22:59:59Z'))).toBe(true);
    expect(isWithinBusinessHours(allMonday, utc('2026-01-05T23:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(allMonday, utc('2026-01-04T23:00:00Z'))).toBe(true);
  });
});

describe('addBusinessMinutes', () => {
  it('skips the weekend', () => {
    const friday = utc('2026-01-09T15:30:00Z'); // 16:30 in Berlin
    expect(iso(addBusinessMinutes(berlin, friday, 60))).toBe('2026-01-12T08:30:00.000Z');
  });

  it('ends at closing time when a target uses up the day exactly', () => {
    expect(iso(addBusinessMinutes(berlin, utc('2026-01-05T08:00:00Z'), 480))).toBe('2026-01-05T16:00:00.000Z');
    expect(iso(addBusinessMinutes(berlin, utc('2026-01-05T08:00:00Z'), 481))).toBe('2026-01-06T08:01:00.000Z');
  });

  it('starts counting at the next opening when started outside hours', () => {
    expect(iso(addBusinessMinutes(berlin, utc('2026-01-10T12:00:00Z'), 1))).toBe('2026-01-12T08:01:00.000Z');
    expect(iso(addBusinessMinutes(berlin, utc('2026-01-05T05:00:00Z'), 1))).toBe('2026-01-05T08:01:00.000Z');
  });

  it('skips a holiday', () => {
    // Thursday 24 December 16:00: one hour that day, Friday 25th is a holiday, then the weekend.
    expect(iso(addBusinessMinutes(berlin, utc('2026-12-24T15:00:00Z'), 120))).toBe('2026-12-28T09:00:00.000Z');
  });

  it('counts in the policy’s zone', () => {
    const instant = utc('2026-01-05T13:00:00Z');
    expect(iso(addBusinessMinutes(berlin, instant, 30))).toBe('2026-01-05T13:30:00.000Z');
    expect(iso(addBusinessMinutes(newYork, instant, 30))).toBe('2026-01-05T14:30:00.000Z');
  });

  it('opens at the new UTC hour after a DST change over the weekend', () => {
    // Friday 6 March 16:00 EST (UTC-5); Monday 9 March opens at 09:00 EDT (UTC-4).
    expect(iso(addBusinessMinutes(newYork, utc('2026-03-06T21:00:00Z'), 120))).toBe('2026-03-09T14:00:00.000Z');
    // Berlin changes three weeks later: Friday 27 March 16:00 CET, Monday 30 March 10:00 CEST.
    expect(iso(addBusinessMinutes(berlin, utc('2026-03-27T15:00:00Z'), 120))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('counts the real minutes of hours that span the skipped hour', () => {
    const sundayNight: BusinessHours = { timeZone: 'Europe/Berlin', weekDays: ['SUN'], start: '01:00', end: '04:00' };
    // On 29 March 01:00 CET .. 04:00 CEST is two real hours; the rest falls on 5 April (01:00 CEST = 23:00Z).
    expect(iso(addBusinessMinutes(sundayNight, utc('2026-03-28T00:00:00Z'), 150))).toBe('2026-04-04T23:30:00.000Z');
    expect(isWithinBusinessHours(sundayNight, utc('2026-03-29T01:30:00Z'))).toBe(true);
  });

  it('returns the start for 0 minutes and refuses nonsense', () => {
    const start = utc('2026-01-10T12:00:00Z');
    expect(iso(addBusinessMinutes(berlin, start, 0))).toBe(iso(start));
    expect(() => addBusinessMinutes(berlin, start, -1)).toThrow(RangeError);
    expect(() => addBusinessMinutes(berlin, start, Number.NaN)).toThrow(RangeError);
  });

  it('gives up on a policy that never opens instead of looping', () => {
    const mondays: string[] = [];
    for (let t = Date.UTC(2026, 0, 5); t < Date.UTC(2030, 0, 1); t += 7 * 86_400_000) {
      mondays.push(new Date(t).toISOString().slice(0, 10));
    }
    const never: BusinessHours = { ...berlin, weekDays: ['MON'], holidays: mondays };
    expect(() => addBusinessMinutes(never, utc('2026-01-01T00:00:00Z'), 1)).toThrow('No business hours within');
  });
});

describe('businessMinutesBetween', () => {
  it('undoes addBusinessMinutes across weekends and holidays', () => {
    const cases: [string, number][] = [
      ['2026-01-09T15:30:00Z', 60],
      ['2026-12-24T15:00:00Z', 120],
      ['2026-01-05T08:00:00Z', 480 * 7 + 13],
    ];
    for (const [from, minutes] of cases) {
      const due = addBusinessMinutes(berlin, utc(from), minutes);
      expect(businessMinutesBetween(berlin, utc(from), due)).toBe(minutes);
    }
  });

  it('counts only the hours inside the policy, in its zone', () => {
    const from = utc('2026-01-05T00:00:00Z');
    const to = utc('2026-01-06T00:00:00Z');
    expect(businessMinutesBetween(berlin, from, to)).toBe(480);
    expect(businessMinutesBetween(newYork, from, to)).toBe(480);
    // Monday 13:00Z-15:00Z: two hours in Berlin (14-16), one in New York (09-10 EST from 14:00Z).
    expect(businessMinutesBetween(berlin, utc('2026-01-05T13:00:00Z'), utc('2026-01-05T15:00:00Z'))).toBe(120);
    expect(businessMinutesBetween(newYork, utc('2026-01-05T13:00:00Z'), utc('2026-01-05T15:00:00Z'))).toBe(60);
  });

  it('counts 23 and 25 hours on the days Berlin changes the clock', () => {
    const always: BusinessHours = {
      timeZone: 'Europe/Berlin',
      weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      start: '00:00',
      end: '24:00',
    };
    expect(businessMinutesBetween(always, utc('2026-03-28T23:00:00Z'), utc('2026-03-29T22:00:00Z'))).toBe(23 * 60);
    expect(businessMinutesBetween(always, utc('2026-10-24T22:00:00Z'), utc('2026-10-25T23:00:00Z'))).toBe(25 * 60);
  });

  it('is 0 for an empty or reversed span and fractional between whole minutes', () => {
    const t = utc('2026-01-05T10:00:00Z');
    expect(businessMinutesBetween(berlin, t, t)).toBe(0);
    expect(businessMinutesBetween(berlin, t, utc('2026-01-05T09:00:00Z'))).toBe(0);
    expect(businessMinutesBetween(berlin, utc('2026-01-05T08:00:30Z'), utc('2026-01-05T08:01:00Z'))).toBe(0.5);
  });
});

describe('validateBusinessHours', () => {
  it('accepts a valid policy, including 24:00 as the end', () => {
    expect(validateBusinessHours(berlin)).toEqual({});
    expect(validateBusinessHours({ ...berlin, start: '00:00', end: '24:00' })).toEqual({});
  });

  it('refuses hours that cross midnight, and the functions refuse such a policy too', () => {
    const overnight = { ...berlin, start: '22:00', end: '06:00' };
    expect(validateBusinessHours(overnight)).toEqual({ end: expect.stringContaining('cannot cross midnight') });
    expect(validateBusinessHours({ ...berlin, end: '09:00' })).toHaveProperty('end');
    expect(() => isWithinBusinessHours(overnight, utc('2026-01-05T12:00:00Z'))).toThrow(RangeError);
  });

  it('keys every problem by field, under a prefix', () => {
    const errors = validateBusinessHours(
      {
        timeZone: 'Mars/Olympus',
        weekDays: ['MON', 'FUNDAY' as 'MON'],
        start: '9:00',
        end: '24:30',
        holidays: ['2026-12-24', '2026-02-30'],
      },
      'businessHours.',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'businessHours.end',
      'businessHours.holidays.1',
      'businessHours.start',
      'businessHours.timeZone',
      'businessHours.weekDays.1',
    ]);
    expect(validateBusinessHours({ ...berlin, weekDays: [] })).toEqual({
      weekDays: 'Choose at least one day of the week',
    });
    expect(validateBusinessHours({ ...berlin, start: '24:00' })).toHaveProperty('start');
  });
});
