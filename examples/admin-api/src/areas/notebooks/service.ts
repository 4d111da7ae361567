/**
 * Every change to notebook instances: those a caller asks for (create, scale, change, delete, start
 * and stop; the hub's quota and images are checked here) and those the simulated hub makes on the
 * clock (running, failed, culled, stopped: `simulator.ts` decides when), with the owner's notices.
 */
import type { notebookRoutes } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { isAdminOf, loadAccess, Priority, priorityOn } from '../../access/access';
import { projectScope } from '../../access/lookup';
import { auditChanges, audited } from '../../audit/record';
import type { Db } from '../../db/database';
import { engineUnavailable } from '../../engines';
import { HubRefusal, type HubSpawnOptions, hubServerOf } from '../../engines/notebookHub';
import type { RequestContext } from '../../env';
import { explainConflicts, uniqueName } from '../../http/conflicts';
import { ApiError, conflict, invalid } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import type { NotificationInput } from '../../notify/notifier';
import type { JobContext, SystemActor } from '../../services/actor';
import type { Due } from '../../sim/reconciler';
import { type Admission, admit, tellQueueChange, underAdmissionLock, wakeCapacityQueue } from '../capacity';
import { machineClusterOnly, machineMetrics } from '../clusters';
import { ServiceId } from '../projects';
import { projectServices, projects } from '../projects/tables';
import { notebookHubOf, notebookSizes, projectScopeOf, replicasInUse, visibleNotebook } from './queries';
import type { NotebookSimulator } from './simulator';
import { notebookImages, notebooks } from './tables';
import { notebookRequest } from './workloads';

/** The status reason of a running instance stopped to start again with changed choices (local hub). */
export const RESTARTING = 'Restarting with the new settings.';

/** An instance's choices as the hub's spawner options. */
export async function spawnOptionsOf(
  db: Db,
  row: Pick<Row, 'imageId' | 'size' | 'storageGiB' | 'gpuCount'>,
): Promise<HubSpawnOptions> {
  const [image] = await db.select().from(notebookImages).where(eq(notebookImages.id, row.imageId));
  const size = notebookSizes.find((s) => s.id === row.size) ?? notebookSizes[0];
  return {
    image: image?.id ?? row.imageId,
    cpu: size?.cpu ?? 1,
    memGiB: size?.memoryGiB ?? 4,
    storageGiB: row.storageGiB,
    gpu: row.gpuCount,
  };
}

/** Refuses a change that needs the hub while it does not answer (503 naming JupyterHub, with Retry-After). */
async function requireHubEngine(v: RequestContext) {
  const status = await v.services.notebookHub.status();
  if (!status.available)
    throw engineUnavailable(
      'JupyterHub',
      status.reason?.replace(/^JupyterHub is not available: /, '') ?? 'it does not answer',
    );
}

/**
 * Asks the hub to start an instance's server; a refusal the owner can act on (a GPU on a machine without one)
 * fails it at once with the hub's reason. Only the real hub is asked: the simulated one moves on the clock.
 */
async function startOnHub(v: RequestContext, instanceId: number) {
  const { db, notebookHub, clock } = v.services;
  if (notebookHub.mode !== 'local') return;
  const [row] = await db.select().from(notebooks).where(eq(notebooks.id, instanceId));
  if (!row) return;
  try {
    await notebookHub.startServer(hubServerOf(row.ownerId, row.id), await spawnOptionsOf(db, row));
  } catch (error) {
    if (!(error instanceof HubRefusal)) throw error;
    await db
      .update(notebooks)
      .set({ status: 'FAILED', statusReason: error.message, nextAt: null, updatedAt: clock.now() })
      .where(and(eq(notebooks.id, instanceId), eq(notebooks.status, 'PENDING')));
  }
}

/** What the capacity queue needs to decide on an instance and start it. */
export type QueueServices = Pick<
  RequestContext['services'],
  'db' | 'clock' | 'config' | 'metrics' | 'notebookHub' | 'notifier'
> & {
  notebookSim: Pick<NotebookSimulator, 'delays' | 'poke'>;
};

/**
 * Whether a PENDING instance may start now (its project's quota and a node with room, see `capacity/admission`);
 * one that may not waits in the capacity queue with the reason stored, holding nothing, until the queue starts it.
 */
export async function admitNotebook(services: QueueServices, instanceId: number): Promise<Admission> {
  const { db, clock } = services;
  const [owner] = await db
    .select({ projectId: notebooks.projectId })
    .from(notebooks)
    .where(eq(notebooks.id, instanceId));
  if (!owner) return { fits: true };
  const machine = await machineClusterOnly(db, machineMetrics(services));
  // Decided under the project's admission lock: two instances of a project started at once are decided in turn.
  let queued: Row | undefined;
  const decision = await underAdmissionLock(db, owner.projectId, async (tx): Promise<Admission> => {
    const [row] = await tx
      .select({ notebook: notebooks, organizationId: projects.organizationId, branchId: projects.branchId })
      .from(notebooks)
      .innerJoin(projects, eq(projects.id, notebooks.projectId))
      .where(eq(notebooks.id, instanceId));
    const request = row && notebookRequest(row.notebook);
    if (!row || !request || row.notebook.status !== 'PENDING') return { fits: true };
    const { projectId } = row.notebook;
    const candidate = {
      key: `notebook:${instanceId}`,
      projectId,
      organizationId: row.organizationId,
      branchId: row.branchId,
      request,
    };
    const decision = await admit(tx, candidate, machine);
    const now = clock.now();
    if (decision.fits) {
      // A queued one leaves the queue in the same transaction: from now on it holds its size for the next decision.
      if (row.notebook.queuedAt)
        await tx
          .update(notebooks)
          .set({
            queueReason: null,
            queuedAt: null,
            statusReason: null,
            nextAt: new Date(now.getTime() + services.notebookSim.delays.startMs),
            updatedAt: now,
          })
          .where(and(eq(notebooks.id, instanceId), eq(notebooks.status, 'PENDING')));
      return decision;
    }
    await tx
      .update(notebooks)
      .set({
        queueReason: decision.reason,
        queuedAt: row.notebook.queuedAt ?? now,
        statusReason: decision.detail,
        nextAt: null,
        updatedAt:
          row.notebook.queuedAt && row.notebook.statusReason === decision.detail ? row.notebook.updatedAt : now,
      })
      .where(and(eq(notebooks.id, instanceId), eq(notebooks.status, 'PENDING')));
    if (!row.notebook.queuedAt) queued = row.notebook;
    return decision;
  });
  // Its owner and the admins above its project hear it waits (once, when it joins the queue); their open capacity
  // boards refetch on the notice; the queue looks again at its busy pace.
  if (queued && !decision.fits) {
    const { name } = queued;
    const detail = decision.detail;
    wakeCapacityQueue(db);
    await tellQueueChange(
      services,
      queued.projectId,
      notice('capacity.queued', { kind: 'Notebook', name, detail }),
      [queued.ownerId],
      notebooksLink,
    );
  }
  return decision;
}

/** Where an instance's owner finds it: the notebooks of the module their role on the project opens. */
const notebooksLink = (priority: number) =>
  `/${priority <= Priority.ProjectAdmin ? 'project-module' : 'project-member-module'}/jupyter-notebooks`;

/**
 * Starts an instance the capacity queue just admitted (`admitNotebook` took it out of the queue) as a new one starts:
 * the hub's start on the clock, or the real hub.
 */
export async function releaseNotebook(services: QueueServices, instanceId: number) {
  const { db, clock, notebookSim, notebookHub } = services;
  const [row] = await db
    .select()
    .from(notebooks)
    .where(and(eq(notebooks.id, instanceId), eq(notebooks.status, 'PENDING'), isNull(notebooks.queuedAt)));
  if (!row) return;
  await tellQueueChange(
    services,
    row.projectId,
    notice('capacity.admitted', { kind: 'Notebook', name: row.name }),
    [row.ownerId],
    notebooksLink,
  );
  if (notebookHub.mode === 'local') {
    try {
      await notebookHub.startServer(hubServerOf(row.ownerId, row.id), await spawnOptionsOf(db, row));
    } catch (error) {
      if (!(error instanceof HubRefusal)) throw error;
      await db
        .update(notebooks)
        .set({ status: 'FAILED', statusReason: error.message, nextAt: null, updatedAt: clock.now() })
        .where(and(eq(notebooks.id, instanceId), eq(notebooks.status, 'PENDING')));
    }
  }
  await notebookSim.poke();
}

const unique = uniqueName(
  'notebooks_project_name',
  (name) => `A notebook named ${name} already exists in this project`,
);

const projectOf = (v: RequestContext) => projectScopeOf(v.scope);

type Row = typeof notebooks.$inferSelect;

/** Stores the notebook hub's use (replicas held) so the project's services show it. */
async function syncNotebookHubUse(db: Db, projectId: number) {
  await db
    .update(projectServices)
    .set({ used: await replicasInUse(db, projectId) })
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.serviceId, ServiceId.NotebookHub)));
}

/** The hub must be there (spec: without it the notebook screens are forbidden). */
async function requireHub(v: RequestContext, projectId: number) {
  const hub = await notebookHubOf(v.services.db, projectId);
  if (!hub) throw conflict('This project has no notebook hub: add the service to the project first');
  return hub;
}

/** Refuses a change that would hold more replicas than the notebook hub's quota. */
async function checkQuota(v: RequestContext, projectId: number, wanted: number, except?: number) {
  const hub = await requireHub(v, projectId);
  const used = await replicasInUse(v.services.db, projectId, except);
  if (used + wanted > hub.quota) {
    const message =
      `The notebook hub's quota is ${hub.quota} replicas and ${used} are in use, so ${wanted} more cannot be added. ` +
      'Ask a project admin to raise the quota, or delete a notebook.';
    // Scaling names its field; a new notebook has no field to blame, so the message stands alone.
    throw conflict(message, except === undefined ? undefined : { replicas: message });
  }
}

async function checkImage(v: RequestContext, imageId: string | undefined) {
  if (imageId === undefined) return;
  const [row] = await v.services.db.select().from(notebookImages).where(eq(notebookImages.id, imageId));
  if (!row) throw invalid({ imageId: 'Not an image the hub offers' });
}

/** Creates a notebook instance (PENDING, started by the hub on the clock); answers it. */
export async function createNotebook(v: RequestContext, body: BodyOf<typeof notebookRoutes.create>) {
  const scope = projectOf(v);
  const { db, clock, notebookSim } = v.services;
  await checkImage(v, body.imageId);
  await checkQuota(v, scope.projectId, 1);
  await requireHubEngine(v);
  const now = clock.now();
  const created = (r: { id: number }[]) => ({
    action: 'CREATE' as const,
    resource: { kind: 'NOTEBOOK' as const, id: r[0]?.id ?? 0, name: body.name },
    scope,
    changes: auditChanges({}, body),
  });
  const [row] = await explainConflicts(unique, body, () =>
    audited(v, created, (tx) =>
      tx
        .insert(notebooks)
        .values({
          ...body,
          projectId: scope.projectId,
          ownerId: v.access.userId,
          status: 'PENDING',
          nextAt: new Date(now.getTime() + notebookSim.delays.startMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notebooks.id }),
    ),
  );
  if (!row) throw new ApiError(500, 'The notebook was not stored');
  await syncNotebookHubUse(db, scope.projectId);
  if ((await admitNotebook(v.services, row.id)).fits) await startOnHub(v, row.id);
  await notebookSim.poke();
  return visibleNotebook(v, row.id);
}

/**
 * Changes how many replicas an instance holds (within the hub's quota); answers it. Zero ends a pending or running
 * instance's server as a stop does (STOPPING until the hub has ended it) and frees its replicas; scaling up again
 * does not start it, a start does (with one replica when it has none).
 */
export async function scaleNotebook(v: RequestContext, instanceId: number, replicas: number) {
  const scope = projectOf(v);
  const { db, clock, notebookSim } = v.services;
  const current = await visibleNotebook(v, instanceId);
  if (replicas > current.replicas) await checkQuota(v, scope.projectId, replicas, instanceId);
  const stops = replicas === 0 && (current.status === 'RUNNING' || current.status === 'PENDING');
  if (stops) await requireHubEngine(v);
  const now = clock.now();
  const stopping = stops
    ? {
        status: 'STOPPING' as const,
        statusReason: `Scaled to zero replicas by ${v.access.name}.`,
        nextAt: new Date(now.getTime() + notebookSim.delays.stopMs),
      }
    : {};
  const resource = { kind: 'NOTEBOOK' as const, id: instanceId, name: current.name };
  const changes = auditChanges(current, stops ? { replicas, status: 'STOPPING' } : { replicas });
  await audited(v, changes ? { action: 'SCALE', resource, scope, changes } : () => undefined, (tx) =>
    tx
      .update(notebooks)
      .set({ replicas, ...stopping, updatedAt: now })
      .where(and(eq(notebooks.id, instanceId), eq(notebooks.projectId, scope.projectId))),
  );
  if (stops) {
    // As a stop: the hub ends the process, the loop sees it gone and stores STOPPED.
    await v.services.notebookHub.stopServer(hubServerOf(current.ownerId, instanceId));
    await notebookSim.poke();
  }
  await syncNotebookHubUse(db, scope.projectId);
  return visibleNotebook(v, instanceId);
}

/** Changes an instance; a running one restarts when what it runs on changes. Answers it. */
export async function updateNotebook(
  v: RequestContext,
  instanceId: number,
  body: BodyOf<typeof notebookRoutes.update>,
) {
  const { clock, notebookSim } = v.services;
  const current = await visibleNotebook(v, instanceId);
  await checkImage(v, body.imageId);
  if (body.storageGiB !== undefined && body.storageGiB < current.storageGiB) {
    throw invalid({ storageGiB: `Storage can only grow (now ${current.storageGiB} GiB)` });
  }
  const now = clock.now();
  // A running instance restarts when what it runs on changes.
  const restarts =
    (current.status === 'RUNNING' || current.status === 'PENDING') &&
    ((body.imageId !== undefined && body.imageId !== current.imageId) ||
      (body.size !== undefined && body.size !== current.size) ||
      (body.gpuCount !== undefined && body.gpuCount !== current.gpuCount));
  const idle = body.idleTimeoutMinutes ?? current.idleTimeoutMinutes;
  const lastActivity = current.lastActivityAt ? new Date(current.lastActivityAt) : null;
  const local = v.services.notebookHub.mode === 'local';
  if (restarts && local) await requireHubEngine(v);
  const schedule = restarts
    ? local
      ? // The hub's server stops, then starts again with the new choices (hubSync.ts).
        { status: 'STOPPING' as const, statusReason: RESTARTING, nextAt: now }
      : { status: 'PENDING' as const, statusReason: null, nextAt: new Date(now.getTime() + notebookSim.delays.startMs) }
    : current.status === 'RUNNING'
      ? { nextAt: notebookSim.cullAt({ idleTimeoutMinutes: idle, lastActivityAt: lastActivity }) }
      : {};
  const changes = auditChanges(current, body);
  const resource = { kind: 'NOTEBOOK' as const, id: instanceId, name: body.name ?? current.name };
  await explainConflicts(unique, body, () =>
    audited(v, changes ? { action: 'UPDATE', resource, scope: projectOf(v), changes } : () => undefined, (tx) =>
      tx
        .update(notebooks)
        .set({ ...body, ...schedule, updatedAt: now })
        .where(eq(notebooks.id, instanceId)),
    ),
  );
  await notebookSim.poke();
  return visibleNotebook(v, instanceId);
}

/** Deletes an instance; answers what was deleted. */
export async function deleteNotebook(v: RequestContext, instanceId: number) {
  const scope = projectOf(v);
  const current = await visibleNotebook(v, instanceId);
  const { notebookHub } = v.services;
  // Its server ends with it (one still starting is ended by the hub sync's sweep).
  await notebookHub.deleteServer(hubServerOf(current.ownerId, instanceId));
  const resource = { kind: 'NOTEBOOK' as const, id: instanceId, name: current.name };
  await audited(v, { action: 'DELETE', resource, scope }, (tx) =>
    tx.delete(notebooks).where(eq(notebooks.id, instanceId)),
  );
  await syncNotebookHubUse(v.services.db, scope.projectId);
  return current;
}

/** Starts a stopped or failed instance (PENDING until the hub has it running); answers it. */
export async function startNotebook(v: RequestContext, instanceId: number) {
  const scope = projectOf(v);
  const { clock, notebookSim } = v.services;
  const current = await visibleNotebook(v, instanceId);
  if (current.status !== 'STOPPED' && current.status !== 'FAILED') {
    throw conflict(`${current.name} is ${current.status.toLowerCase()}; only a stopped or failed notebook starts`);
  }
  await requireHub(v, scope.projectId);
  await requireHubEngine(v);
  // Scaled to zero, it starts with one replica again, within the quota.
  const replicas = current.replicas === 0 ? { replicas: 1 } : {};
  if (current.replicas === 0) await checkQuota(v, scope.projectId, 1, instanceId);
  const now = clock.now();
  const changes = auditChanges(current, { status: 'PENDING', ...replicas });
  const resource = { kind: 'NOTEBOOK' as const, id: instanceId, name: current.name };
  await audited(v, { action: 'START', resource, scope, changes }, (tx) =>
    tx
      .update(notebooks)
      .set({
        status: 'PENDING',
        statusReason: null,
        ...replicas,
        nextAt: new Date(now.getTime() + notebookSim.delays.startMs),
        updatedAt: now,
      })
      .where(eq(notebooks.id, instanceId)),
  );
  if (current.replicas === 0) await syncNotebookHubUse(v.services.db, scope.projectId);
  if ((await admitNotebook(v.services, instanceId)).fits) await startOnHub(v, instanceId);
  await notebookSim.poke();
  return visibleNotebook(v, instanceId);
}

/** Stops a pending or running instance (STOPPING until the hub has stopped it); answers it. */
export async function stopNotebook(v: RequestContext, instanceId: number) {
  const { clock, notebookSim } = v.services;
  const current = await visibleNotebook(v, instanceId);
  if (current.status !== 'RUNNING' && current.status !== 'PENDING') {
    throw conflict(`${current.name} is ${current.status.toLowerCase()}; only a pending or running notebook stops`);
  }
  await requireHubEngine(v);
  const now = clock.now();
  const by = isAdminOf(v.access, projectOf(v)) && current.ownerId !== v.access.userId;
  const changes = auditChanges(current, { status: 'STOPPING' });
  const resource = { kind: 'NOTEBOOK' as const, id: instanceId, name: current.name };
  await audited(v, { action: 'STOP', resource, scope: projectOf(v), changes }, (tx) =>
    tx
      .update(notebooks)
      .set({
        status: 'STOPPING',
        statusReason: by ? `Stopped by ${v.access.name}.` : null,
        // One waiting in the capacity queue leaves it.
        queueReason: null,
        queuedAt: null,
        nextAt: new Date(now.getTime() + notebookSim.delays.stopMs),
        updatedAt: now,
      })
      .where(eq(notebooks.id, instanceId)),
  );
  // The hub ends the process; the loop sees it gone and stores STOPPED (a server still starting is asked again).
  await v.services.notebookHub.stopServer(hubServerOf(current.ownerId, instanceId));
  await notebookSim.poke();
  return visibleNotebook(v, instanceId);
}

/**
 * A one-time address that takes the instance's owner into their running server, signed in (local hub), or
 * the page where it would open (simulated). Nobody else opens it, not even a project admin.
 */
export async function openNotebook(v: RequestContext, instanceId: number) {
  const current = await visibleNotebook(v, instanceId);
  if (current.ownerId !== v.access.userId) throw new ApiError(403, `Only its owner opens ${current.name}`);
  if (current.status !== 'RUNNING' || !current.url)
    throw conflict(`${current.name} is ${current.status.toLowerCase()}; only a running notebook opens`);
  const { notebookHub, clock } = v.services;
  if (notebookHub.mode !== 'local')
    return { url: current.url, expiresAt: new Date(clock.now().getTime() + 60_000).toISOString() };
  const access = await notebookHub.access(hubServerOf(current.ownerId, instanceId));
  return { url: access.url, expiresAt: access.expiresAt.toISOString() };
}

/** The hub's own progress events of an instance's start so far (oldest first). */
export async function notebookProgress(v: RequestContext, instanceId: number) {
  const current = await visibleNotebook(v, instanceId);
  const { notebookHub } = v.services;
  if (notebookHub.mode !== 'local') {
    // The simulated hub's steps, from the stored state.
    if (current.status === 'PENDING')
      return {
        events: [
          { progress: 0, message: 'Server requested' },
          { progress: 50, message: 'Spawning server...' },
        ],
      };
    if (current.status === 'RUNNING')
      return {
        events: [
          { progress: 0, message: 'Server requested' },
          { progress: 100, message: 'Server ready' },
        ],
      };
    return { events: [] };
  }
  const events = await notebookHub.progress(hubServerOf(current.ownerId, instanceId));
  return { events: events.map((e) => ({ progress: e.progress, message: e.message })) };
}

/** Tells an instance's owner, with a link to the module their role on the project opens. */
async function tellOwner({ db, notifier }: JobContext, row: Row, build: (link: string) => NotificationInput) {
  const [access, scope] = await Promise.all([loadAccess(db, row.ownerId), projectScope(db, row.projectId)]);
  if (!access || !scope) return;
  const admin = priorityOn(access, scope) <= 4;
  await notifier.notify(
    [row.ownerId],
    build(`/${admin ? 'project-module' : 'project-member-module'}/jupyter-notebooks`),
  );
}

/** PENDING -> FAILED: the hub cannot start it (`reason`); its owner is told. */
export async function notebookFailed(jobs: JobContext, due: Due<typeof notebooks>, reason: string, _by: SystemActor) {
  const stored = await due.store({ status: 'FAILED', statusReason: reason, updatedAt: due.now }, null);
  if (stored) await tellOwner(jobs, stored, (link) => notice('notebook.failed', { name: stored.name, reason, link }));
}

/** PENDING -> RUNNING: the hub has it running, active from now; the idle culler looks at it at `cullAt`. */
export async function notebookRunning(
  jobs: JobContext,
  due: Due<typeof notebooks>,
  cullAt: Date | null,
  _by: SystemActor,
) {
  const { now } = due;
  const stored = await due.store(
    { status: 'RUNNING', statusReason: null, lastActivityAt: now, updatedAt: now },
    cullAt,
  );
  if (stored) await tellOwner(jobs, stored, (link) => notice('notebook.running', { name: stored.name, link }));
}

/** RUNNING -> STOPPING: idle past its timeout, the culler stops it (STOPPED at `stoppedAt`); its owner is told. */
export async function notebookCulled(jobs: JobContext, due: Due<typeof notebooks>, stoppedAt: Date, _by: SystemActor) {
  const minutes = due.row.idleTimeoutMinutes;
  const statusReason = `Stopped by the idle culler after ${minutes} minutes without activity.`;
  const stored = await due.store({ status: 'STOPPING', statusReason, updatedAt: due.now }, stoppedAt);
  if (stored) await tellOwner(jobs, stored, (link) => notice('notebook.culled', { name: stored.name, minutes, link }));
}

/** STOPPING -> STOPPED: the hub has stopped it. */
export async function notebookStopped(due: Due<typeof notebooks>, _by: SystemActor) {
  await due.store({ status: 'STOPPED', updatedAt: due.now }, null);
}
