/**
 * The capacity queue: notebook instances that could not start (their project's quota or no node with room) wait
 * here in the order they came, and each pass starts those that fit now. A later one that fits may start before an
 * earlier one that still does not (backfill), as batch schedulers do, so one large request does not hold up small
 * ones. The reasons live on the rows, so a restarted API finds its queue again.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SimJob } from '../../sim/job';
import { admitNotebook, type QueueServices, releaseNotebook } from '../notebooks';
import { notebooks } from '../notebooks/tables';

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

/**
 * One pass: each queued instance that fits now starts; the others keep their place with the reason brought up to
 * date. Answers how many started and how many still wait.
 */
export async function drainQueue(services: QueueServices) {
  let started = 0;
  const queued = await queuedNotebooks(services.db);
  for (const { id } of queued) {
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
  services: QueueServices,
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
