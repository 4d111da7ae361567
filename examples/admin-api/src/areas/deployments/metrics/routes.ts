/** The metrics of a deployment's inference endpoint over HTTP: a range, down-sampled to fit. */
import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deploymentAuthorized } from '../../../access/authorize';
import type { AppEnv } from '../../../env';
import { guarded } from '../../../http/guarded';
import { deploymentRow } from '../queries';
import { PrometheusUnavailable, prometheusSeries } from './promSeries';
import { type MetricsPoint, metricsRange, metricsSeries } from './series';

/** Prometheus problems already logged (once each, not per request). */
const logged = new Set<string>();

/**
 * The series of `ids`: with local serving from Prometheus (the model servers' own series); from the API's
 * own counts with simulated serving, or when Prometheus does not answer. Which one answered is said in the
 * `X-Metrics-Source` header (`prometheus` or `api`).
 */
async function seriesOf(
  c: Context<AppEnv>,
  ids: number[],
  range: { from: Date; to: Date; step: number },
): Promise<Map<number, MetricsPoint[]>> {
  const { db, serving, config } = c.var.services;
  if (serving.mode === 'local') {
    try {
      const series = await prometheusSeries(config.engines.prometheusUrl, ids, range.from, range.to, range.step);
      c.header('X-Metrics-Source', 'prometheus');
      return series;
    } catch (error) {
      if (!(error instanceof PrometheusUnavailable)) throw error;
      if (!logged.has(error.message)) {
        logged.add(error.message);
        console.warn(`Deployment metrics from the API's own counts: ${error.message}`);
      }
    }
  }
  c.header('X-Metrics-Source', 'api');
  const series = new Map<number, MetricsPoint[]>();
  for (const id of ids) series.set(id, await metricsSeries(db, id, range.from, range.to, range.step));
  return series;
}

/** Registers `inferencing.metrics` and `inferencing.metricsBatch`. */
export function registerMetricsRoutes(app: OpenAPIHono<AppEnv>) {
  // Several deployments' series over one range: a list's trend column in one request, not one per row. Each id
  // must be a deployment of the project the caller may call, as for one: a 404 or 403 for the first that is not.
  app.openapi(guarded(routes.metricsBatch), async (c) => {
    const query = c.req.valid('query');
    const range = metricsRange(query);
    const ids = [...new Set(query.ids.split(',').map(Number))];
    for (const id of ids) await deploymentAuthorized(c.var.services, c.var.access, c.var.scope, id, 'CALL');
    const series = await seriesOf(c, ids, range);
    const items = [];
    for (const id of ids) {
      const points = series.get(id) ?? [];
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
    const points = (await seriesOf(c, [id], range)).get(id) ?? [];
    return c.json(
      { deploymentId: id, from: range.from.toISOString(), to: range.to.toISOString(), step: range.step, points },
      200,
    );
  });
}
