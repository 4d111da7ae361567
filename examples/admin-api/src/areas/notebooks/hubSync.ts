import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HubRefusal, hubServerOf, type NotebookHub, notebookIdOf } from '../../engines/notebookHub';
import { ApiError } from '../../http/errors';
import type { Notifier } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import { createReconciler, type RowOf } from '../../sim/reconciler';
import {
  notebookCulled,
  notebookFailed,
  notebookRunning,
  notebookStopped,
  RESTARTING,
  spawnOptionsOf,
} from './service';
import type { NotebookSimulator } from './simulator';
import { notebooks } from './tables';

type Row = RowOf<typeof notebooks>;

/** How often a running server's state and last activity are read from the hub. */
const CHECK_MS = 5000;
/** How often a starting server is looked at: its owner waits for it, and each look is one small call to the hub. */
const START_STEP_MS = 200;
/** How often a stopping server is looked at. */
const STEP_MS = 700;
/** How long a started server may be unknown to the hub before the start counts as failed. */
const START_GRACE_MS = 15_000;
/** While the hub does not answer, how long before asking again. */
const HUB_DOWN_RETRY_MS = 5000;
/** How often servers the hub runs for no notebook (deleted, or of a deleted project or user) are looked for. */
const SWEEP_MS = 10_000;

/** The longest the loop sleeps: a start or stop asked on another instance is looked at within this. */
const POLL_MS = 2000;

/** Who the hub's own moves are made by. */
const hub = systemActor('notebook hub');

/**
 * The notebooks' states as JupyterHub has them (ENGINES=local): a reconcile loop on the stored rows asks the hub
 * for each starting, running or stopping server and stores what it says, with the owner's notices (running,
 * failed, culled). A server the hub no longer runs is STOPPED with that reason, never a stale RUNNING; the idle
 * culler stops a server idle past its timeout by the hub's `last_activity`. A sweep stops servers the hub runs for
 * notebooks that are gone (deleted with their project or owner) or stopped. While the hub does not answer, rows
 * keep their state and are asked about again when it is back. Everything lives in the rows and the hub's own
 * database, so a restarted API finds the servers again.
 */
export function createHubSync(options: { db: Db; notifier: Notifier; clock: Clock; notebookHub: NotebookHub }) {
  const { db, notifier, clock, notebookHub } = options;
  const jobs = { db, notifier, clock };
  const at = (now: Date, ms: number) => new Date(now.getTime() + ms);
  const cullAt = (row: Pick<Row, 'idleTimeoutMinutes' | 'lastActivityAt'>) =>
    row.idleTimeoutMinutes > 0 && row.lastActivityAt ? at(row.lastActivityAt, row.idleTimeoutMinutes * 60_000) : null;
  const hubDown = (error: unknown) => error instanceof ApiError && error.status === 503;
  /** Starting instances this instance has asked the hub about once (see the PENDING case below). */
  const asked = new Set<number>();

  const loop = createReconciler({
    name: 'notebooks (JupyterHub)',
    db,
    clock,
    table: notebooks,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    // One instance leads the hub's loop (engines/leader.ts): rows another instance made due are seen within seconds.
    pollMs: POLL_MS,
    async transition(due) {
      const { row, now } = due;
      const ref = hubServerOf(row.ownerId, row.id);
      try {
        const server = await notebookHub.server(ref);
        if (row.status === 'PENDING') {
          if (server.state === 'ready') return notebookRunning(jobs, due, at(now, CHECK_MS), hub);
          if (server.state === 'pending' || server.state === 'stopping') return due.later(at(now, START_STEP_MS));
          // A start the hub never heard of (seeded as starting, or the API stopped between storing the start and
          // asking the hub): asked once by this instance, with a fresh grace period.
          if (!asked.has(row.id)) {
            const events = await notebookHub.progress(ref).catch(() => []);
            // While the hub does not answer, this throws and the row is asked about again when it is back.
            if (events.length === 0) await notebookHub.startServer(ref, await spawnOptionsOf(db, row));
            asked.add(row.id);
            if (events.length === 0) return due.store({ updatedAt: now }, at(now, START_STEP_MS));
          }
          if (now.getTime() - row.updatedAt.getTime() < START_GRACE_MS) return due.later(at(now, START_STEP_MS));
          const events = await notebookHub.progress(ref).catch(() => []);
          const failed = [...events].reverse().find((e) => e.failed);
          return notebookFailed(
            jobs,
            due,
            failed?.message ?? 'JupyterHub did not start the server (it is not running on the hub).',
            hub,
          );
        }
        if (row.status === 'RUNNING') {
          if (server.state === 'absent' || server.state === 'stopping') {
            return due.store(
              { status: 'STOPPED', statusReason: 'JupyterHub no longer runs this server.', updatedAt: now },
              null,
            );
          }
          const lastActivityAt = server.lastActivity ?? row.lastActivityAt;
          const cull = cullAt({ idleTimeoutMinutes: row.idleTimeoutMinutes, lastActivityAt });
          if (cull && cull <= now) {
            await notebookHub.stopServer(ref);
            return notebookCulled(jobs, due, at(now, STEP_MS), hub);
          }
          const next = at(now, CHECK_MS);
          const wake = cull && cull < next ? cull : next;
          if (lastActivityAt && lastActivityAt.getTime() !== row.lastActivityAt?.getTime())
            return due.store({ lastActivityAt }, wake);
          return due.later(wake);
        }
        if (row.status === 'STOPPING') {
          if (server.state === 'absent') {
            if (row.statusReason === RESTARTING) {
              // A change of what it runs on: started again with the new choices.
              await notebookHub.startServer(ref, await spawnOptionsOf(db, row));
              return due.store({ status: 'PENDING', statusReason: null, updatedAt: now }, at(now, START_STEP_MS));
            }
            return notebookStopped(due, hub);
          }
          if (server.state !== 'stopping') await notebookHub.stopServer(ref);
          return due.later(at(now, STEP_MS));
        }
      } catch (error) {
        if (hubDown(error)) return due.later(at(now, HUB_DOWN_RETRY_MS));
        if (error instanceof HubRefusal && (row.status === 'PENDING' || row.status === 'STOPPING'))
          return notebookFailed(jobs, due, error.message, hub);
        throw error;
      }
    },
  });

  /** Stops servers the hub runs for notebooks that are gone or stopped (one pass; hub down: next time). */
  async function sweep() {
    const servers = await notebookHub.servers();
    const ours = servers.flatMap((s) => {
      const id = notebookIdOf(s);
      return id ? [{ ...s, ...id }] : [];
    });
    if (ours.length === 0) return;
    const rows = await db
      .select({ id: notebooks.id, ownerId: notebooks.ownerId, status: notebooks.status })
      .from(notebooks)
      .where(inArray(notebooks.id, [...new Set(ours.map((s) => s.notebookId))]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const s of ours) {
      const row = byId.get(s.notebookId);
      const ref = { user: s.user, server: s.server };
      if (!row || row.ownerId !== s.ownerId) await notebookHub.deleteServer(ref);
      else if ((row.status === 'STOPPED' || row.status === 'FAILED') && s.state !== 'stopping')
        await notebookHub.stopServer(ref);
    }
  }

  let stopped = true;
  let cancelSweep: (() => void) | undefined;
  const scheduleSweep = () => {
    cancelSweep = clock.setTimer(SWEEP_MS, async () => {
      if (stopped) return;
      await sweep().catch((error) => {
        if (!hubDown(error)) console.error('notebook hub sweep:', error instanceof Error ? error.message : error);
      });
      if (!stopped) scheduleSweep();
    });
  };

  const simulator: NotebookSimulator & { sweep(): Promise<void> } = {
    delays: { startMs: START_STEP_MS, stopMs: STEP_MS },
    cullAt,
    async start() {
      stopped = false;
      // Whatever happened while no API ran (servers stopped, culled or lost; seeded rows), the hub is asked now.
      await db
        .update(notebooks)
        .set({ nextAt: clock.now() })
        .where(inArray(notebooks.status, ['PENDING', 'RUNNING', 'STOPPING']));
      await loop.start();
      await sweep().catch(() => {});
      scheduleSweep();
    },
    poke: () => loop.poke(),
    async stop() {
      stopped = true;
      cancelSweep?.();
      notebookHub.close();
      await loop.stop();
    },
    sweep,
  };
  return simulator;
}
