/**
 * When deployments move by themselves: a rollout finishes (RUNNING, or FAILED with a reason) after a
 * delay, uptime windows pause and resume them, and a week paused stops one. Both run on the injected
 * clock through one database-backed reconciler; each move, with its timeline entry and its notice to
 * the project's people, is a service function (`service.ts`). Also how the deployments area tells
 * people (`announce`). The reference server starts no containers; a production backend moves the same
 * states on Triton.
 */
import { and, asc, eq } from 'drizzle-orm';
import { loadAccesses, Priority, priorityOn, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { inferenceDeployments, inferenceSchedules, inferenceVersions, projects } from '../../db/schema';
import { concernedUsers, type Notifier, type ScopedNotificationInput } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import { createReconciler, type Due, type Reconciler } from '../../sim/reconciler';
import { deploymentAudience } from './access';
import { rolloutFailure } from './config';
import {
  pauseBySchedule,
  recordTimeline,
  resumeBySchedule,
  rolloutFailed,
  rolloutRunning,
  rolloutWaitsForWindow,
  stopIdleDeployment,
} from './service';
import { isInsideSchedule, nextScheduleChange, type UptimeWindow } from './uptimeSchedule';

/** Who the reconciler's own moves are made by. */
const platform = systemActor('deployment reconciler');

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
  | 'SCHEDULE_RESUMED'
  | 'STOPPED';

/**
 * How long a deployment may stay paused with no uptime schedule to resume it before it is stopped:
 * a paused deployment still holds its replicas and GPUs so that resuming is instant; after a week the
 * platform gives them back, and starting it again is a new rollout.
 */
export const STOP_AFTER_PAUSED_MS = 7 * 86_400_000;

/** What the inferencing routes and the endpoint share. */
export interface Inferencing {
  clock: Clock;
  reconciler: Reconciler;
  /** How long a rollout takes on the clock. */
  deployDelayMs: number;
  /** Adds a timeline entry (at the clock's now). */
  record(deploymentId: number, actorId: number | null, action: Action, detail: string): Promise<void>;
  /** Tells the people who may see a deployment about it (its project's admins and grantees), plus `extra`. */
  announce(deployment: Pick<Row, 'id' | 'projectId'>, input: ScopedNotificationInput, extra?: number[]): Promise<void>;
  /** Tells only `userIds` about a deployment (a change of their own access to it). */
  announceTo(deployment: Pick<Row, 'projectId'>, userIds: number[], input: ScopedNotificationInput): Promise<void>;
  /** The uptime windows of a deployment. */
  windowsOf(deploymentId: number): Promise<UptimeWindow[]>;
}

/** Builds the inferencing lifecycle; start its reconciler after the migrations, stop it before closing the database. */
export function createInferencing(o: { db: Db; notifier: Notifier; clock: Clock; deployDelayMs: number }): Inferencing {
  const { db, notifier, clock } = o;
  const record: Inferencing['record'] = (deploymentId, actorId, action, detail) =>
    recordTimeline({ db, clock }, deploymentId, actorId, action, detail);
  const scopeOf = async (projectId: number): Promise<Scope | undefined> => {
    const [p] = await db
      .select({ organizationId: projects.organizationId, branchId: projects.branchId })
      .from(projects)
      .where(eq(projects.id, projectId));
    return p ? { level: 'project', projectId, ...p } : undefined;
  };
  /** Notifies `userIds`, each with the link their role on the project opens. */
  const tell = async (scope: Scope, userIds: number[], { link, ...input }: ScopedNotificationInput) => {
    const accesses = await loadAccesses(db, userIds);
    const byLink = new Map<string | null, number[]>();
    for (const userId of userIds) {
      const access = accesses.get(userId);
      const priority = access ? priorityOn(access, scope) : Priority.None;
      const target = typeof link === 'function' ? link(priority) : (link ?? null);
      byLink.set(target, [...(byLink.get(target) ?? []), userId]);
    }
    for (const [target, ids] of byLink) await notifier.notify(ids, { ...input, link: target });
  };
  const announce: Inferencing['announce'] = async ({ id, projectId }, input, extra = []) => {
    const scope = await scopeOf(projectId);
    if (!scope) return;
    // Members without a permission on it are not told: they cannot see it.
    const audience = await deploymentAudience(db, scope, id, await concernedUsers(db, scope));
    await tell(scope, [...new Set([...audience, ...extra])], input);
  };
  const announceTo: Inferencing['announceTo'] = async ({ projectId }, userIds, input) => {
    const scope = await scopeOf(projectId);
    if (scope) await tell(scope, userIds, input);
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

  const inferencing = { record, announce };

  /** A rollout that has had its time: it fails, runs, or waits paused for its first window. */
  async function finishRollout(due: Due<Table>) {
    const { row, now } = due;
    const [version] = await db
      .select({ createdBy: inferenceVersions.createdBy })
      .from(inferenceVersions)
      .where(and(eq(inferenceVersions.deploymentId, row.id), eq(inferenceVersions.number, row.activeVersion)));
    const reason = await rolloutFailure(db, row.config, version?.createdBy ?? row.createdBy);
    if (reason) return rolloutFailed(inferencing, due, reason, platform);
    const windows = await windowsOf(row.id);
    const next = nextScheduleChange(windows, now)?.at ?? null;
    if (windows.length > 0 && !isInsideSchedule(windows, now))
      return rolloutWaitsForWindow(inferencing, due, next, platform);
    return rolloutRunning(inferencing, due, next, platform);
  }

  /** Paused with no schedule to resume it: stopped once it has been so for `STOP_AFTER_PAUSED_MS`. */
  async function stopWhenIdle(due: Due<Table>) {
    const { row, now } = due;
    if (row.status !== 'PAUSED') return;
    const at = new Date(row.updatedAt.getTime() + STOP_AFTER_PAUSED_MS);
    if (now < at) return due.later(at);
    return stopIdleDeployment(inferencing, due, platform);
  }

  /** A change of the uptime schedule is due: pause outside the windows, resume inside them. */
  async function applySchedule(due: Due<Table>) {
    const { row, now } = due;
    const windows = await windowsOf(row.id);
    if (windows.length === 0) return stopWhenIdle(due);
    const next = nextScheduleChange(windows, now)?.at ?? null;
    const inside = isInsideSchedule(windows, now);
    if (inside && row.status === 'PAUSED') return resumeBySchedule(inferencing, due, next, platform);
    if (!inside && row.status === 'RUNNING') return pauseBySchedule(inferencing, due, next, platform);
    // Nothing to change now; park it when no window will open or close.
    if (next) return due.later(next);
  }

  const reconciler = createReconciler({
    name: 'inference deployments',
    db,
    clock,
    table: inferenceDeployments,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    transition: (due) => {
      if (due.row.status === 'DEPLOYING') return finishRollout(due);
      if (due.row.status === 'RUNNING' || due.row.status === 'PAUSED') return applySchedule(due);
    },
  });
  return { clock, reconciler, deployDelayMs: o.deployDelayMs, record, announce, announceTo, windowsOf };
}
