import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { containing } from '../data/tenancy';
import { inferenceDeployments, inferenceSchedules, predefinedModels, registryCredentials } from '../db/schema';
import { type UptimeWindow, validateSchedule } from '../domain/schedule';
import type { AppEnv } from '../env';
import { invalid, notFound } from '../http/errors';
import { guarded } from '../http/guarded';
import { paging } from '../http/paging';
import { deploymentRow } from './inferencing';

type Vars = AppEnv['Variables'];
type ScheduleRow = typeof inferenceSchedules.$inferSelect;

const scheduleDto = ({ createdAt, ...w }: ScheduleRow) => ({ ...w, createdAt: createdAt.toISOString() });

/** A window of a deployment of the project in the path. */
async function scheduleRow(v: Vars, projectId: number, id: number) {
  const [row] = await v.services.db
    .select({ window: inferenceSchedules })
    .from(inferenceSchedules)
    .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceSchedules.deploymentId))
    .where(and(eq(inferenceSchedules.id, id), eq(inferenceDeployments.projectId, projectId)));
  if (!row) throw notFound('Scheduled uptime');
  return row.window;
}

/**
 * Checks `window` together with the deployment's other windows (all but `replacing`); field errors
 * of the window itself are answered without the list prefix, so a form marks its own fields.
 */
async function checkWindow(v: Vars, deploymentId: number, window: UptimeWindow, replacing?: number) {
  const others = (
    await v.services.db.select().from(inferenceSchedules).where(eq(inferenceSchedules.deploymentId, deploymentId))
  ).filter((w) => w.id !== replacing);
  const errors = validateSchedule([...others, window], { at: v.services.inferencing.clock.now() });
  if (Object.keys(errors).length === 0) return;
  const own = `windows.${others.length}.`;
  const details: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors))
    details[key.startsWith(own) ? key.slice(own.length) : key === 'windows' ? 'weekDays' : key] = message;
  throw invalid(details);
}

/** The schedule changed: the reconciler applies it now (pause outside the windows, resume inside). */
async function applyNow(v: Vars, deploymentId: number, detail: string) {
  const { db, inferencing } = v.services;
  await db
    .update(inferenceDeployments)
    .set({ nextAt: inferencing.clock.now() })
    .where(
      and(
        eq(inferenceDeployments.id, deploymentId),
        or(eq(inferenceDeployments.status, 'RUNNING'), eq(inferenceDeployments.status, 'PAUSED')),
      ),
    );
  await inferencing.record(deploymentId, v.access.userId, 'SCHEDULE_CHANGED', detail);
  await inferencing.reconciler.poke();
}

const describe = (w: UptimeWindow) => `${w.weekDays.join(', ')} ${w.start}-${w.end} (${w.timeZone})`;
/** Masks all but the last four characters of a secret. */
const hint = (secret: string) => `••••${secret.slice(-4)}`;

/** Scheduled uptime, registry credentials and the predefined-model catalog. */
export function registerInferencingScheduleRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.schedules), async (c) => {
    const { projectId } = c.req.valid('param');
    const { deploymentId } = c.req.valid('query');
    await deploymentRow(c.var, projectId, deploymentId);
    const rows = await c.var.services.db
      .select()
      .from(inferenceSchedules)
      .where(eq(inferenceSchedules.deploymentId, deploymentId))
      .orderBy(asc(inferenceSchedules.id));
    return c.json(rows.map(scheduleDto), 200);
  });

  app.openapi(guarded(routes.createSchedule), async (c) => {
    const { projectId } = c.req.valid('param');
    const { deploymentId, ...window } = c.req.valid('json');
    await deploymentRow(c.var, projectId, deploymentId);
    await checkWindow(c.var, deploymentId, window);
    const [row] = await c.var.services.db
      .insert(inferenceSchedules)
      .values({ deploymentId, ...window })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await applyNow(c.var, deploymentId, `Window added: ${describe(window)}`);
    return c.json(scheduleDto(row), 201);
  });

  app.openapi(guarded(routes.schedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(scheduleDto(await scheduleRow(c.var, projectId, id)), 200);
  });

  app.openapi(guarded(routes.updateSchedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const window = c.req.valid('json');
    const current = await scheduleRow(c.var, projectId, id);
    await checkWindow(c.var, current.deploymentId, window, id);
    const [row] = await c.var.services.db
      .update(inferenceSchedules)
      .set(window)
      .where(eq(inferenceSchedules.id, id))
      .returning();
    if (!row) throw notFound('Scheduled uptime');
    await applyNow(c.var, row.deploymentId, `Window changed: ${describe(window)}`);
    return c.json(scheduleDto(row), 200);
  });

  app.openapi(guarded(routes.deleteSchedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const current = await scheduleRow(c.var, projectId, id);
    await c.var.services.db.delete(inferenceSchedules).where(eq(inferenceSchedules.id, id));
    await applyNow(c.var, current.deploymentId, `Window removed: ${describe(current)}`);
    return c.json({ message: 'Window removed' }, 200);
  });

  app.openapi(guarded(routes.credentials), async (c) => {
    const { source } = c.req.valid('query');
    const rows = await c.var.services.db
      .select()
      .from(registryCredentials)
      .where(
        and(
          eq(registryCredentials.ownerId, c.var.access.userId),
          source ? eq(registryCredentials.source, source.trim().toLowerCase()) : undefined,
        ),
      )
      .orderBy(asc(registryCredentials.source));
    return c.json(
      rows.map((r) => ({
        id: r.id,
        source: r.source,
        username: r.username,
        secretHint: hint(r.secret),
        updatedAt: r.updatedAt.toISOString(),
      })),
      200,
    );
  });

  app.openapi(guarded(routes.saveCredentials), async (c) => {
    const body = c.req.valid('json');
    const now = c.var.services.inferencing.clock.now();
    const [row] = await c.var.services.db
      .insert(registryCredentials)
      .values({ ownerId: c.var.access.userId, ...body, updatedAt: now })
      .onConflictDoUpdate({
        target: [registryCredentials.ownerId, registryCredentials.source],
        set: { username: body.username, secret: body.secret, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    const { id, source, username } = row;
    return c.json({ id, source, username, secretHint: hint(row.secret), updatedAt: row.updatedAt.toISOString() }, 200);
  });

  app.openapi(guarded(routes.predefinedModels), async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const where = and(
      q.search
        ? or(
            ilike(predefinedModels.name, containing(q.search)),
            ilike(predefinedModels.description, containing(q.search)),
          )
        : undefined,
      q.task ? eq(predefinedModels.task, q.task) : undefined,
    );
    const { db } = c.var.services;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(predefinedModels).where(where);
    const items = await db
      .select()
      .from(predefinedModels)
      .where(where)
      .orderBy(q.sortOrder === 'DESC' ? sql`${predefinedModels.name} desc` : asc(predefinedModels.name))
      .limit(pageSize)
      .offset(offset);
    return c.json({ items, total: count?.n ?? 0, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.predefinedModel), async (c) => {
    const [model] = await c.var.services.db
      .select()
      .from(predefinedModels)
      .where(eq(predefinedModels.id, c.req.valid('param').id));
    if (!model) throw notFound('Predefined model');
    return c.json(model, 200);
  });
}
