/** Registry credentials over HTTP: each user's saved credentials, answered with a hint of the secret only. */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, serveOperations } from '../../http/resourceRoutes';
import { credentialsOf } from './queries';
import { saveCredentials } from './service';

/** Registers the registry-credential routes of the contract. */
export function registerRegistryRoutes(app: OpenAPIHono<AppEnv>) {
  serveOperations(app, [
    operation(routes.credentials, ({ services, access }, { query }) =>
      credentialsOf(services.db, access.userId, query.source),
    ),
    operation(routes.saveCredentials, (v, { body }) => saveCredentials(v, body)),
  ]);
}
