import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('blocks an address after ten failures for one email, for fifteen minutes', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time);
    for (let i = 0; i < 9; i++) throttle.failed('10.0.0.1', 'a@demo.test');
    expect(throttle.blocked('10.0.0.1', 'a@demo.test')).toBe(false);
    throttle.failed('10.0.0.1', 'a@demo.test');
    expect(throttle.blocked('10.0.0.1', 'a@demo.test')).toBe(true);
    expect(throttle.blocked('10.0.0.2', 'a@demo.test')).toBe(false);
    expect(throttle.blocked('10.0.0.1', 'b@demo.test')).toBe(false);
    time += 15 * 60 * 1000;
    expect(throttle.blocked('10.0.0.1', 'a@demo.test')).toBe(false);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 9; i++) throttle.failed('10.0.0.1', 'a@demo.test');
    throttle.succeeded('10.0.0.1', 'a@demo.test');
    throttle.failed('10.0.0.1', 'a@demo.test');
    expect(throttle.blocked('10.0.0.1', 'a@demo.test')).toBe(false);
  });

  it('blocks an address spraying many emails, for every email, without blocking other addresses', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time, 50);
    for (let i = 0; i < 50; i++) throttle.failed('10.0.0.1', `user${i}@demo.test`);
    expect(throttle.blocked('10.0.0.1', 'fresh@demo.test')).toBe(true);
    expect(throttle.blocked('10.0.0.2', 'fresh@demo.test')).toBe(false);
    time += 15 * 60 * 1000;
    expect(throttle.blocked('10.0.0.1', 'fresh@demo.test')).toBe(false);
  });
});
