/** The platform itself over HTTP: which engines run behind the API. */
import { platformRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { type EngineSet, engineStatuses } from '../../engines';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';

/** Registers `GET /platform/engines`. */
export function registerPlatformRoutes(app: OpenAPIHono<AppEnv>, engines: EngineSet) {
  app.openapi(guarded(routes.engines), async (c) => c.json(await engineStatuses(engines), 200));
}
