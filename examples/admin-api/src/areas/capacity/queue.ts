/**
 * The capacity queue: notebook instances and inference deployments that could not start (their project's quota or no node with room) wait
 * here in the order they came, and each pass starts those that fit now. A later one that fits may start before an
 * earlier one that still does not (backfill), as batch schedulers do, so one large request does not hold up small
 * ones. The reasons live on the rows, so a restarted API finds its queue again.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SimJob } from '../../sim/job';
import { admitDeployment, type DeploymentAdmissionServices } from '../deployments';
import { inferenceDeployments } from '../deployments/tables';
import { admitNotebook, type QueueServices, releaseNotebook } from '../notebooks';
import { notebooks } from '../notebooks/tables';

/** What the queue needs to decide on and start notebooks and deployments. */
export type CapacityQueueServices = QueueServices & DeploymentAdmissionServices;

/** How often the queue looks for room while something waits: workloads end and quotas change without telling it. */
const EVERY_MS = 5000;
/** How often it looks while nothing waits, for a workload queued by another instance of the API. */
const IDLE_EVERY_MS = 60_000;

/** The running queue of each database, to wake when a workload joins it (see {@link wakeCapacityQueue}). */
const wakers = new WeakMap<object, () => void>();

/**
 * Tells the queue of this database that a workload has just joined it, so it looks again at its busy pace rather
 * than its idle one. Another API instance's queue hears of it at its next idle pass.
 */
export function wakeCapacityQueue(db: QueueServices['db']) {
  wakers.get(db)?.();
}

/** The queued notebook instances, first come first. */
export async function queuedNotebooks(db: QueueServices['db']) {
  return db
    .select({ id: notebooks.id })
    .from(notebooks)
    .where(and(eq(notebooks.status, 'PENDING'), isNotNull(notebooks.queuedAt)))
    .orderBy(asc(notebooks.queuedAt), asc(notebooks.id));
}

/** The queued deployments, first come first. */
export async function queuedDeployments(db: QueueServices['db']) {
  return db
    .select({ id: inferenceDeployments.id, queuedAt: inferenceDeployments.queuedAt })
    .from(inferenceDeployments)
    .where(and(eq(inferenceDeployments.status, 'QUEUED'), isNotNull(inferenceDeployments.queuedAt)))
    .orderBy(asc(inferenceDeployments.queuedAt), asc(inferenceDeployments.id));
}

/** A place in the queue. */
export interface QueuedRef {
  kind: 'NOTEBOOK' | 'DEPLOYMENT';
  id: number;
  queuedAt: Date;
}

/** Orders the queue: by when each joined, notebooks before deployments at the same instant, then by id. */
export const queueOrder = (a: QueuedRef, b: QueuedRef) =>
  a.queuedAt.getTime() - b.queuedAt.getTime() ||
  (a.kind === b.kind ? 0 : a.kind === 'NOTEBOOK' ? -1 : 1) ||
  a.id - b.id;

/** Everything that waits in the capacity queue, notebooks and deployments together, first come first. */
export async function queuedWorkloads(db: QueueServices['db']): Promise<QueuedRef[]> {
  const [nbs, deps] = await Promise.all([
    db
      .select({ id: notebooks.id, queuedAt: notebooks.queuedAt })
      .from(notebooks)
      .where(and(eq(notebooks.status, 'PENDING'), isNotNull(notebooks.queuedAt))),
    queuedDeployments(db),
  ]);
  return [
    ...nbs.map((n) => ({ kind: 'NOTEBOOK' as const, id: n.id, queuedAt: n.queuedAt as Date })),
    ...deps.map((d) => ({ kind: 'DEPLOYMENT' as const, id: d.id, queuedAt: d.queuedAt as Date })),
  ].sort(queueOrder);
}

/**
 * One pass: each queued notebook or deployment that fits now starts, in the order they came; the others keep their
 * place with the reason brought up to date. Answers how many started and how many still wait.
 */
export async function drainQueue(services: CapacityQueueServices) {
  let started = 0;
  const queued = await queuedWorkloads(services.db);
  for (const { kind, id } of queued) {
    if (kind === 'DEPLOYMENT') {
      if ((await admitDeployment(services, id)).released) started += 1;
      continue;
    }
    if (!(await admitNotebook(services, id)).fits) continue;
    await releaseNotebook(services, id);
    started += 1;
  }
  return { started, waiting: queued.length - started };
}

/**
 * The queue on the clock: every `everyMs` while something waits, every `idleEveryMs` while nothing does (a pass
 * over an empty queue is a query for nothing, thousands a day).
 */
export function createCapacityQueue(
  services: CapacityQueueServices,
  everyMs = EVERY_MS,
  idleEveryMs = IDLE_EVERY_MS,
): SimJob & { drain(): Promise<{ started: number; waiting: number }> } {
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let idle = false;
  const report = (error: unknown) => {
    console.error('capacity queue:', (error as Error).message);
    return { waiting: 1 };
  };
  const arm = (delay: number) => {
    if (stopped) return;
    idle = delay === idleEveryMs;
    cancel = services.clock.setTimer(delay, () => {
      idle = false;
      running = drainQueue(services)
        .catch(report)
        .then(({ waiting }) => arm(waiting > 0 ? everyMs : idleEveryMs));
      return running;
    });
  };
  return {
    async start() {
      stopped = false;
      wakers.set(services.db, () => {
        if (!idle) return;
        cancel?.();
        arm(everyMs);
      });
      arm(everyMs);
    },
    async stop() {
      stopped = true;
      wakers.delete(services.db);
      cancel?.();
      await running;
    },
    drain: () => drainQueue(services),
  };
}
