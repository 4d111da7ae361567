import { clusterRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { clusters } from '../../db/schema';
import type { AppEnv } from '../../env';
import { invalid, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { loadClusterOverview } from './overview';
import { checkRange } from './range';
import { clusterSeries } from './series';
import { canGroupBy, defaultGroupBy, usageReport } from './usage';

/** Clusters: the overview, utilisation series and usage per tenant, each for the caller's scope. */
export function registerClusterRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.list), async (c) => {
    return c.json(await loadClusterOverview(c.var.services.db, c.var.scope), 200);
  });

  app.openapi(guarded(routes.series), async (c) => {
    const { id } = c.req.valid('param');
    const range = checkRange(c.req.valid('query'));
    const { db } = c.var.services;
    const [cluster] = await db.select({ id: clusters.id }).from(clusters).where(eq(clusters.id, id));
    if (!cluster) throw notFound('Cluster');
    const points = await clusterSeries(db, id, c.var.scope, range.from, range.to, range.step);
    return c.json(
      { clusterId: id, from: range.from.toISOString(), to: range.to.toISOString(), step: range.step, points },
      200,
    );
  });

  app.openapi(guarded(routes.usage), async (c) => {
    const query = c.req.valid('query');
    const range = checkRange(query);
    const scope = c.var.scope;
    const groupBy = query.groupBy ?? defaultGroupBy(scope);
    if (!canGroupBy(scope, groupBy)) throw invalid({ groupBy: 'Must be the scope’s own level or one below it' });
    const items = await usageReport(c.var.services.db, scope, range.from, range.to, groupBy);
    return c.json({ from: range.from.toISOString(), to: range.to.toISOString(), groupBy, items }, 200);
  });
}
