import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { slaPolicies, tickets } from '../../db/schema';
import { notice } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import type { Clock } from '../../sim/clock';
import { createReconciler, type Reconciler } from '../../sim/reconciler';
import { notifyTicketPeople, scopeOfTicket } from '../tickets/ticketAudience';
import { slaFields } from './slaFields';

/**
 * The SLA clock: wakes at each ticket's next due time and flags the breach (first response, then
 * resolution), telling the requester, the assignee and the scope's admins. Due times themselves are
 * written by the requests that change a ticket or its policy; this loop only notices time passing.
 */
export function createSlaClock(db: Db, clock: Clock, notifier: Notifier): Reconciler {
  return createReconciler({
    name: 'sla-clock',
    db,
    clock,
    table: tickets,
    key: ['id'],
    state: 'status',
    nextAt: 'slaNextAt',
    async transition(row, { now }) {
      const [policy] = row.slaPolicyId
        ? await db.select().from(slaPolicies).where(eq(slaPolicies.id, row.slaPolicyId))
        : [];
      const next = slaFields(policy, row, now);
      const newly = [
        ...(next.firstResponseBreached && !row.firstResponseBreached ? (['first response'] as const) : []),
        ...(next.resolutionBreached && !row.resolutionBreached ? (['resolution'] as const) : []),
      ];
      return {
        nextAt: next.slaNextAt,
        set: next,
        effect: async (stored) => {
          for (const what of newly) {
            const breached = notice('ticket.breached', { ...stored, what, scope: scopeOfTicket(stored) });
            await notifyTicketPeople(db, notifier, stored, breached, { admins: true });
          }
        },
      };
    },
  });
}
