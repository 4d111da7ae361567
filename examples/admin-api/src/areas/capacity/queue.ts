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

/** How often the queue looks for room: workloads end and quotas change without telling it. */
const EVERY_MS = 5000;

/** The queued notebook instances, first come first. */
export async function queuedNotebooks(db: QueueServices['db']) {
  return db
    .select({ id: notebooks.id })
    .from(notebooks)
    .where(and(eq(notebooks.status, 'PENDING'), isNotNull(notebooks.queuedAt)))
    .orderBy(asc(notebooks.queuedAt), asc(notebooks.id));
}

/** One pass: each queued instance that fits now starts; the others keep their place with the reason brought up to date. */
export async function drainQueue(services: QueueServices) {
  let started = 0;
  for (const { id } of await queuedNotebooks(services.db)) {
    if (!(await admitNotebook(services, id)).fits) continue;
    await releaseNotebook(services, id);
    started += 1;
  }
  return started;
}

/** The queue on the clock. */
export function createCapacityQueue(
  services: QueueServices,
  everyMs = EVERY_MS,
): SimJob & { drain(): Promise<number> } {
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const report = (error: unknown) => console.error('capacity queue:', (error as Error).message);
  const arm = () => {
    if (stopped) return;
    cancel = services.clock.setTimer(everyMs, () => {
      running = drainQueue(services).catch(report).finally(arm);
      return running;
    });
  };
  return {
    async start() {
      stopped = false;
      arm();
    },
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
    drain: () => drainQueue(services),
  };
}
