/**
 * Every change of an inference deployment: create, change, delete, activate a version, pause and
 * resume. Each writes its rows (a transaction where several must commit together), records its
 * timeline entry and tells the people concerned; an audit entry joins the same place. So do the changes
 * nobody asks for, which the reconciler (`lifecycle.ts`) finds due: rollouts finishing, uptime windows,
 * stopping after a week paused.
 */
import type { DeploymentCreate, DeploymentUpdate } from '@console/contract';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { auditChanges, recordAudit, scopeOfProject } from '../../audit/record';
import type { Db } from '../../db/database';
import { engineUnavailable } from '../../engines';
import type { RequestContext } from '../../env';
import { explainConflicts, uniqueName } from '../../http/conflicts';
import { conflict, notFound } from '../../http/errors';
import { notice } from '../../notify/messages';
import type { SystemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import type { Due } from '../../sim/reconciler';
import { admitDeployment } from './admission';
import { resolveConfig, sameConfig } from './config';
import type { Action, Inferencing } from './lifecycle';
import { deploymentRow } from './queries';
import { inferenceDeployments, inferenceEvents, inferenceVersions } from './tables';

type Row = typeof inferenceDeployments.$inferSelect;
type Status = Row['status'];

const unique = uniqueName(
  'inference_deployments_project_name',
  (name) => `A deployment named ${name} already exists in this project`,
);

/**
 * Starts the rollout of a deployment admission let through (created, or changed to a new version): due after the
 * rollout's delay. Until then it holds its replicas but the reconciler leaves it alone.
 */
async function rollOut(v: RequestContext, id: number) {
  const { db, inferencing } = v.services;
  await db
    .update(inferenceDeployments)
    .set({ nextAt: new Date(inferencing.clock.now().getTime() + inferencing.deployDelayMs) })
    .where(
      and(
        eq(inferenceDeployments.id, id),
        eq(inferenceDeployments.status, 'DEPLOYING'),
        isNull(inferenceDeployments.nextAt),
      ),
    );
  await inferencing.reconciler.poke();
}

type Move = { status: Status; statusReason: string | null; nextAt?: Date | null };

/** Stores a move of `row` in `tx` (only if its status is still as read), with its audit entry; the row as stored. */
async function moveIn(
  tx: Db,
  v: RequestContext,
  row: Row,
  set: Move,
  action: 'PAUSE' | 'RESUME' | 'START',
  scope: Awaited<ReturnType<typeof scopeOfProject>>,
) {
  const [moved] = await tx
    .update(inferenceDeployments)
    // Whatever it moves to, it is no longer in the capacity queue (paused while waiting there, say).
    .set({ ...set, queueReason: null, queuedAt: null, updatedAt: v.services.inferencing.clock.now() })
    .where(and(eq(inferenceDeployments.id, row.id), eq(inferenceDeployments.status, row.status)))
    .returning();
  if (!moved) return undefined;
  const changes = auditChanges(row, moved, ['status']);
  await recordAudit(tx, v, { action, resource: { kind: 'DEPLOYMENT', id: row.id, name: row.name }, scope, changes });
  return moved;
}

/** Moves a deployment from one of `from` to `to`; a 409 says why not when it is elsewhere. */
async function move(
  v: RequestContext,
  projectId: number,
  id: number,
  from: Status[],
  set: Move,
  action: 'PAUSE' | 'RESUME' | 'START',
) {
  const { db, inferencing } = v.services;
  const row = await deploymentRow(v, projectId, id);
  if (!from.includes(row.status))
    throw conflict(`${row.name} is ${row.status.toLowerCase()}; this needs it ${from.join(' or ').toLowerCase()}`);
  const scope = await scopeOfProject(v, projectId);
  const stored = await db.transaction((tx) => moveIn(tx, v, row, set, action, scope));
  if (!stored) throw conflict(`${row.name} changed meanwhile; try again`);
  await inferencing.reconciler.poke();
  return stored;
}

/**
 * Creates a deployment with its first version and starts rolling it out, or, when its project's quota or the
 * cluster's nodes cannot take its replicas now, leaves it QUEUED in the capacity queue.
 */
export async function createDeployment(
  v: RequestContext,
  projectId: number,
  body: z.output<typeof DeploymentCreate>,
): Promise<Row> {
  const { db, inferencing } = v.services;
  const userId = v.access.userId;
  const config = await resolveConfig(db, body);
  const now = inferencing.clock.now();
  const scope = await scopeOfProject(v, projectId);
  const row = await explainConflicts(unique, body, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inferenceDeployments)
        .values({
          projectId,
          name: body.name,
          description: body.description ?? '',
          status: 'DEPLOYING',
          config,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
          // Due once admitted (see `rollOut`): the reconciler must not roll out what may yet wait in the queue.
          nextAt: null,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await tx.insert(inferenceVersions).values({ deploymentId: created.id, number: 1, config, createdBy: userId });
      const changes = auditChanges({}, { name: created.name, description: created.description, config });
      await recordAudit(tx, v, { action: 'CREATE', resource: { kind: 'DEPLOYMENT', ...created }, scope, changes });
      return created;
    }),
  );
  await inferencing.record(row.id, userId, 'CREATED', `Deployed ${body.name} (version 1)`);
  const admission = await admitDeployment(v.services, row.id);
  if (admission.queued) return admission.row ?? row;
  await rollOut(v, row.id);
  await inferencing.announce(row, notice('deployment.created', row), [userId]);
  return row;
}

/**
 * Changes a deployment: a new name or description only, or a new configuration, which becomes the
 * next version and rolls out.
 */
export async function updateDeployment(
  v: RequestContext,
  projectId: number,
  id: number,
  body: z.output<typeof DeploymentUpdate>,
) {
  const { db, inferencing } = v.services;
  const userId = v.access.userId;
  const row = await deploymentRow(v, projectId, id);
  const config = await resolveConfig(db, body, row.config);
  const changed = !sameConfig(config, row.config);
  const now = inferencing.clock.now();
  const scope = await scopeOfProject(v, projectId);
  const version = await explainConflicts(unique, body, () =>
    db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: inferenceVersions.number })
        .from(inferenceVersions)
        .where(eq(inferenceVersions.deploymentId, id))
        .orderBy(desc(inferenceVersions.number))
        .limit(1);
      const number = (last?.n ?? 0) + 1;
      if (changed) await tx.insert(inferenceVersions).values({ deploymentId: id, number, config, createdBy: userId });
      await tx
        .update(inferenceDeployments)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          // A queued one keeps its place: the queue decides on the new version's replicas.
          ...(changed && row.status === 'QUEUED' ? { config, activeVersion: number } : {}),
          ...(changed && row.status !== 'QUEUED'
            ? {
                config,
                activeVersion: number,
                status: 'DEPLOYING' as const,
                statusReason: null,
                nextAt: null,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(inferenceDeployments.id, id));
      const after = {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
        ...(changed ? { config, activeVersion: number } : {}),
      };
      const changes = auditChanges(row, after);
      const resource = { kind: 'DEPLOYMENT' as const, id, name: after.name };
      if (changes) await recordAudit(tx, v, { action: 'UPDATE', resource, scope, changes });
      return changed ? number : undefined;
    }),
  );
  const named = { id, name: body.name ?? row.name };
  if (version) {
    await inferencing.record(id, userId, 'UPDATED', `Version ${version} created and rolling out`);
    // More replicas or GPUs than before may not fit: it then waits in the capacity queue.
    const admission = await admitDeployment(v.services, id);
    if (admission.queued) return;
    await rollOut(v, id);
    await inferencing.announce(row, notice('deployment.updated', { ...named, version }), [userId]);
  } else await inferencing.record(id, userId, 'UPDATED', 'Name or description changed');
}

/** Deletes a deployment (its versions, keys, timeline, permissions and windows go with it). */
export async function deleteDeployment(v: RequestContext, projectId: number, id: number) {
  const row = await deploymentRow(v, projectId, id);
  const { db, inferencing } = v.services;
  // Announce first: the project is found from the row, which the delete removes.
  await inferencing.announce(row, notice('deployment.deleted', row), [v.access.userId]);
  const scope = await scopeOfProject(v, projectId);
  await db.transaction(async (tx) => {
    await tx.delete(inferenceDeployments).where(eq(inferenceDeployments.id, id));
    await recordAudit(tx, v, { action: 'DELETE', resource: { kind: 'DEPLOYMENT', id, name: row.name }, scope });
  });
  await inferencing.serving.stop(id);
  return row;
}

/** Rolls a deployment out again at one of its earlier (or later) versions. */
export async function activateVersion(v: RequestContext, projectId: number, id: number, version: number) {
  const { db, inferencing } = v.services;
  const userId = v.access.userId;
  const row = await deploymentRow(v, projectId, id);
  const [target] = await db
    .select()
    .from(inferenceVersions)
    .where(and(eq(inferenceVersions.deploymentId, id), eq(inferenceVersions.number, version)));
  if (!target) throw notFound('Version');
  if (target.number === row.activeVersion) throw conflict(`Version ${version} is already active`);
  const now = inferencing.clock.now();
  const rollback = target.number < row.activeVersion;
  const scope = await scopeOfProject(v, projectId);
  await db.transaction(async (tx) => {
    await tx
      .update(inferenceDeployments)
      .set({
        config: target.config,
        activeVersion: target.number,
        // A queued one keeps its place: the queue decides on this version's replicas.
        ...(row.status === 'QUEUED'
          ? {}
          : {
              status: 'DEPLOYING' as const,
              statusReason: null,
              nextAt: null,
            }),
        updatedAt: now,
      })
      .where(eq(inferenceDeployments.id, id));
    const changes = auditChanges(row, { activeVersion: target.number });
    const resource = { kind: 'DEPLOYMENT' as const, id, name: row.name };
    await recordAudit(tx, v, { action: rollback ? 'ROLLBACK' : 'UPDATE', resource, scope, changes });
  });
  await inferencing.record(
    id,
    userId,
    'VERSION_ACTIVATED',
    rollback
      ? `Rolled back from version ${row.activeVersion} to version ${target.number}`
      : `Activated version ${target.number} (was ${row.activeVersion})`,
  );
  if ((await admitDeployment(v.services, id)).queued) return;
  await rollOut(v, id);
  await inferencing.announce(row, notice('deployment.updated', { id, name: row.name, version }), [userId]);
}

/**
 * Pauses a running deployment by hand: its endpoint refuses calls until it is resumed. A deployment waiting in the
 * capacity queue leaves it, paused.
 */
export async function pauseDeployment(v: RequestContext, projectId: number, id: number) {
  const { inferencing } = v.services;
  const userId = v.access.userId;
  // Due now: the reconciler decides when it is next looked at (its schedule, or the week until it stops).
  const row = await move(
    v,
    projectId,
    id,
    ['RUNNING', 'QUEUED'],
    {
      status: 'PAUSED',
      statusReason: `Paused by ${v.access.name}`,
      nextAt: inferencing.clock.now(),
    },
    'PAUSE',
  );
  // Its replicas end; resuming starts them again.
  await inferencing.serving.stop(id);
  await inferencing.record(id, userId, 'PAUSED', 'Paused; the endpoint refuses calls');
  await inferencing.announce(row, notice('deployment.paused', { ...row, bySchedule: false }), [userId]);
}

/**
 * Resumes a paused deployment, or rolls a stopped one out anew; one whose replicas its project's quota or the
 * cluster's nodes cannot take now waits QUEUED in the capacity queue instead.
 */
export async function resumeDeployment(v: RequestContext, projectId: number, id: number) {
  const { inferencing } = v.services;
  const userId = v.access.userId;
  const before = await deploymentRow(v, projectId, id);
  if (before.status !== 'PAUSED' && before.status !== 'STOPPED')
    throw conflict(`${before.name} is ${before.status.toLowerCase()}; this needs it paused or stopped`);
  const now = inferencing.clock.now();
  const local = before.status === 'PAUSED' && inferencing.serving.mode === 'local';
  // Local serving: the replicas answer ready before the endpoint takes calls again, so whether they may start is
  // asked first (a paused deployment holds nothing), and asked again with the move itself.
  if (local) {
    if ((await admitDeployment(v.services, id)).queued) return;
    const failure = await inferencing.serveNow(before);
    if (failure) throw engineUnavailable('the model runtime', `${before.name} could not resume: ${failure}`);
  }
  // A stopped deployment gave its replicas back: starting it is a new rollout of its active version.
  const started = before.status === 'STOPPED';
  const scope = await scopeOfProject(v, projectId);
  let moved: Row | undefined;
  // Decided and moved in one transaction under the project's admission lock.
  const admission = await admitDeployment(v.services, id, async (tx) => {
    moved = started
      ? await moveIn(
          tx,
          v,
          before,
          { status: 'DEPLOYING', statusReason: null, nextAt: new Date(now.getTime() + inferencing.deployDelayMs) },
          'START',
          scope,
        )
      : await moveIn(tx, v, before, { status: 'RUNNING', statusReason: null }, 'RESUME', scope);
  });
  if (admission.queued) {
    if (local) await inferencing.serving.stop(id);
    return;
  }
  if (!moved) throw conflict(`${before.name} changed meanwhile; try again`);
  const row = moved;
  await inferencing.reconciler.poke();
  await inferencing.record(
    id,
    userId,
    'RESUMED',
    started ? `Started again; version ${row.activeVersion} is rolling out` : 'Resumed; the endpoint answers again',
  );
  await inferencing.announce(row, notice('deployment.resumed', { ...row, bySchedule: false }), [userId]);
}

/** Adds an entry to a deployment's timeline, at the clock's now; `actorId` null: the platform. */
export async function recordTimeline(
  { db, clock }: { db: Db; clock: Clock },
  deploymentId: number,
  actorId: number | null,
  action: Action,
  detail: string,
) {
  await db.insert(inferenceEvents).values({ deploymentId, actorId, action, detail, at: clock.now() });
}

/** What the reconciler's moves use to record and tell: the timeline and the deployment's audience. */
type Lifecycle = Pick<Inferencing, 'record' | 'announce'>;
type DueDeployment = Due<typeof inferenceDeployments>;

/**
 * Stores one move of the reconciler (only if the row is still as read), then its timeline entry and
 * its notice, both from the row as stored; nobody is told when another instance or a request got there
 * first.
 */
async function storeMove(
  { record, announce }: Lifecycle,
  due: DueDeployment,
  change: { status: Status; statusReason: string | null; nextAt: Date | null },
  told: (stored: Row) => { action: Action; detail: string; notice: Parameters<Lifecycle['announce']>[1] },
) {
  const { nextAt, ...set } = change;
  const stored = await due.store({ ...set, updatedAt: due.now }, nextAt);
  if (!stored) return;
  const { action, detail, notice: input } = told(stored);
  await record(stored.id, null, action, detail);
  await announce(stored, input);
}

/** DEPLOYING -> FAILED: the rollout cannot run (`reason`). */
export const rolloutFailed = (l: Lifecycle, due: DueDeployment, reason: string, _by: SystemActor) =>
  storeMove(l, due, { status: 'FAILED', statusReason: reason, nextAt: null }, (s) => ({
    action: 'FAILED',
    detail: reason,
    notice: notice('deployment.failed', { id: s.id, name: s.name, reason }),
  }));

/** DEPLOYING -> PAUSED: ready, but outside its uptime windows; it resumes at `next`. */
export const rolloutWaitsForWindow = (l: Lifecycle, due: DueDeployment, next: Date | null, _by: SystemActor) =>
  storeMove(l, due, { status: 'PAUSED', statusReason: 'Outside its uptime schedule', nextAt: next }, (s) => ({
    action: 'SCHEDULE_PAUSED',
    detail: `Version ${s.activeVersion} is ready; paused until a window opens`,
    notice: notice('deployment.paused', { id: s.id, name: s.name, bySchedule: true }),
  }));

/** DEPLOYING -> RUNNING: the rollout is done; its uptime windows next change at `next`. */
export const rolloutRunning = (l: Lifecycle, due: DueDeployment, next: Date | null, _by: SystemActor) =>
  storeMove(l, due, { status: 'RUNNING', statusReason: null, nextAt: next }, (s) => ({
    action: 'RUNNING',
    detail: `Version ${s.activeVersion} is running`,
    notice: notice('deployment.running', { id: s.id, name: s.name }),
  }));

/** PAUSED -> STOPPED: paused a week with no window to resume it; its replicas and GPUs are released. */
export const stopIdleDeployment = (l: Lifecycle, due: DueDeployment, _by: SystemActor) =>
  storeMove(
    l,
    due,
    {
      status: 'STOPPED',
      statusReason: 'Stopped after 7 days paused; its replicas and GPUs were released',
      nextAt: null,
    },
    (s) => ({
      action: 'STOPPED',
      detail: 'Paused for 7 days: replicas and GPUs released; starting it again rolls it out anew',
      notice: notice('deployment.stopped', { id: s.id, name: s.name }),
    }),
  );

/** What a resume by an uptime window records and tells. */
const resumedBySchedule = (s: Row) => ({
  action: 'SCHEDULE_RESUMED' as const,
  detail: 'Resumed: an uptime window opened',
  notice: notice('deployment.resumed', { id: s.id, name: s.name, bySchedule: true }),
});

/**
 * PAUSED -> RUNNING in `tx`, the transaction of the admission that let it start (under its project's admission
 * lock, so the next decision of the project counts its replicas): an uptime window opened; the next change is at
 * `next`. Only while the row is as the loop read it (still PAUSED, still due). Answers the row as stored, to be told
 * with {@link tellResumedBySchedule} once the transaction is over, or undefined when it changed meanwhile.
 */
export async function resumeByScheduleIn(tx: Db, due: DueDeployment, next: Date | null) {
  const [stored] = await tx
    .update(inferenceDeployments)
    .set({ status: 'RUNNING', statusReason: null, queueReason: null, queuedAt: null, nextAt: next, updatedAt: due.now })
    .where(
      and(
        eq(inferenceDeployments.id, due.row.id),
        eq(inferenceDeployments.status, 'PAUSED'),
        lte(inferenceDeployments.nextAt, due.now),
      ),
    )
    .returning();
  return stored;
}

/** The timeline entry and the notice of a resume stored by {@link resumeByScheduleIn}. */
export async function tellResumedBySchedule({ record, announce }: Lifecycle, stored: Row) {
  const { action, detail, notice: input } = resumedBySchedule(stored);
  await record(stored.id, null, action, detail);
  await announce(stored, input);
}

/** RUNNING -> PAUSED: outside its uptime windows; the next change is at `next`. */
export const pauseBySchedule = (l: Lifecycle, due: DueDeployment, next: Date | null, _by: SystemActor) =>
  storeMove(l, due, { status: 'PAUSED', statusReason: 'Paused by its uptime schedule', nextAt: next }, (s) => ({
    action: 'SCHEDULE_PAUSED',
    detail: 'Paused: outside its uptime windows',
    notice: notice('deployment.paused', { id: s.id, name: s.name, bySchedule: true }),
  }));

/**
 * RUNNING, DEPLOYING or PAUSED -> FAILED: its replicas could not be served (they crashed again and again,
 * or could not start after a restart of the API); on the timeline and as a notice.
 */
export async function servingFailed(
  l: Lifecycle & Pick<Inferencing, 'serving' | 'clock'> & { db: Db },
  row: Pick<Row, 'id'>,
  reason: string,
) {
  const [stored] = await l.db
    .update(inferenceDeployments)
    .set({ status: 'FAILED', statusReason: reason, nextAt: null, updatedAt: l.clock.now() })
    .where(
      and(
        eq(inferenceDeployments.id, row.id),
        inArray(inferenceDeployments.status, ['RUNNING', 'DEPLOYING', 'PAUSED']),
      ),
    )
    .returning();
  if (!stored) return;
  await l.serving.stop(row.id);
  await l.record(stored.id, null, 'FAILED', reason);
  await l.announce(stored, notice('deployment.failed', { id: stored.id, name: stored.name, reason }));
}
