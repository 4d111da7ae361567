import type { Db } from '../../db/database';
import type { Provisioner } from '../../jobs/provisioner';
import type { Notifier } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import { createReconciler } from '../../sim/reconciler';
import { serviceReady, startProvisioning } from './serviceChanges';
import { projectServices } from './tables';

export type { Provisioner };

/** Options of {@link createProvisioner}. */
export interface ProvisionerOptions {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  /** How long provisioning takes on the clock. */
  delayMs: number;
}

/** Who the provisioner's own moves are made by. */
const provisioning = systemActor('provisioner');

/**
 * Project services provisioning: the state and due time live in the `project_services` row, so work
 * under way survives a restart and is done once when several instances share the database. This file
 * says when; the writes, with their notices, are service functions (`serviceChanges.ts`). The reference
 * server starts no containers: a production backend does the real work behind the same states.
 */
export function createProvisioner({ db, notifier, clock, delayMs }: ProvisionerOptions): Provisioner {
  const jobs = { db, notifier, clock };
  const loop = createReconciler({
    name: 'provisioner',
    db,
    clock,
    table: projectServices,
    key: ['projectId', 'serviceId'],
    state: 'status',
    nextAt: 'nextAt',
    transition: (due) => (due.row.status === 'PROVISIONING' ? serviceReady(jobs, due, provisioning) : undefined),
  });
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    async schedule(projectId, serviceId, actorId) {
      await startProvisioning(jobs, projectId, serviceId, actorId, new Date(clock.now().getTime() + delayMs));
      await loop.poke();
    },
  };
}
