import { and, eq } from 'drizzle-orm';
import type { Scope } from '../access/access';
import type { Db } from '../db/database';
import { projectServices, projects, services } from '../db/schema';
import { notice } from '../notify/messages';
import type { Notifier } from '../notify/notifier';

/**
 * Moves services from PROVISIONING to READY after a delay and tells the people concerned. The
 * reference server starts no containers: a production backend does the real work behind the same states.
 */
export class Provisioner {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly delayMs: number,
  ) {}

  /** Schedules the move to READY for a service just added or redeployed. */
  schedule(scope: Extract<Scope, { level: 'project' }>, serviceId: number, actorId: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.complete(scope, serviceId, actorId).catch((error: unknown) => {
        console.error('provisioning failed', error instanceof Error ? error.message : error);
      });
    }, this.delayMs);
    this.timers.add(timer);
  }

  private async complete(scope: Extract<Scope, { level: 'project' }>, serviceId: number, actorId: number) {
    const updated = await this.db
      .update(projectServices)
      .set({ status: 'READY', updatedAt: new Date() })
      .where(
        and(
          eq(projectServices.projectId, scope.projectId),
          eq(projectServices.serviceId, serviceId),
          eq(projectServices.status, 'PROVISIONING'),
        ),
      )
      .returning({ serviceId: projectServices.serviceId });
    if (updated.length === 0) return;
    const [info] = await this.db
      .select({ service: services.name, project: projects.name })
      .from(services)
      .innerJoin(projects, eq(projects.id, scope.projectId))
      .where(eq(services.id, serviceId));
    const names = { service: info?.service ?? 'The service', project: info?.project ?? 'the project' };
    await this.notifier.notifyScope(scope, notice('service.ready', names), [actorId]);
  }

  /** Cancels pending work (shutdown). */
  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
