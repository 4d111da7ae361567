import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import { createReconciler, type Reconciler } from '../../sim/reconciler';
import { recordSlaBreaches } from '../tickets';
import { tickets } from '../tickets/tables';
import { slaPolicies } from './tables';

/** Who the SLA clock's own changes are made by. */
const slaClockActor = systemActor('SLA clock');

/**
 * The SLA clock: wakes at each ticket's next due time and has the breach flagged (first response, then
 * resolution) by the tickets' service function, which tells the requester, the assignee and the scope's
 * admins. Due times themselves are written by the requests that change a ticket or its policy; this loop
 * only notices time passing.
 */
export function createSlaClock(db: Db, clock: Clock, notifier: Notifier): Reconciler {
  const jobs = { db, notifier, clock };
  return createReconciler({
    name: 'sla-clock',
    db,
    clock,
    table: tickets,
    key: ['id'],
    state: 'status',
    nextAt: 'slaNextAt',
    async transition(due) {
      const { slaPolicyId } = due.row;
      const [policy] = slaPolicyId ? await db.select().from(slaPolicies).where(eq(slaPolicies.id, slaPolicyId)) : [];
      await recordSlaBreaches(jobs, due, policy, slaClockActor);
    },
  });
}
