import { describe, expect, it } from 'vitest';
import { slaFields, slaPauseAfter } from './slaFields';
import type { slaPolicies } from './tables';

type PolicyRow = typeof slaPolicies.$inferSelect;

const policy = (over: Partial<PolicyRow> = {}): PolicyRow => ({
  id: 1,
  organizationId: 1,
  name: 'Office hours',
  description: '',
  isDefault: true,
  targets: [
    { priority: 'CRITICAL', firstResponseMinutes: 60, resolutionMinutes: 480 },
    { priority: 'HIGH', firstResponseMinutes: 120, resolutionMinutes: 960 },
  ],
  timeZone: 'Europe/Zurich',
  weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  startTime: '09:00',
  endTime: '17:00',
  holidays: [],
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});

const opened = (createdAt: string, over: Partial<Parameters<typeof slaFields>[1]> = {}) => ({
  priority: 'CRITICAL' as const,
  status: 'OPEN' as const,
  createdAt: new Date(createdAt),
  firstRespondedAt: null,
  resolvedAt: null,
  ...over,
});

describe('the SLA clock of a ticket', () => {
  it('pauses over the weekend: opened Friday 16:30 in Zurich, one hour is due Monday 09:30', () => {
    // 2026-01-09 is a Friday; Zurich is UTC+1 in January.
    const t = opened('2026-01-09T15:30:00Z');
    const f = slaFields(policy(), t, new Date('2026-01-09T15:30:00Z'));
    expect(f.firstResponseDueAt?.toISOString()).toBe('2026-01-12T08:30:00.000Z');
    // 8 business hours: 30 min on Friday, 7 h 30 on Monday.
    expect(f.resolutionDueAt?.toISOString()).toBe('2026-01-12T15:30:00.000Z');
    expect(f.slaNextAt?.toISOString()).toBe('2026-01-12T08:30:00.000Z');
    expect(f.firstResponseBreached).toBe(false);
  });

  it('skips a holiday: opened Friday evening before a Monday holiday, due on Tuesday', () => {
    const t = opened('2026-01-09T17:00:00Z');
    const f = slaFields(policy({ holidays: ['2026-01-12'] }), t, new Date('2026-01-09T17:00:00Z'));
    expect(f.firstResponseDueAt?.toISOString()).toBe('2026-01-13T09:00:00.000Z');
  });

  it('reads the hours in the policy’s time zone: Sunday 23:30 UTC is already Monday in Tokyo', () => {
    // 2026-01-11 is a Sunday; Tokyo is UTC+9, so the desk opens 09:00 JST = 00:00 UTC on Monday.
    const t = opened('2026-01-11T23:30:00Z');
    const f = slaFields(policy({ timeZone: 'Asia/Tokyo' }), t, new Date('2026-01-11T23:30:00Z'));
    expect(f.firstResponseDueAt?.toISOString()).toBe('2026-01-12T01:00:00.000Z');
    // The same instant in New York is Sunday evening: the clock starts on Monday 09:00 EST (14:00 UTC).
    const ny = slaFields(policy({ timeZone: 'America/New_York' }), t, new Date('2026-01-11T23:30:00Z'));
    expect(ny.firstResponseDueAt?.toISOString()).toBe('2026-01-12T15:00:00.000Z');
  });

  it('flags a target unmet at its due time, and one met late, but not one met in time', () => {
    const t = opened('2026-01-05T09:00:00Z');
    const due = new Date('2026-01-05T10:00:00Z');
    expect(slaFields(policy(), t, new Date(due.getTime() - 1)).firstResponseBreached).toBe(false);
    expect(slaFields(policy(), t, due).firstResponseBreached).toBe(true);
    const late = { ...t, firstRespondedAt: new Date('2026-01-05T10:05:00Z') };
    expect(slaFields(policy(), late, new Date('2026-01-06T00:00:00Z')).firstResponseBreached).toBe(true);
    const inTime = { ...t, firstRespondedAt: new Date('2026-01-05T09:30:00Z') };
    const f = slaFields(policy(), inTime, new Date('2026-01-06T00:00:00Z'));
    expect(f.firstResponseBreached).toBe(false);
    // Only the resolution still runs.
    expect(f.slaNextAt?.toISOString()).toBe(f.resolutionDueAt?.toISOString());
  });

  it('stops the clock once the ticket is resolved, and has nothing due without a target', () => {
    const done = opened('2026-01-05T09:00:00Z', {
      status: 'RESOLVED',
      firstRespondedAt: new Date('2026-01-05T09:10:00Z'),
      resolvedAt: new Date('2026-01-05T11:00:00Z'),
    });
    const f = slaFields(policy(), done, new Date('2026-02-01T00:00:00Z'));
    expect(f).toMatchObject({ resolutionBreached: false, firstResponseBreached: false, slaNextAt: null });
    const low = slaFields(policy(), opened('2026-01-05T09:00:00Z', { priority: 'LOW' }), new Date());
    expect(low).toMatchObject({ firstResponseDueAt: null, resolutionDueAt: null, slaNextAt: null });
  });
});

describe('the resolution clock while a ticket waits on its requester', () => {
  // Monday 2026-01-05, Zurich (UTC+1): opened 09:00 local, CRITICAL: 8 business hours to resolve.
  const createdAt = '2026-01-05T08:00:00Z';

  it('stops: no breach and nothing scheduled during the wait, even past the original due time', () => {
    const waiting = opened(createdAt, {
      status: 'WAITING_ON_CUSTOMER' as const,
      firstRespondedAt: new Date('2026-01-05T08:30:00Z'),
      slaPausedSince: new Date('2026-01-05T09:00:00Z'),
      slaPausedMinutes: 0,
    });
    // Tuesday noon: the unpaused due time (Monday 17:00 local) has long passed.
    const f = slaFields(policy(), waiting, new Date('2026-01-06T11:00:00Z'));
    expect(f.resolutionBreached).toBe(false);
    expect(f.slaNextAt).toBeNull();
  });

  it('moves the due time by the business minutes waited once the wait ends', () => {
    const since = new Date('2026-01-05T09:00:00Z'); // Monday 10:00 local, 1 h into the target
    const back = new Date('2026-01-06T09:00:00Z'); // Tuesday 10:00 local: 7 h of Monday + 1 h of Tuesday
    const pause = slaPauseAfter(policy(), { slaPausedSince: since, slaPausedMinutes: 0 }, 'IN_PROGRESS', back);
    expect(pause).toEqual({ slaPausedSince: null, slaPausedMinutes: 480 });
    const f = slaFields(policy(), opened(createdAt, { status: 'IN_PROGRESS' as const, ...pause }), back);
    // 1 h used before the wait, 7 h left from Tuesday 10:00 local: due Tuesday 17:00 local.
    expect(f.resolutionDueAt?.toISOString()).toBe('2026-01-06T16:00:00.000Z');
    expect(f.resolutionBreached).toBe(false);
    expect(f.slaNextAt?.toISOString()).toBe('2026-01-06T16:00:00.000Z');
  });

  it('keeps a breach that happened before the wait', () => {
    const late = opened(createdAt, {
      status: 'WAITING_ON_CUSTOMER' as const,
      firstRespondedAt: new Date('2026-01-05T08:30:00Z'),
      slaPausedSince: new Date('2026-01-06T09:00:00Z'), // Tuesday: already past Monday 17:00 local
      slaPausedMinutes: 0,
    });
    expect(slaFields(policy(), late, new Date('2026-01-06T12:00:00Z')).resolutionBreached).toBe(true);
  });

  it('starts a pause on entering the waiting status and keeps an open one', () => {
    const at = new Date('2026-01-05T09:00:00Z');
    const start = slaPauseAfter(policy(), { slaPausedSince: null, slaPausedMinutes: 30 }, 'WAITING_ON_CUSTOMER', at);
    expect(start).toEqual({ slaPausedSince: at, slaPausedMinutes: 30 });
    const later = new Date('2026-01-05T10:00:00Z');
    expect(slaPauseAfter(policy(), start, 'WAITING_ON_CUSTOMER', later)).toEqual(start);
  });
});
