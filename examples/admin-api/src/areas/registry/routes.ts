/** Registry credentials over HTTP: each user's saved credentials, answered with a hint of the secret only. */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { credentialsOf } from './queries';
import { saveCredentials } from './service';

/** Registers the registry-credential routes of the contract. */
export function registerRegistryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.credentials), async (c) => {
    const { source } = c.req.valid('query');
    return c.json(await credentialsOf(c.var.services.db, c.var.access.userId, source), 200);
  });

  app.openapi(guarded(routes.saveCredentials), async (c) =>
    c.json(await saveCredentials(c.var, c.req.valid('json')), 200),
  );
}
