import { describe, expect, it } from 'vitest';
import { checkDate, checkDateRange, dateMessages, isDateDisabled } from './dateRules';

const november = { min: '2026-11-01', max: '2026-11-30' };

describe('checkDate', () => {
  it('accepts an empty optional date and asks for a required one', () => {
    expect(checkDate('')).toBeUndefined();
    expect(checkDate('  ', { required: true })).toBe('Enter a date');
  });

  it('says how to write a date when the text is not one', () => {
    expect(checkDate('2026-02-30')).toBe('Enter a date as YYYY-MM-DD');
    expect(checkDate('next friday')).toBe(dateMessages.format);
  });

  it('names the bound a date breaks, both bounds included', () => {
    expect(checkDate('2026-10-31', november)).toBe('Pick a date on or after 2026-11-01');
    expect(checkDate('2026-12-01', november)).toBe('Pick a date on or before 2026-11-30');
    expect(checkDate('2026-11-01', november)).toBeUndefined();
    expect(checkDate('2026-11-30', november)).toBeUndefined();
    expect(checkDate('2026-11-5', november)).toBeUndefined();
  });

  it('refuses disabled week days and dates', () => {
    const rules = { disabledWeekdays: [6, 7] as const, disabledDates: ['2026-12-25'] };
    expect(checkDate('2026-11-28', rules)).toBe('Pick a day other than Saturday or Sunday');
    expect(checkDate('2026-12-25', rules)).toBe('2026-12-25 is not available; pick another date');
    expect(checkDate('2026-11-27', rules)).toBeUndefined();
  });
});

describe('isDateDisabled', () => {
  it('agrees with checkDate for Dates and ISO text', () => {
    const rules = { ...november, disabledWeekdays: [7] as const };
    expect(isDateDisabled(new Date(2026, 10, 29), rules)).toBe(true);
    expect(isDateDisabled(new Date(2026, 9, 31), rules)).toBe(true);
    expect(isDateDisabled('2026-11-30', rules)).toBe(false);
    expect(isDateDisabled('not a date', rules)).toBe(true);
  });
});

describe('checkDateRange', () => {
  it('accepts an empty optional range and an ordered range', () => {
    expect(checkDateRange({ from: '', to: '' })).toEqual({});
    expect(checkDateRange({ from: '2026-11-03', to: '2026-11-04' })).toEqual({});
    expect(checkDateRange({ from: '2026-11-03', to: '2026-11-10' })).toEqual({});
  });

  it('refuses an end equal to the start, as the specification wants the end after the start', () => {
    expect(checkDateRange({ from: '2026-11-03', to: '2026-11-03' })).toEqual({
      to: 'Pick an end date after the start date',
    });
  });

  it('puts the order message on the end', () => {
    expect(checkDateRange({ from: '2026-11-10', to: '2026-11-3' })).toEqual({
      to: 'Pick an end date after the start date',
    });
  });

  it('asks for the missing end of a half-filled range, and both of a required empty one', () => {
    expect(checkDateRange({ from: '2026-11-10', to: '' })).toEqual({ to: 'Enter an end date' });
    expect(checkDateRange({ from: '', to: '2026-11-10' })).toEqual({ from: 'Enter a start date' });
    expect(checkDateRange({ from: '', to: '' }, { required: true })).toEqual({
      from: 'Enter a start date',
      to: 'Enter an end date',
    });
  });

  it('checks each end against the date rules before their order', () => {
    expect(checkDateRange({ from: '2026-10-01', to: '2026-11-31' }, november)).toEqual({
      from: 'Pick a date on or after 2026-11-01',
      to: 'Enter a date as YYYY-MM-DD',
    });
  });
});
