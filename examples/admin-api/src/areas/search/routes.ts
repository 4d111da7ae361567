/** The command palette's search over HTTP. */
import { searchRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { search } from './queries';

/** Registers `GET /search`. */
export function registerSearchRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.query), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ items: await search(c.var.services.db, c.var.access, q, limit ?? 20) }, 200);
  });
}
