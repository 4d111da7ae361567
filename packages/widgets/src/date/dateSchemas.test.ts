import { describe, expect, it } from 'vitest';
import {
  dateRangeSchema,
  isoDateSchema,
  timeRangeSchema,
  timeSchema,
  timeZoneSchema,
  weekdaysSchema,
} from './dateSchemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('date schemas', () => {
  it('outputs canonical dates and reports the rules words', () => {
    const schema = isoDateSchema({ min: '2026-11-01', required: true });
    expect(schema.parse('2026-11-5')).toBe('2026-11-05');
    expect(messages(schema.safeParse(''))).toEqual([['', 'Enter a date']]);
    expect(messages(schema.safeParse('2026-10-05'))).toEqual([['', 'Pick a date on or after 2026-11-01']]);
    expect(isoDateSchema().parse('')).toBe('');
  });

  it('puts range messages on the end they concern', () => {
    const schema = dateRangeSchema();
    expect(schema.parse({ from: '2026-11-1', to: '2026-11-02' })).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(messages(schema.safeParse({ from: '2026-11-09', to: '2026-11-02' }))).toEqual([
      ['to', 'Pick an end date after the start date'],
    ]);
  });

  it('checks times, windows, week days and zones', () => {
    expect(timeSchema().parse('7:45')).toBe('07:45');
    expect(messages(timeRangeSchema({ required: true }).safeParse({ start: '18:00', end: '08:00' }))).toEqual([
      ['end', 'Pick an end time after the start time'],
    ]);
    expect(timeRangeSchema({ overnight: true }).parse({ start: '22:00', end: '6:00' })).toEqual({
      start: '22:00',
      end: '06:00',
    });
    expect(weekdaysSchema({ required: true }).parse([5, 1, 5])).toEqual([1, 5]);
    expect(messages(weekdaysSchema({ required: true }).safeParse([]))).toEqual([['', 'Pick at least one day']]);
    expect(messages(timeZoneSchema({ required: true }).safeParse(''))).toEqual([['', 'Pick a time zone']]);
  });
});
