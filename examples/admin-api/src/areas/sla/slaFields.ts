import type { tickets } from '../tickets/tables';
import { addBusinessMinutes, type BusinessHours, businessMinutesBetween } from './businessHours';
import type { slaPolicies } from './tables';

type PolicyRow = typeof slaPolicies.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The business hours of a stored policy, as the SLA clock reads them. */
export function businessHoursOf(policy: PolicyRow): BusinessHours {
  return {
    timeZone: policy.timeZone,
    weekDays: policy.weekDays,
    start: policy.startTime,
    end: policy.endTime,
    holidays: policy.holidays,
  };
}

/** What of a ticket its SLA fields depend on. */
export type SlaInput = Pick<TicketRow, 'priority' | 'status' | 'createdAt' | 'firstRespondedAt' | 'resolvedAt'> &
  Partial<Pick<TicketRow, 'slaPausedSince' | 'slaPausedMinutes'>>;

/** The SLA columns of a ticket, as the server keeps them. */
export interface SlaFields {
  firstResponseDueAt: Date | null;
  resolutionDueAt: Date | null;
  firstResponseBreached: boolean;
  resolutionBreached: boolean;
  /** When the SLA clock must look again: the earliest due time still running; null when none runs. */
  slaNextAt: Date | null;
}

/** The SLA columns of a ticket under no policy: nothing due, nothing breached. */
export const NO_SLA: SlaFields = {
  firstResponseDueAt: null,
  resolutionDueAt: null,
  firstResponseBreached: false,
  resolutionBreached: false,
  slaNextAt: null,
};

const isDone = (status: TicketRow['status']) => status === 'RESOLVED' || status === 'CLOSED';

/** The status in which the resolution clock stops: the ticket waits on its requester. */
export const PAUSING_STATUS: TicketRow['status'] = 'WAITING_ON_CUSTOMER';

/**
 * The pause columns after a status change at `now`: entering {@link PAUSING_STATUS} starts a pause,
 * leaving it adds the business minutes it lasted to the ticket's paused total.
 */
export function slaPauseAfter(
  policy: PolicyRow | undefined,
  t: Pick<TicketRow, 'slaPausedSince' | 'slaPausedMinutes'>,
  status: TicketRow['status'],
  now: Date,
): Pick<TicketRow, 'slaPausedSince' | 'slaPausedMinutes'> {
  const { slaPausedSince: since, slaPausedMinutes: minutes } = t;
  if (status === PAUSING_STATUS) return { slaPausedSince: since ?? now, slaPausedMinutes: minutes };
  if (!since) return { slaPausedSince: null, slaPausedMinutes: minutes };
  const lasted = policy ? businessMinutesBetween(businessHoursOf(policy), since, now) : 0;
  return { slaPausedSince: null, slaPausedMinutes: minutes + lasted };
}

/**
 * A ticket's due times and breach flags under a policy at `now`. Due times count business minutes from
 * the ticket's opening, so a ticket opened on Friday evening is due on Monday's hours and holidays do
 * not count. A target is breached when it was met late, or is still unmet at or after its due time.
 * The resolution clock stops while the ticket waits on its requester: its due time moves by the
 * business minutes spent waiting, and it cannot newly breach during a wait. Without a policy (or a
 * target for the priority) nothing is due and nothing breaches.
 */
export function slaFields(policy: PolicyRow | undefined, t: SlaInput, now: Date): SlaFields {
  const target = policy?.targets.find((x) => x.priority === t.priority);
  if (!policy || !target) return NO_SLA;
  const hours = businessHoursOf(policy);
  const firstResponseDueAt = addBusinessMinutes(hours, t.createdAt, target.firstResponseMinutes);
  const pausedNow = t.slaPausedSince ? businessMinutesBetween(hours, t.slaPausedSince, now) : 0;
  const paused = (t.slaPausedMinutes ?? 0) + pausedNow;
  const resolutionDueAt = addBusinessMinutes(hours, t.createdAt, target.resolutionMinutes + paused);
  const late = (due: Date, metAt: Date | null) => (metAt ? metAt > due : now >= due);
  const waiting = t.slaPausedSince != null;
  const running = [
    ...(t.firstRespondedAt || isDone(t.status) ? [] : [firstResponseDueAt]),
    ...(t.resolvedAt || isDone(t.status) || waiting ? [] : [resolutionDueAt]),
  ].filter((due) => due > now);
  return {
    firstResponseDueAt,
    resolutionDueAt,
    // A ticket closed without any response has no response to be late: only its resolution counts.
    firstResponseBreached:
      t.firstRespondedAt || !isDone(t.status) ? late(firstResponseDueAt, t.firstRespondedAt) : false,
    resolutionBreached: late(resolutionDueAt, t.resolvedAt),
    slaNextAt: running.length > 0 ? new Date(Math.min(...running.map((d) => d.getTime()))) : null,
  };
}
