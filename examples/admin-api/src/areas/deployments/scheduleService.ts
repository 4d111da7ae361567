/**
 * A deployment's uptime windows: adding, changing and removing one. Each is checked together with the
 * deployment's other windows, recorded on its timeline, and applied by the reconciler at once (paused
 * outside the windows, resumed inside them).
 */
import type { ScheduledUptimeCreate, ScheduledUptimeUpdate } from '@console/contract';
import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { auditChanges, audited, scopeOfProject } from '../../audit/record';
import type { RequestContext } from '../../env';
import { invalid, notFound } from '../../http/errors';
import { deploymentRow, windowOfProject } from './queries';
import { inferenceDeployments, inferenceSchedules } from './tables';
import { type UptimeWindow, validateSchedule } from './uptimeSchedule';

/**
 * Checks `window` together with the deployment's other windows (all but `replacing`); field errors
 * of the window itself are answered without the list prefix, so a form marks its own fields.
 */
async function checkWindow(v: RequestContext, deploymentId: number, window: UptimeWindow, replacing?: number) {
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
async function applyNow(v: RequestContext, deploymentId: number, detail: string) {
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

/** Adds an uptime window to a deployment of the project. */
export async function createWindow(
  v: RequestContext,
  projectId: number,
  { deploymentId, ...window }: z.output<typeof ScheduledUptimeCreate>,
) {
  const deployment = await deploymentRow(v, projectId, deploymentId);
  await checkWindow(v, deploymentId, window);
  const scope = await scopeOfProject(v, projectId);
  const event = (rows: { id: number }[]) => ({
    action: 'CREATE' as const,
    resource: { kind: 'SCHEDULE' as const, id: rows[0]?.id ?? 0, name: `${deployment.name}: ${describe(window)}` },
    scope,
    changes: auditChanges({}, window),
  });
  const [row] = await audited(v, event, (tx) =>
    tx
      .insert(inferenceSchedules)
      .values({ deploymentId, ...window })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  await applyNow(v, deploymentId, `Window added: ${describe(window)}`);
  return row;
}

/** Changes an uptime window. */
export async function updateWindow(
  v: RequestContext,
  projectId: number,
  id: number,
  window: z.output<typeof ScheduledUptimeUpdate>,
) {
  const current = await windowOfProject(v.services.db, projectId, id);
  await checkWindow(v, current.deploymentId, window, id);
  const scope = await scopeOfProject(v, projectId);
  const changes = auditChanges(current, window);
  const resource = { kind: 'SCHEDULE' as const, id, name: describe({ ...current, ...window }) };
  const [row] = await audited(
    v,
    () => changes && { action: 'UPDATE', resource, scope, changes },
    (tx) => tx.update(inferenceSchedules).set(window).where(eq(inferenceSchedules.id, id)).returning(),
  );
  if (!row) throw notFound('Scheduled uptime');
  await applyNow(v, row.deploymentId, `Window changed: ${describe(window)}`);
  return row;
}

/** Removes an uptime window; answers it, named by its days and hours. */
export async function deleteWindow(v: RequestContext, projectId: number, id: number) {
  const current = await windowOfProject(v.services.db, projectId, id);
  const scope = await scopeOfProject(v, projectId);
  const resource = { kind: 'SCHEDULE' as const, id, name: describe(current) };
  await audited(v, { action: 'DELETE', resource, scope }, (tx) =>
    tx.delete(inferenceSchedules).where(eq(inferenceSchedules.id, id)),
  );
  await applyNow(v, current.deploymentId, `Window removed: ${describe(current)}`);
  return { id, name: describe(current) };
}
