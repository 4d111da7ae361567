import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('refuses an address after ten attempts for one email, for fifteen minutes, and says how long', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time);
    for (let i = 0; i < 10; i++) expect(throttle.begin('10.0.0.1', 'a@demo.test')).toBe(0);
    expect(throttle.begin('10.0.0.1', 'a@demo.test')).toBe(15 * 60);
    time += 60_000;
    expect(throttle.begin('10.0.0.1', 'a@demo.test')).toBe(14 * 60);
    expect(throttle.begin('10.0.0.2', 'a@demo.test')).toBe(0);
    expect(throttle.begin('10.0.0.1', 'b@demo.test')).toBe(0);
    time += 14 * 60 * 1000;
    expect(throttle.begin('10.0.0.1', 'a@demo.test')).toBe(0);
  });

  it('counts an attempt when it begins, so a concurrent burst gets no more than the limit through', async () => {
    const throttle = createLoginThrottle();
    const slowPasswordCheck = () => new Promise((r) => setTimeout(r, 5));
    const attempts = Array.from({ length: 40 }, async () => {
      if (throttle.begin('10.0.0.1', 'a@demo.test') > 0) return 'refused';
      await slowPasswordCheck();
      return 'checked';
    });
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(10);
  });

  it('forgets the failures of an email after a successful sign-in', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 9; i++) throttle.begin('10.0.0.1', 'a@demo.test');
    throttle.begin('10.0.0.1', 'a@demo.test');
    throttle.succeeded('10.0.0.1', 'a@demo.test');
    for (let i = 0; i < 10; i++) expect(throttle.begin('10.0.0.1', 'a@demo.test')).toBe(0);
  });

  it('refuses an address spraying many emails, for every email, without refusing other addresses', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time, 50);
    for (let i = 0; i < 50; i++) expect(throttle.begin('10.0.0.1', `user${i}@demo.test`)).toBe(0);
    expect(throttle.begin('10.0.0.1', 'fresh@demo.test')).toBeGreaterThan(0);
    expect(throttle.begin('10.0.0.2', 'fresh@demo.test')).toBe(0);
    time += 15 * 60 * 1000;
    expect(throttle.begin('10.0.0.1', 'fresh@demo.test')).toBe(0);
  });
});
