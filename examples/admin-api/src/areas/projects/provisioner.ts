import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectServices, projects, services } from '../../db/schema';
import { notice } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import { createReconciler } from '../../sim/reconciler';

/** Moves a project's services from PROVISIONING to READY on the clock; see {@link createProvisioner}. */
export interface Provisioner extends SimJob {
  /**
   * Marks a service of a project PROVISIONING and schedules its move to READY `delayMs` from now on
   * the clock; `actorId` is told when it is ready.
   */
  schedule(projectId: number, serviceId: number, actorId: number): Promise<void>;
}

/** Options of {@link createProvisioner}. */
export interface ProvisionerOptions {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  /** How long provisioning takes on the clock. */
  delayMs: number;
}

/**
 * Project services provisioning: the state and due time live in the `project_services` row, so work
 * under way survives a restart and is done once when several instances share the database. The
 * reference server starts no containers: a production backend does the real work behind the same states.
 */
export function createProvisioner({ db, notifier, clock, delayMs }: ProvisionerOptions): Provisioner {
  const loop = createReconciler({
    name: 'provisioner',
    db,
    clock,
    table: projectServices,
    key: ['projectId', 'serviceId'],
    state: 'status',
    nextAt: 'nextAt',
    transition(row, { now }) {
      if (row.status !== 'PROVISIONING') return null;
      return {
        state: 'READY' as const,
        nextAt: null,
        set: { updatedAt: now, requestedBy: null },
        effect: async (stored) => {
          const [info] = await db
            .select({
              service: services.name,
              project: projects.name,
              organizationId: projects.organizationId,
              branchId: projects.branchId,
            })
            .from(services)
            .innerJoin(projects, eq(projects.id, stored.projectId))
            .where(eq(services.id, stored.serviceId));
          if (!info) return;
          const { organizationId, branchId } = info;
          const scope = { level: 'project', organizationId, branchId, projectId: stored.projectId } as const;
          const ready = notice('service.ready', { service: info.service, project: info.project });
          await notifier.notifyScope(scope, ready, row.requestedBy === null ? [] : [row.requestedBy]);
        },
      };
    },
  });
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    async schedule(projectId, serviceId, actorId) {
      await db
        .update(projectServices)
        .set({
          status: 'PROVISIONING',
          nextAt: new Date(clock.now().getTime() + delayMs),
          requestedBy: actorId,
          updatedAt: clock.now(),
        })
        .where(and(eq(projectServices.projectId, projectId), eq(projectServices.serviceId, serviceId)));
      await loop.poke();
    },
  };
}
