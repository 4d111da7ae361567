import { describe, expect, it } from 'vitest';
import { resolveMetricsWindow } from './servingQueries';

describe('metrics windows', () => {
  const now = Date.parse('2026-01-05T09:30:20Z');
  it('runs an open window to the end of the current minute, so the call just made is in it', () => {
    expect(resolveMetricsWindow({ from: '2026-01-05T00:00:00.000Z', to: 'now' }, now)).toEqual({
      from: '2026-01-05T00:00:00.000Z',
      to: '2026-01-05T09:31:00.000Z',
    });
    expect(resolveMetricsWindow({ lastMinutes: 60 }, now)).toEqual({
      from: '2026-01-05T08:31:00.000Z',
      to: '2026-01-05T09:31:00.000Z',
    });
  });
  it('keeps a fixed window as given', () => {
    const fixed = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };
    expect(resolveMetricsWindow(fixed, now)).toEqual(fixed);
  });
});
