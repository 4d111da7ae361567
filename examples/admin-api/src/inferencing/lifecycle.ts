/**
 * How deployments move by themselves: a rollout finishes (RUNNING, or FAILED with a reason) after a
 * delay, and uptime windows pause and resume them. Both run on the injected clock through one
 * database-backed reconciler, record a timeline event and notify the project's people. The reference
 * server starts no containers; a production backend moves the same states on Triton.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Scope } from '../access/access';
import type { Db } from '../db/database';
import { inferenceDeployments, inferenceEvents, inferenceSchedules, inferenceVersions, projects } from '../db/schema';
import { isInsideSchedule, nextScheduleChange, type UptimeWindow } from '../domain/schedule';
import { notice } from '../notify/messages';
import type { Notifier, ScopedNotificationInput } from '../notify/notifier';
import type { Clock } from '../sim/clock';
import { createReconciler, type Reconciler, type Transition } from '../sim/reconciler';
import { rolloutFailure } from './config';

type Row = typeof inferenceDeployments.$inferSelect;
type Table = typeof inferenceDeployments;
/** A timeline action (the contract's `TimelineAction`). */
export type Action =
  | 'CREATED'
  | 'UPDATED'
  | 'RUNNING'
  | 'FAILED'
  | 'PAUSED'
  | 'RESUMED'
  | 'VERSION_ACTIVATED'
  | 'KEY_CREATED'
  | 'KEY_REVOKED'
  | 'PERMISSIONS_CHANGED'
  | 'SCHEDULE_CHANGED'
  | 'SCHEDULE_PAUSED'
  | 'SCHEDULE_RESUMED';

/** What the inferencing routes and the endpoint share. */
export interface Inferencing {
  clock: Clock;
  reconciler: Reconciler;
  /** How long a rollout takes on the clock. */
  deployDelayMs: number;
  /** Adds a timeline entry (at the clock's now). */
  record(deploymentId: number, actorId: number | null, action: Action, detail: string): Promise<void>;
  /** Tells the project's people about a deployment. */
  announce(deployment: Pick<Row, 'projectId'>, input: ScopedNotificationInput, extra?: number[]): Promise<void>;
  /** The uptime windows of a deployment. */
  windowsOf(deploymentId: number): Promise<UptimeWindow[]>;
}

/** Builds the inferencing lifecycle; start its reconciler after the migrations, stop it before closing the database. */
export function createInferencing(o: { db: Db; notifier: Notifier; clock: Clock; deployDelayMs: number }): Inferencing {
  const { db, notifier, clock } = o;
  const record: Inferencing['record'] = async (deploymentId, actorId, action, detail) => {
    await db.insert(inferenceEvents).values({ deploymentId, actorId, action, detail, at: clock.now() });
  };
  const announce: Inferencing['announce'] = async ({ projectId }, input, extra = []) => {
    const [p] = await db
      .select({ organizationId: projects.organizationId, branchId: projects.branchId })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!p) return;
    const scope: Scope = { level: 'project', projectId, ...p };
    await notifier.notifyScope(scope, input, extra);
  };
  const windowsOf = async (deploymentId: number): Promise<UptimeWindow[]> =>
    db
      .select({
        weekDays: inferenceSchedules.weekDays,
        start: inferenceSchedules.start,
        end: inferenceSchedules.end,
        timeZone: inferenceSchedules.timeZone,
      })
      .from(inferenceSchedules)
      .where(eq(inferenceSchedules.deploymentId, deploymentId))
      .orderBy(asc(inferenceSchedules.id));

  /** A rollout that has had its time: it fails, runs, or waits paused for its first window. */
  async function finishRollout(row: Row, now: Date): Promise<Transition<Table, 'status'>> {
    const named = { id: row.id, name: row.name };
    const [version] = await db
      .select({ createdBy: inferenceVersions.createdBy })
      .from(inferenceVersions)
      .where(and(eq(inferenceVersions.deploymentId, row.id), eq(inferenceVersions.number, row.activeVersion)));
    const reason = await rolloutFailure(db, row.config, version?.createdBy ?? row.createdBy);
    if (reason) {
      return {
        state: 'FAILED',
        nextAt: null,
        set: { statusReason: reason, updatedAt: now },
        effect: async (s) => {
          await record(s.id, null, 'FAILED', reason);
          await announce(s, notice('deployment.failed', { ...named, reason }));
        },
      };
    }
    const windows = await windowsOf(row.id);
    const next = nextScheduleChange(windows, now)?.at ?? null;
    if (windows.length > 0 && !isInsideSchedule(windows, now)) {
      return {
        state: 'PAUSED',
        nextAt: next,
        set: { statusReason: 'Outside its uptime schedule', updatedAt: now },
        effect: async (s) => {
          await record(
            s.id,
            null,
            'SCHEDULE_PAUSED',
            `Version ${s.activeVersion} is ready; paused until a window opens`,
          );
          await announce(s, notice('deployment.paused', { ...named, bySchedule: true }));
        },
      };
    }
    return {
      state: 'RUNNING',
      nextAt: next,
      set: { statusReason: null, updatedAt: now },
      effect: async (s) => {
        await record(s.id, null, 'RUNNING', `Version ${s.activeVersion} is running`);
        await announce(s, notice('deployment.running', named));
      },
    };
  }

  /** A change of the uptime schedule is due: pause outside the windows, resume inside them. */
  async function applySchedule(row: Row, now: Date): Promise<Transition<Table, 'status'> | null> {
    const windows = await windowsOf(row.id);
    if (windows.length === 0) return null;
    const next = nextScheduleChange(windows, now)?.at ?? null;
    const inside = isInsideSchedule(windows, now);
    const named = { id: row.id, name: row.name };
    if (inside && row.status === 'PAUSED') {
      return {
        state: 'RUNNING',
        nextAt: next,
        set: { statusReason: null, updatedAt: now },
        effect: async (s) => {
          await record(s.id, null, 'SCHEDULE_RESUMED', 'Resumed: an uptime window opened');
          await announce(s, notice('deployment.resumed', { ...named, bySchedule: true }));
        },
      };
    }
    if (!inside && row.status === 'RUNNING') {
      return {
        state: 'PAUSED',
        nextAt: next,
        set: { statusReason: 'Paused by its uptime schedule', updatedAt: now },
        effect: async (s) => {
          await record(s.id, null, 'SCHEDULE_PAUSED', 'Paused: outside its uptime windows');
          await announce(s, notice('deployment.paused', { ...named, bySchedule: true }));
        },
      };
    }
    return { nextAt: next };
  }

  const reconciler = createReconciler({
    name: 'inference deployments',
    db,
    clock,
    table: inferenceDeployments,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    transition: (row, { now }) => {
      if (row.status === 'DEPLOYING') return finishRollout(row, now);
      if (row.status === 'RUNNING' || row.status === 'PAUSED') return applySchedule(row, now);
      return null;
    },
  });
  return { clock, reconciler, deployDelayMs: o.deployDelayMs, record, announce, windowsOf };
}
