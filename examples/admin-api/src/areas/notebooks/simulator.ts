import { eq } from 'drizzle-orm';
import { loadAccess, priorityOn } from '../../access/access';
import { projectScope } from '../../access/lookup';
import type { Db } from '../../db/database';
import { notebookImages, notebooks } from '../../db/schema';
import { notice } from '../../notify/messages';
import type { NotificationInput, Notifier } from '../../notify/notifier';
import type { Clock } from '../../sim/clock';
import { createReconciler, type Reconciler, type RowOf } from '../../sim/reconciler';

/** How long the simulated hub takes to start and to stop an instance. */
export interface NotebookDelays {
  startMs: number;
  stopMs: number;
}

export const defaultNotebookDelays: NotebookDelays = { startMs: 3000, stopMs: 2000 };

type Row = RowOf<typeof notebooks>;

/** The notebook hub's work on the clock, and when a row is due next after a request changed it. */
export interface NotebookSimulator extends Reconciler {
  delays: NotebookDelays;
  /** When the idle culler looks at a running instance: its last activity plus its timeout, or never. */
  cullAt(row: Pick<Row, 'idleTimeoutMinutes' | 'lastActivityAt'>): Date | null;
}

/**
 * Moves notebook instances through their states: PENDING -> RUNNING (or FAILED when a GPU is asked of
 * an image without CUDA), STOPPING -> STOPPED, and RUNNING -> STOPPING when the idle culler finds one
 * idle past its timeout. The owner is told when theirs runs, fails or is culled. No container starts:
 * a production hub does the real work behind the same states.
 */
export function createNotebookSimulator(options: {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  delays?: NotebookDelays;
}): NotebookSimulator {
  const { db, notifier, clock } = options;
  const delays = options.delays ?? defaultNotebookDelays;
  const after = (now: Date, ms: number) => new Date(now.getTime() + ms);
  const cullAt = (row: Pick<Row, 'idleTimeoutMinutes' | 'lastActivityAt'>) =>
    row.idleTimeoutMinutes > 0 && row.lastActivityAt
      ? after(row.lastActivityAt, row.idleTimeoutMinutes * 60_000)
      : null;

  /** Where the owner finds their notebooks: the module their role on the project opens. */
  async function tellOwner(row: Row, build: (link: string) => NotificationInput) {
    const [access, scope] = await Promise.all([loadAccess(db, row.ownerId), projectScope(db, row.projectId)]);
    if (!access || !scope) return;
    const admin = priorityOn(access, scope) <= 4;
    await notifier.notify(
      [row.ownerId],
      build(`/${admin ? 'project-module' : 'project-member-module'}/jupyter-notebooks`),
    );
  }

  const loop = createReconciler({
    name: 'notebooks',
    db,
    clock,
    table: notebooks,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    async transition(row, { now }) {
      if (row.status === 'PENDING') {
        const [image] = await db.select().from(notebookImages).where(eq(notebookImages.id, row.imageId));
        const reason = !image
          ? `The image ${row.imageId} is no longer offered by the hub.`
          : row.gpuCount > 0 && !image.gpuCapable
            ? `${image.name} has no CUDA libraries; choose a GPU image or no GPU.`
            : null;
        if (reason) {
          return {
            state: 'FAILED' as const,
            nextAt: null,
            set: { statusReason: reason, updatedAt: now },
            effect: (stored: Row) =>
              tellOwner(stored, (link) => notice('notebook.failed', { name: stored.name, reason, link })),
          };
        }
        return {
          state: 'RUNNING' as const,
          nextAt: cullAt({ ...row, lastActivityAt: now }),
          set: { statusReason: null, lastActivityAt: now, updatedAt: now },
          effect: (stored: Row) => tellOwner(stored, (link) => notice('notebook.running', { name: stored.name, link })),
        };
      }
      if (row.status === 'STOPPING') {
        return { state: 'STOPPED' as const, nextAt: null, set: { updatedAt: now } };
      }
      if (row.status === 'RUNNING') {
        const due = cullAt(row);
        if (!due) return null;
        if (due > now) return { nextAt: due };
        const minutes = row.idleTimeoutMinutes;
        return {
          state: 'STOPPING' as const,
          nextAt: after(now, delays.stopMs),
          set: {
            statusReason: `Stopped by the idle culler after ${minutes} minutes without activity.`,
            updatedAt: now,
          },
          effect: (stored: Row) =>
            tellOwner(stored, (link) => notice('notebook.culled', { name: stored.name, minutes, link })),
        };
      }
      return null;
    },
  });
  return { ...loop, delays, cullAt };
}
