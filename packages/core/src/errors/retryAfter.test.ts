import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retryAfter';

const NOW = Date.parse('2026-11-27T08:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds as given', () => {
    expect(parseRetryAfter('42', NOW)).toBe(42);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP-date as the whole seconds until then', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 08:00:42 GMT', NOW)).toBe(42);
    expect(parseRetryAfter('Fri, 27 Nov 2026 08:00:41 GMT', NOW + 500)).toBe(41);
  });

  it('reads a date in the past as no wait', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 07:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores a missing header and anything else', () => {
    for (const value of [undefined, null, '', '  ', '-1', '1.5', '1e3', 'soon', 'Fri, 99 Foo 2026']) {
      expect(parseRetryAfter(value, NOW), String(value)).toBeUndefined();
    }
  });
});
