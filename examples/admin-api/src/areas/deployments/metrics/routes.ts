/** The metrics of a deployment's inference endpoint over HTTP: a range, down-sampled to fit. */
import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { deploymentAuthorized } from '../../../access/authorize';
import type { AppEnv } from '../../../env';
import { guarded } from '../../../http/guarded';
import { deploymentRow } from '../queries';
import { metricsRange, metricsSeries } from './series';

/** Registers `inferencing.metrics` and `inferencing.metricsBatch`. */
export function registerMetricsRoutes(app: OpenAPIHono<AppEnv>) {
  // Several deployments' series over one range: a list's trend column in one request, not one per row. Each id
  // must be a deployment of the project the caller may call, as for one: a 404 or 403 for the first that is not.
  app.openapi(guarded(routes.metricsBatch), async (c) => {
    const query = c.req.valid('query');
    const range = metricsRange(query);
    const ids = [...new Set(query.ids.split(',').map(Number))];
    for (const id of ids) await deploymentAuthorized(c.var.services, c.var.access, c.var.scope, id, 'CALL');
    const { db } = c.var.services;
    const items = [];
    for (const id of ids) {
      const points = await metricsSeries(db, id, range.from, range.to, range.step);
      items.push({
        deploymentId: id,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        step: range.step,
        points,
      });
    }
    return c.json({ items }, 200);
  });

  app.openapi(guarded(routes.metrics), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const range = metricsRange(c.req.valid('query'));
    await deploymentRow(c.var, projectId, id);
    const points = await metricsSeries(c.var.services.db, id, range.from, range.to, range.step);
    return c.json(
      { deploymentId: id, from: range.from.toISOString(), to: range.to.toISOString(), step: range.step, points },
      200,
    );
  });
}
