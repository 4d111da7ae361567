import { describe, expect, it } from 'vitest';
import { backoffDelay, MAX_RETRY_DELAY_MS } from './backoff';

describe('backoffDelay', () => {
  it('doubles the ceiling from 1 s', () => {
    const top = () => 0.999_999_9;
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, top))).toEqual([999, 1999, 3999, 7999]);
  });

  it('caps at 18000 s', () => {
    expect(backoffDelay(30, () => 0.999_999_999)).toBe(MAX_RETRY_DELAY_MS - 1);
    expect(backoffDelay(10_000, () => 0.5)).toBe(MAX_RETRY_DELAY_MS / 2);
  });

  it('spreads delays over the whole range (full jitter)', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
  });
});
