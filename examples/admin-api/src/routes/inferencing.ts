import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { type DeploymentRole, deploymentRoles, visibleDeployments } from '../access/deployments';
import { deploymentDetail, deploymentPage } from '../data/inferencing';
import { inferenceDeployments, inferenceVersions, users } from '../db/schema';
import type { AppEnv } from '../env';
import { explainConflicts, uniqueName } from '../http/conflicts';
import { conflict, notFound } from '../http/errors';
import { guarded } from '../http/guarded';
import { paging } from '../http/paging';
import { resolveConfig, sameConfig } from '../inferencing/config';
import { notice } from '../notify/messages';

type Vars = AppEnv['Variables'];
type Status = typeof inferenceDeployments.$inferSelect.status;

const unique = uniqueName(
  'inference_deployments_project_name',
  (name) => `A deployment named ${name} already exists in this project`,
);

/** A deployment of the project in the path; another project's is not found. */
export async function deploymentRow(v: Vars, projectId: number, id: number) {
  const [row] = await v.services.db
    .select()
    .from(inferenceDeployments)
    .where(and(eq(inferenceDeployments.projectId, projectId), eq(inferenceDeployments.id, id)));
  if (!row) throw notFound('Deployment');
  return row;
}

/** The deployment as answered, with what the caller may do with it (`role`, default: as authorized). */
async function detail(v: Vars, projectId: number, id: number, role: DeploymentRole = v.deployment.role) {
  const found = await deploymentDetail(v.services.db, v.services.config.apiAudience, projectId, id);
  if (!found) throw notFound('Deployment');
  return { ...found, callerAccess: role };
}

/** Moves a deployment from one of `from` to `to`; a 409 says why not when it is elsewhere. */
async function move(
  v: Vars,
  projectId: number,
  id: number,
  from: Status[],
  set: { status: Status; statusReason: string | null; nextAt?: Date },
) {
  const { db, inferencing } = v.services;
  const row = await deploymentRow(v, projectId, id);
  if (!from.includes(row.status))
    throw conflict(`${row.name} is ${row.status.toLowerCase()}; this needs it ${from.join(' or ').toLowerCase()}`);
  const [stored] = await db
    .update(inferenceDeployments)
    .set({ ...set, updatedAt: inferencing.clock.now() })
    .where(and(eq(inferenceDeployments.id, id), eq(inferenceDeployments.status, row.status)))
    .returning();
  if (!stored) throw conflict(`${row.name} changed meanwhile; try again`);
  await inferencing.reconciler.poke();
  return stored;
}

/** Deployments: list, create, get, update, delete, versions and activate, pause and resume. */
export function registerInferencingRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.list), async (c) => {
    const { projectId } = c.req.valid('param');
    const query = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(query);
    const { db, config } = c.var.services;
    const { access, scope } = c.var;
    const visible = visibleDeployments(db, access, scope);
    const page = await deploymentPage(
      db,
      config.apiAudience,
      projectId,
      { ...query, offset, limit: pageSize },
      visible,
    );
    const roles = await deploymentRoles(
      db,
      access,
      scope,
      page.items.map((d) => d.id),
    );
    // Every listed deployment is one the caller holds a role on (the filter above); CALL is the floor.
    const items = page.items.map((d) => ({ ...d, callerAccess: roles.get(d.id) ?? ('CALL' as const) }));
    return c.json({ ...page, items, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.create), async (c) => {
    const { projectId } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, inferencing } = c.var.services;
    const userId = c.var.access.userId;
    const config = await resolveConfig(db, body);
    const now = inferencing.clock.now();
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
            nextAt: new Date(now.getTime() + inferencing.deployDelayMs),
          })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await tx.insert(inferenceVersions).values({ deploymentId: created.id, number: 1, config, createdBy: userId });
        return created;
      }),
    );
    await inferencing.record(row.id, userId, 'CREATED', `Deployed ${body.name} (version 1)`);
    await inferencing.reconciler.poke();
    await inferencing.announce(row, notice('deployment.created', row), [userId]);
    return c.json(await detail(c.var, projectId, row.id, 'ADMIN'), 201);
  });

  app.openapi(guarded(routes.get), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.update), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, inferencing } = c.var.services;
    const userId = c.var.access.userId;
    const row = await deploymentRow(c.var, projectId, id);
    const config = await resolveConfig(db, body, row.config);
    const changed = !sameConfig(config, row.config);
    const now = inferencing.clock.now();
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
            ...(changed
              ? {
                  config,
                  activeVersion: number,
                  status: 'DEPLOYING' as const,
                  statusReason: null,
                  nextAt: new Date(now.getTime() + inferencing.deployDelayMs),
                }
              : {}),
            updatedAt: now,
          })
          .where(eq(inferenceDeployments.id, id));
        return changed ? number : undefined;
      }),
    );
    const named = { id, name: body.name ?? row.name };
    if (version) {
      await inferencing.record(id, userId, 'UPDATED', `Version ${version} created and rolling out`);
      await inferencing.reconciler.poke();
      await inferencing.announce(row, notice('deployment.updated', { ...named, version }), [userId]);
    } else await inferencing.record(id, userId, 'UPDATED', 'Name or description changed');
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.delete), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const row = await deploymentRow(c.var, projectId, id);
    const { db, inferencing } = c.var.services;
    // Announce first: the project is found from the row, which the delete removes.
    await inferencing.announce(row, notice('deployment.deleted', row), [c.var.access.userId]);
    await db.delete(inferenceDeployments).where(eq(inferenceDeployments.id, id));
    return c.json({ message: `${row.name} deleted` }, 200);
  });

  app.openapi(guarded(routes.versions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { name } = c.req.valid('query');
    const row = await deploymentRow(c.var, projectId, id);
    const rows = await c.var.services.db
      .select({
        id: inferenceVersions.id,
        number: inferenceVersions.number,
        config: inferenceVersions.config,
        createdBy: users.name,
        createdAt: inferenceVersions.createdAt,
      })
      .from(inferenceVersions)
      .leftJoin(users, eq(users.id, inferenceVersions.createdBy))
      .where(eq(inferenceVersions.deploymentId, id))
      .orderBy(desc(inferenceVersions.number));
    const wanted = name?.trim().toLowerCase();
    return c.json(
      rows
        .filter((v) => !wanted || `v${v.number}`.includes(wanted))
        .map((v) => ({
          ...v,
          name: `v${v.number}`,
          active: v.number === row.activeVersion,
          createdAt: v.createdAt.toISOString(),
        })),
      200,
    );
  });

  app.openapi(guarded(routes.activateVersion), async (c) => {
    const { projectId, id, version } = c.req.valid('param');
    const { db, inferencing } = c.var.services;
    const userId = c.var.access.userId;
    const row = await deploymentRow(c.var, projectId, id);
    const [target] = await db
      .select()
      .from(inferenceVersions)
      .where(and(eq(inferenceVersions.deploymentId, id), eq(inferenceVersions.number, version)));
    if (!target) throw notFound('Version');
    if (target.number === row.activeVersion) throw conflict(`Version ${version} is already active`);
    const now = inferencing.clock.now();
    await db
      .update(inferenceDeployments)
      .set({
        config: target.config,
        activeVersion: target.number,
        status: 'DEPLOYING',
        statusReason: null,
        updatedAt: now,
        nextAt: new Date(now.getTime() + inferencing.deployDelayMs),
      })
      .where(eq(inferenceDeployments.id, id));
    const rollback = target.number < row.activeVersion;
    await inferencing.record(
      id,
      userId,
      'VERSION_ACTIVATED',
      rollback
        ? `Rolled back from version ${row.activeVersion} to version ${target.number}`
        : `Activated version ${target.number} (was ${row.activeVersion})`,
    );
    await inferencing.reconciler.poke();
    await inferencing.announce(row, notice('deployment.updated', { id, name: row.name, version }), [userId]);
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.pause), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { inferencing } = c.var.services;
    const userId = c.var.access.userId;
    // Due now: the reconciler decides when it is next looked at (its schedule, or the week until it stops).
    const row = await move(c.var, projectId, id, ['RUNNING'], {
      status: 'PAUSED',
      statusReason: `Paused by ${c.var.access.name}`,
      nextAt: inferencing.clock.now(),
    });
    await inferencing.record(id, userId, 'PAUSED', 'Paused; the endpoint refuses calls');
    await inferencing.announce(row, notice('deployment.paused', { ...row, bySchedule: false }), [userId]);
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.resume), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { inferencing } = c.var.services;
    const userId = c.var.access.userId;
    const before = await deploymentRow(c.var, projectId, id);
    const now = inferencing.clock.now();
    // A stopped deployment gave its replicas back: starting it is a new rollout of its active version.
    const row =
      before.status === 'STOPPED'
        ? await move(c.var, projectId, id, ['STOPPED'], {
            status: 'DEPLOYING',
            statusReason: null,
            nextAt: new Date(now.getTime() + inferencing.deployDelayMs),
          })
        : await move(c.var, projectId, id, ['PAUSED'], { status: 'RUNNING', statusReason: null });
    const started = before.status === 'STOPPED';
    await inferencing.record(
      id,
      userId,
      'RESUMED',
      started ? `Started again; version ${row.activeVersion} is rolling out` : 'Resumed; the endpoint answers again',
    );
    await inferencing.announce(row, notice('deployment.resumed', { ...row, bySchedule: false }), [userId]);
    return c.json(await detail(c.var, projectId, id), 200);
  });
}
