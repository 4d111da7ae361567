import type { Db } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import type { Clock } from '../../sim/clock';
import { createReconciler, type Reconciler } from '../../sim/reconciler';
import { escalateQuotaRequest } from './service';
import { quotaRequests } from './tables';

/**
 * The quota requests' SLA clock: wakes when the step a request waits on falls due (business hours of the
 * organization's default SLA policy, as tickets' due times) and has the service escalate it.
 */
export function createQuotaEscalation(db: Db, clock: Clock, notifier: Notifier): Reconciler {
  const jobs = { db, notifier, clock };
  return createReconciler({
    name: 'quota-escalation',
    db,
    clock,
    table: quotaRequests,
    key: ['id'],
    state: 'status',
    nextAt: 'stepDueAt',
    transition: (due) => escalateQuotaRequest(jobs, due),
  });
}
