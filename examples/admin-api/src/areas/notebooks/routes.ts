import { notebookLimits, notebookRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { isAdminOf, type Scope } from '../../access/access';
import { notebookImages, notebooks } from '../../db/schema';
import type { AppEnv } from '../../env';
import { explainConflicts, uniqueName } from '../../http/conflicts';
import { ApiError, conflict, invalid, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import {
  notebookDetail,
  notebookHubOf,
  notebookRows,
  notebookSizes,
  notebookVisibility,
  replicasInUse,
  syncNotebookHubUse,
} from './queries';

type Vars = AppEnv['Variables'];
type ProjectScope = Extract<Scope, { level: 'project' }>;

const unique = uniqueName(
  'notebooks_project_name',
  (name) => `A notebook named ${name} already exists in this project`,
);

function projectOf(v: Vars): ProjectScope {
  if (v.scope.level !== 'project') throw notFound('Project');
  return v.scope;
}

/** The hub must be there (spec: without it the notebook screens are forbidden). */
async function requireHub(v: Vars, projectId: number) {
  const hub = await notebookHubOf(v.services.db, projectId);
  if (!hub) throw conflict('This project has no notebook hub: add the service to the project first');
  return hub;
}

/** Refuses a change that would hold more replicas than the notebook hub's quota. */
async function checkQuota(v: Vars, projectId: number, wanted: number, except?: number) {
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

async function checkImage(v: Vars, imageId: string | undefined) {
  if (imageId === undefined) return;
  const [row] = await v.services.db.select().from(notebookImages).where(eq(notebookImages.id, imageId));
  if (!row) throw invalid({ imageId: 'Not an image the hub offers' });
}

/** The instance as the caller may see it, or 404 (another member's instance does not exist for them). */
async function visible(v: Vars, id: number) {
  const detail = await notebookDetail(v.services.db, v.services.config.apiAudience, v.access, projectOf(v), id);
  if (!detail) throw notFound('Notebook');
  return detail;
}

/** The notebook hub: instances of a project with their simulated lifecycle. */
export function registerNotebookRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.options), async (c) => {
    const images = await c.var.services.db
      .select({
        id: notebookImages.id,
        name: notebookImages.name,
        description: notebookImages.description,
        gpuCapable: notebookImages.gpuCapable,
      })
      .from(notebookImages)
      .orderBy(asc(notebookImages.position), asc(notebookImages.id));
    return c.json({ images, sizes: notebookSizes, gpuType: 'NVIDIA A100 40GB', ...notebookLimits }, 200);
  });

  app.openapi(guarded(routes.list), async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const where = and(
      notebookVisibility(c.var.access, projectOf(c.var)),
      q.status ? eq(notebooks.status, q.status) : undefined,
    );
    const page = await notebookRows(c.var.services.db, c.var.services.config.apiAudience, where, {
      ...q,
      offset,
      limit: pageSize,
    });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.create), async (c) => {
    const body = c.req.valid('json');
    const scope = projectOf(c.var);
    const { db, clock, notebookSim } = c.var.services;
    await checkImage(c.var, body.imageId);
    await checkQuota(c.var, scope.projectId, 1);
    const now = clock.now();
    const [row] = await explainConflicts(unique, body, () =>
      db
        .insert(notebooks)
        .values({
          ...body,
          projectId: scope.projectId,
          ownerId: c.var.access.userId,
          status: 'PENDING',
          nextAt: new Date(now.getTime() + notebookSim.delays.startMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notebooks.id }),
    );
    if (!row) throw new ApiError(500, 'The notebook was not stored');
    await syncNotebookHubUse(db, scope.projectId);
    await notebookSim.poke();
    return c.json(await visible(c.var, row.id), 201);
  });

  app.openapi(guarded(routes.scale), async (c) => {
    const { instanceId, replicas } = c.req.valid('json');
    const scope = projectOf(c.var);
    const { db, clock } = c.var.services;
    const current = await visible(c.var, instanceId);
    if (replicas > current.replicas) await checkQuota(c.var, scope.projectId, replicas, instanceId);
    await db
      .update(notebooks)
      .set({ replicas, updatedAt: clock.now() })
      .where(and(eq(notebooks.id, instanceId), eq(notebooks.projectId, scope.projectId)));
    await syncNotebookHubUse(db, scope.projectId);
    return c.json(await visible(c.var, instanceId), 200);
  });

  app.openapi(guarded(routes.get), async (c) => c.json(await visible(c.var, c.req.valid('param').instanceId), 200));

  app.openapi(guarded(routes.update), async (c) => {
    const { instanceId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, clock, notebookSim } = c.var.services;
    const current = await visible(c.var, instanceId);
    await checkImage(c.var, body.imageId);
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
    const schedule = restarts
      ? { status: 'PENDING' as const, statusReason: null, nextAt: new Date(now.getTime() + notebookSim.delays.startMs) }
      : current.status === 'RUNNING'
        ? { nextAt: notebookSim.cullAt({ idleTimeoutMinutes: idle, lastActivityAt: lastActivity }) }
        : {};
    await explainConflicts(unique, body, () =>
      db
        .update(notebooks)
        .set({ ...body, ...schedule, updatedAt: now })
        .where(eq(notebooks.id, instanceId)),
    );
    await notebookSim.poke();
    return c.json(await visible(c.var, instanceId), 200);
  });

  app.openapi(guarded(routes.delete), async (c) => {
    const { instanceId } = c.req.valid('param');
    const scope = projectOf(c.var);
    const current = await visible(c.var, instanceId);
    await c.var.services.db.delete(notebooks).where(eq(notebooks.id, instanceId));
    await syncNotebookHubUse(c.var.services.db, scope.projectId);
    return c.json({ message: `${current.name} deleted` }, 200);
  });

  app.openapi(guarded(routes.start), async (c) => {
    const { instanceId } = c.req.valid('param');
    const scope = projectOf(c.var);
    const { db, clock, notebookSim } = c.var.services;
    const current = await visible(c.var, instanceId);
    if (current.status !== 'STOPPED' && current.status !== 'FAILED') {
      throw conflict(`${current.name} is ${current.status.toLowerCase()}; only a stopped or failed notebook starts`);
    }
    await requireHub(c.var, scope.projectId);
    const now = clock.now();
    await db
      .update(notebooks)
      .set({
        status: 'PENDING',
        statusReason: null,
        nextAt: new Date(now.getTime() + notebookSim.delays.startMs),
        updatedAt: now,
      })
      .where(eq(notebooks.id, instanceId));
    await notebookSim.poke();
    return c.json(await visible(c.var, instanceId), 202);
  });

  app.openapi(guarded(routes.stop), async (c) => {
    const { instanceId } = c.req.valid('param');
    const { db, clock, notebookSim } = c.var.services;
    const current = await visible(c.var, instanceId);
    if (current.status !== 'RUNNING' && current.status !== 'PENDING') {
      throw conflict(`${current.name} is ${current.status.toLowerCase()}; only a pending or running notebook stops`);
    }
    const now = clock.now();
    const by = isAdminOf(c.var.access, projectOf(c.var)) && current.ownerId !== c.var.access.userId;
    await db
      .update(notebooks)
      .set({
        status: 'STOPPING',
        statusReason: by ? `Stopped by ${c.var.access.name}.` : null,
        nextAt: new Date(now.getTime() + notebookSim.delays.stopMs),
        updatedAt: now,
      })
      .where(eq(notebooks.id, instanceId));
    await notebookSim.poke();
    return c.json(await visible(c.var, instanceId), 202);
  });
}

/** A plain page where a running notebook would open: this reference server runs no notebook servers. */
export function registerNotebookLabPage(app: OpenAPIHono<AppEnv>) {
  app.get('/hub/:projectId/:id/lab', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><title>Notebook</title></head><body><main><h1>Notebook</h1>' +
        '<p>The reference admin API simulates the notebook hub and runs no notebook servers. ' +
        'A production backend opens JupyterLab at this address.</p></main></body></html>',
    ),
  );
}
