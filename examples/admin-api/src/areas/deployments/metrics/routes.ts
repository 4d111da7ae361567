/** The metrics of a deployment's inference endpoint over HTTP: a range, down-sampled to fit. */
import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../env';
import { guarded } from '../../../http/guarded';
import { deploymentRow } from '../queries';
import { metricsRange, metricsSeries } from './series';

/** Registers `inferencing.metrics`. */
export function registerMetricsRoutes(app: OpenAPIHono<AppEnv>) {
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
