import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { NotebookDelays, NotebookSimulator } from '../../jobs/notebookSimulator';
import type { Notifier } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import { createReconciler, type RowOf } from '../../sim/reconciler';
import { notebookCulled, notebookFailed, notebookRunning, notebookStopped } from './service';
import { notebookImages, notebooks } from './tables';

export type { NotebookDelays, NotebookSimulator };

export const defaultNotebookDelays: NotebookDelays = { startMs: 3000, stopMs: 2000 };

type Row = RowOf<typeof notebooks>;

/** Who the hub's own moves are made by. */
const hub = systemActor('notebook hub');

/**
 * Moves notebook instances through their states: PENDING -> RUNNING (or FAILED when a GPU is asked of
 * an image without CUDA), STOPPING -> STOPPED, and RUNNING -> STOPPING when the idle culler finds one
 * idle past its timeout. This file decides when; each move, with the owner's notice when theirs runs,
 * fails or is culled, is a service function (`service.ts`). No container starts: a production hub
 * does the real work behind the same states.
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

  const jobs = { db, notifier, clock };

  /** Why the hub cannot start an instance (its image is gone, or has no CUDA for a GPU), if it cannot. */
  async function cannotStart(row: Row) {
    const [image] = await db.select().from(notebookImages).where(eq(notebookImages.id, row.imageId));
    if (!image) return `The image ${row.imageId} is no longer offered by the hub.`;
    if (row.gpuCount > 0 && !image.gpuCapable)
      return `${image.name} has no CUDA libraries; choose a GPU image or no GPU.`;
    return undefined;
  }

  const loop = createReconciler({
    name: 'notebooks',
    db,
    clock,
    table: notebooks,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    async transition(due) {
      const { row, now } = due;
      if (row.status === 'PENDING') {
        const reason = await cannotStart(row);
        if (reason) return notebookFailed(jobs, due, reason, hub);
        return notebookRunning(jobs, due, cullAt({ ...row, lastActivityAt: now }), hub);
      }
      if (row.status === 'STOPPING') return notebookStopped(due, hub);
      if (row.status === 'RUNNING') {
        const at = cullAt(row);
        if (!at) return;
        if (at > now) return due.later(at);
        return notebookCulled(jobs, due, after(now, delays.stopMs), hub);
      }
    },
  });
  return { ...loop, delays, cullAt };
}
