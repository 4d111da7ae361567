/** Clusters over HTTP: the overview, utilisation series and usage per tenant, each for the caller's scope (reads in `queries.ts`). */
import { clusterRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, serveOperations } from '../../http/resourceRoutes';
import { clusterSeriesOf, loadClusterOverview, usageOf } from './queries';

/** Registers the cluster routes of the contract. */
export function registerClusterRoutes(app: OpenAPIHono<AppEnv>) {
  serveOperations(app, [
    operation(routes.list, (v) => loadClusterOverview(v.services, v.scope)),
    operation(routes.series, (v, { params, query }) => clusterSeriesOf(v.services, v.scope, params.id, query)),
    operation(routes.usage, (v, { query }) => usageOf(v.services, v.scope, query)),
  ]);
}
