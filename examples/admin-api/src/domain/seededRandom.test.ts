import { describe, expect, it } from 'vitest';
import { seededRandom, seedFrom } from './seededRandom';

describe('seedFrom', () => {
  it('is stable for the same values and differs for different ones', () => {
    expect(seedFrom(['node-1', 42])).toBe(seedFrom(['node-1', 42]));
    expect(seedFrom(['node-1', 42])).not.toBe(seedFrom(['node-1', 43]));
    expect(seedFrom(['ab'])).not.toBe(seedFrom(['a', 'b']));
    expect(Number.isInteger(seedFrom([])) && seedFrom([]) >= 0).toBe(true);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and spreads over [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(Array.from({ length: 10_000 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const tenths = new Set(draws.map((x) => Math.floor(x * 10)));
    expect(tenths.size).toBe(10);
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
  });
});
