import { describe, expect, it } from 'vitest';
import { allWhole, wholeTicks } from './valueTicks';

describe('wholeTicks, the value axis of counts', () => {
  it('never offers a fraction of a ticket: four tickets step by one', () => {
    expect(wholeTicks([0, 4])).toEqual({ domain: [0, 4], ticks: [0, 1, 2, 3, 4] });
  });

  it('a count of one spans 0 and 1, not 0, 0.2 … 1', () => {
    expect(wholeTicks([0, 1])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('all zeros still span one step, so the zero line sits at the bottom', () => {
    expect(wholeTicks([0, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('steps by 1, 2 or 5 times a power of ten and widens the top to a whole step', () => {
    expect(wholeTicks([0, 7]).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(wholeTicks([0, 23]).ticks).toEqual([0, 5, 10, 15, 20, 25]);
    expect(wholeTicks([0, 180]).ticks).toEqual([0, 50, 100, 150, 200]);
    expect(wholeTicks([0, 1792], 4).ticks).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('rounds a fractional extent out to whole numbers', () => {
    expect(wholeTicks([0, 2.4])).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3] });
  });

  it('keeps a negative lower end on a whole step', () => {
    expect(wholeTicks([-3, 8])).toEqual({ domain: [-5, 10], ticks: [-5, 0, 5, 10] });
  });

  it('takes fewer ticks when asked for fewer', () => {
    expect(wholeTicks([0, 10], 2).ticks).toEqual([0, 5, 10]);
  });

  it('every tick is a whole number for any count up to a million', () => {
    for (const high of [1, 3, 9, 11, 99, 101, 999, 12_345, 1_000_000]) {
      for (const count of [2, 3, 5, 8]) {
        const { domain, ticks } = wholeTicks([0, high], count);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(domain[1]).toBeGreaterThanOrEqual(high);
        expect(ticks.length).toBeLessThanOrEqual(count * 2 + 1);
      }
    }
  });
});

describe('allWhole', () => {
  it('is true for counts and ignores gaps', () => {
    expect(allWhole([0, 3, null, 12, undefined])).toBe(true);
  });
  it('is false once a value has a fraction', () => {
    expect(allWhole([1, 1.8])).toBe(false);
  });
});
