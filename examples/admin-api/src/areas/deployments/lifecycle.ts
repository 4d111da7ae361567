/**
 * When deployments move by themselves: a rollout finishes (RUNNING, or FAILED with a reason) after a
 * delay, uptime windows pause and resume them, and a week paused stops one. Both run on the injected
 * clock through one database-backed reconciler; each move, with its timeline entry and its notice to
 * the project's people, is a service function (`service.ts`). Also how the deployments area tells
 * people (`announce`). With simulated serving a rollout is a delay on the clock; with local serving
 * (`engines/serving`) it starts model-server processes and is RUNNING once their own ready endpoints say
 * so, and pauses, windows and stops end them (see `servingWork`).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { loadAccesses, Priority, priorityOn, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import type { Serving, ServingSpec } from '../../engines/serving';
import type { AppServices } from '../../env';
import type { Action, Inferencing } from '../../jobs/inferencing';
import { concernedUsers, type Notifier, type ScopedNotificationInput } from '../../notify/notifier';
import { systemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import { createReconciler, type Due } from '../../sim/reconciler';
import { predefinedModels } from '../models/tables';
import { projects } from '../projects/tables';
import { deploymentAudience } from './access';
import { admitDeployment } from './admission';
import { modelNameOf, rolloutFailure } from './config';
import {
  pauseBySchedule,
  recordTimeline,
  resumeByScheduleIn,
  rolloutFailed,
  rolloutRunning,
  rolloutWaitsForWindow,
  servingFailed,
  stopIdleDeployment,
  tellResumedBySchedule,
} from './service';
import { inferenceDeployments, inferenceSchedules, inferenceVersions } from './tables';
import { isInsideSchedule, nextScheduleChange, type UptimeWindow } from './uptimeSchedule';

export type { Action, Inferencing };

/** Who the reconciler's own moves are made by. */
const platform = systemActor('deployment reconciler');

type Row = typeof inferenceDeployments.$inferSelect;
type Table = typeof inferenceDeployments;

/**
 * How long a deployment may stay paused with no uptime schedule to resume it before it is stopped:
 * a paused deployment still holds its replicas and GPUs so that resuming is instant; after a week the
 * platform gives them back, and starting it again is a new rollout.
 */
export const STOP_AFTER_PAUSED_MS = 7 * 86_400_000;

/** How often local serving compares what runs with what the rows say (and the leader looks for due rows). */
const CONVERGE_MS = 3000;

/** How long a local rollout may take to start its replicas and see them ready. */
const ROLLOUT_TIMEOUT_MS = 90_000;

/** Builds the inferencing lifecycle; start its reconciler after the migrations, stop it before closing the database. */
export function createInferencing(o: {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  deployDelayMs: number;
  serving: Serving;
  /** What admission reads (the measured cluster with local engines); without it, admission sees the seeded nodes. */
  config?: AppServices['config'];
  metrics?: AppServices['metrics'];
}): Inferencing {
  const { db, notifier, clock, serving } = o;
  const local = serving.mode === 'local';
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

  const inferencing = { record, announce, serving, clock, db };
  const admission = () => ({
    db,
    notifier,
    config: o.config ?? ({ engines: { mode: 'simulated' } } as AppServices['config']),
    metrics: o.metrics as AppServices['metrics'],
    inferencing: self,
  });

  /** A rollout that has had its time: it fails, runs, or waits paused for its first window. */
  async function finishRollout(due: Due<Table>) {
    const { row, now } = due;
    const [version] = await db
      .select({ createdBy: inferenceVersions.createdBy })
      .from(inferenceVersions)
      .where(and(eq(inferenceVersions.deploymentId, row.id), eq(inferenceVersions.number, row.activeVersion)));
    const reason = await rolloutFailure(db, row.config, version?.createdBy ?? row.createdBy);
    if (reason) return rolloutFailed(inferencing, due, reason, platform);
    if (local) {
      const spec = await specOf(row);
      const cannot = serving.cannotRun(spec);
      if (cannot) return rolloutFailed(inferencing, due, cannot, platform);
      const started = await startReplicas(due, spec);
      if (started !== 'ready') return started;
    }
    const windows = await windowsOf(row.id);
    const next = nextScheduleChange(windows, now)?.at ?? null;
    if (windows.length > 0 && !isInsideSchedule(windows, now)) {
      if (local) await serving.stop(row.id);
      return rolloutWaitsForWindow(inferencing, due, next, platform);
    }
    // The new version's replicas are ready: calls go to them now, and the old version's replicas stop.
    if (local) await serving.switchTo(row.id, row.activeVersion);
    return rolloutRunning(inferencing, due, next, platform);
  }

  /** Rollouts of this instance whose replicas are starting, by deployment and version. */
  const rollouts = new Map<string, { at: number; outcome?: { ok: true } | { ok: false; reason: string } }>();

  /**
   * Starts the replicas of the row's active version without holding the reconciler: the row is looked at
   * again when they are ready (or failed), or after the rollout's timeout. Answers 'ready' when they are.
   */
  async function startReplicas(due: Due<Table>, spec: ServingSpec): Promise<'ready' | undefined> {
    const { row, now } = due;
    const key = `${row.id}:${row.activeVersion}`;
    const rollout = rollouts.get(key);
    if (!rollout) {
      const entry: { at: number; outcome?: { ok: true } | { ok: false; reason: string } } = { at: now.getTime() };
      rollouts.set(key, entry);
      serving
        .start(spec)
        .then(
          () => {
            entry.outcome = { ok: true };
          },
          (error: unknown) => {
            entry.outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
          },
        )
        .finally(async () => {
          // Deleted, paused or moved on to another version meanwhile: these replicas serve nothing.
          const woke = await wake(row.id).catch(() => false);
          if (!woke && serving.route(row.id)?.version !== row.activeVersion)
            await serving.stop(row.id, row.activeVersion);
        });
      await due.later(new Date(now.getTime() + ROLLOUT_TIMEOUT_MS));
      return undefined;
    }
    if (!rollout.outcome) {
      if (now.getTime() - rollout.at < ROLLOUT_TIMEOUT_MS) {
        await due.later(new Date(rollout.at + ROLLOUT_TIMEOUT_MS));
        return undefined;
      }
      rollouts.delete(key);
      await serving.stop(row.id, row.activeVersion);
      await rolloutFailed(
        inferencing,
        due,
        `Version ${row.activeVersion} was not ready within ${ROLLOUT_TIMEOUT_MS / 1000} s`,
        platform,
      );
      return undefined;
    }
    rollouts.delete(key);
    if (rollout.outcome.ok) return 'ready';
    await rolloutFailed(
      inferencing,
      due,
      `Version ${row.activeVersion} could not start: ${rollout.outcome.reason}`,
      platform,
    );
    return undefined;
  }

  /** Makes a deploying row due now and runs a pass (its replicas answered, or failed). */
  async function wake(id: number): Promise<boolean> {
    const woken = await db
      .update(inferenceDeployments)
      .set({ nextAt: clock.now() })
      .where(and(eq(inferenceDeployments.id, id), eq(inferenceDeployments.status, 'DEPLOYING')))
      .returning({ id: inferenceDeployments.id });
    await reconciler.poke();
    return woken.length > 0;
  }

  /** What the serving engine runs for `row`'s active version. */
  async function specOf(row: Row): Promise<ServingSpec> {
    const { config } = row;
    const [model] = config.predefinedModelId
      ? await db
          .select({ name: predefinedModels.name })
          .from(predefinedModels)
          .where(eq(predefinedModels.id, config.predefinedModelId))
      : [];
    return {
      deploymentId: row.id,
      projectId: row.projectId,
      version: row.activeVersion,
      modelName: modelNameOf(row.name),
      catalogName: model?.name ?? null,
      modelVersion: config.modelVersion,
      replicas: Math.max(1, config.replicasMin),
      gpuType: config.gpuType,
      gpuCount: config.gpuCount,
    };
  }

  /** Deployments whose replicas this instance is starting outside a rollout (resume, converge). */
  const busy = new Set<number>();

  /** Starts the active version's replicas and sends calls to them; the reason when they cannot start. */
  async function serveNow(row: Row): Promise<string | undefined> {
    busy.add(row.id);
    try {
      const spec = await specOf(row);
      const cannot = serving.cannotRun(spec);
      if (cannot) return cannot;
      await serving.start(spec);
      await serving.switchTo(row.id, row.activeVersion);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      busy.delete(row.id);
    }
  }

  /** Paused with no schedule to resume it: stopped once it has been so for `STOP_AFTER_PAUSED_MS`. */
  async function stopWhenIdle(due: Due<Table>) {
    const { row, now } = due;
    if (row.status !== 'PAUSED') return;
    const at = new Date(row.updatedAt.getTime() + STOP_AFTER_PAUSED_MS);
    if (now < at) return due.later(at);
    await serving.stop(row.id);
    return stopIdleDeployment(inferencing, due, platform);
  }

  /** A change of the uptime schedule is due: pause outside the windows, resume inside them. */
  async function applySchedule(due: Due<Table>) {
    const { row, now } = due;
    const windows = await windowsOf(row.id);
    if (windows.length === 0) return stopWhenIdle(due);
    const next = nextScheduleChange(windows, now)?.at ?? null;
    const inside = isInsideSchedule(windows, now);
    if (inside && row.status === 'PAUSED') {
      // A paused deployment holds nothing: the window opening asks for room, and waits in the capacity queue for it.
      if ((await admitDeployment(admission(), row.id)).queued) return;
      const failure = local ? await serveNow(row) : undefined;
      if (failure) return servingFailed(inferencing, row, `Could not resume: ${failure}`);
      // Decided again with the move in the decision's transaction: a workload of the project admitted while the
      // replicas started counts, and the next decision counts these replicas.
      let resumed: Awaited<ReturnType<typeof resumeByScheduleIn>>;
      const final = await admitDeployment(admission(), row.id, async (tx) => {
        resumed = await resumeByScheduleIn(tx, due, next);
      });
      if (final.queued) {
        if (local) await serving.stop(row.id);
        return;
      }
      if (resumed) await tellResumedBySchedule(inferencing, resumed);
      return;
    }
    if (!inside && row.status === 'RUNNING') {
      await pauseBySchedule(inferencing, due, next, platform);
      return serving.stop(row.id);
    }
    // Nothing to change now; park it when no window will open or close.
    if (next) return due.later(next);
  }

  const reconciler = createReconciler({
    name: 'inference deployments',
    db,
    clock,
    // Local serving: one instance leads the rollouts (engines/leader.ts); rows another instance made due are
    // picked up within seconds.
    ...(local ? { pollMs: CONVERGE_MS } : {}),
    table: inferenceDeployments,
    key: ['id'],
    state: 'status',
    nextAt: 'nextAt',
    transition: (due) => {
      if (due.row.status === 'DEPLOYING') return finishRollout(due);
      if (due.row.status === 'RUNNING' || due.row.status === 'PAUSED') return applySchedule(due);
    },
  });

  /** Deployments seen with replicas but no reason to run them at the last pass (stopped at the second look). */
  let unwanted = new Set<number>();

  /**
   * Local serving, on the instance that leads the engines: what runs follows the rows, whichever instance changed
   * them. A RUNNING deployment without its active version's replicas gets them (after a restart of the API, a
   * resume or a change of leader); replicas of a deployment that is no longer RUNNING nor rolling out (paused,
   * stopped, deleted on another instance) stop, when seen so twice in a row. Rollouts and starts under way are
   * left alone.
   */
  async function converge() {
    const rows = await db
      .select()
      .from(inferenceDeployments)
      .where(inArray(inferenceDeployments.status, ['RUNNING', 'DEPLOYING']));
    const wanted = new Map(rows.map((r) => [r.id, r]));
    const starting = new Set([...rollouts.keys()].map((k) => Number(k.split(':')[0])));
    const served = new Set(serving.replicas().map((r) => r.deploymentId));
    const seen = new Set<number>();
    for (const id of served) {
      if (wanted.has(id) || busy.has(id) || starting.has(id)) continue;
      if (unwanted.has(id)) await serving.stop(id);
      else seen.add(id);
    }
    unwanted = seen;
    for (const row of rows) {
      if (row.status !== 'RUNNING' || busy.has(row.id) || starting.has(row.id)) continue;
      // Its replicas run (a crashed one restarts by itself): nothing to do.
      const own = serving.replicas(row.id).filter((r) => r.version === row.activeVersion && r.state !== 'failed');
      if (serving.serving(row.id) && own.length > 0) continue;
      const failure = await serveNow(row);
      if (failure) await servingFailed(inferencing, row, failure);
    }
  }

  let unsubscribe: (() => void) | undefined;
  let convergeTimer: NodeJS.Timeout | undefined;
  let converging: Promise<void> = Promise.resolve();
  let working = false;
  const servingWork: SimJob = {
    async start() {
      unsubscribe = serving.onEvent((event) => {
        if (event.kind === 'restarted')
          void record(event.deploymentId, null, 'REPLICA_RESTARTED', `${event.reason}; restarted`).catch(() => {});
        else
          void db
            .select()
            .from(inferenceDeployments)
            .where(eq(inferenceDeployments.id, event.deploymentId))
            .then(([row]) => (row ? servingFailed(inferencing, row, event.reason) : undefined))
            .catch((error: unknown) => console.error('serving:', error));
      });
      if (!local) return;
      // Replicas are children of the API: after a restart none runs. Rollouts under way are looked at at once;
      // the replicas of RUNNING deployments start again in the background (the API answers meanwhile), and from
      // then on what runs follows the rows.
      working = true;
      const deploying = await db
        .select({ id: inferenceDeployments.id })
        .from(inferenceDeployments)
        .where(eq(inferenceDeployments.status, 'DEPLOYING'));
      for (const row of deploying) await wake(row.id);
      const tick = () => {
        converging = converge()
          .catch((error: unknown) => console.error('serving:', error instanceof Error ? error.message : error))
          .finally(() => {
            if (working) convergeTimer = setTimeout(tick, CONVERGE_MS);
          });
      };
      tick();
    },
    async stop() {
      working = false;
      if (convergeTimer) clearTimeout(convergeTimer);
      unsubscribe?.();
      await converging;
      await serving.close();
    },
  };

  const self: Inferencing = {
    clock,
    reconciler,
    serving,
    specOf,
    servingWork,
    serveNow,
    deployDelayMs: o.deployDelayMs,
    record,
    announce,
    announceTo,
    windowsOf,
  };
  return self;
}
