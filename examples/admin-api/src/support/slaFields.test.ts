import { describe, expect, it } from 'vitest';
import type { slaPolicies } from '../db/schema';
import { slaFields } from './slaFields';

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
