/** The predefined-model catalog over HTTP: a searchable page and one model. */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import { modelPage, predefinedModel } from './queries';

/** Registers the catalog routes of the contract. */
export function registerModelRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.predefinedModels), async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const page = await modelPage(c.var.services.db, { ...q, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.predefinedModel), async (c) => {
    const model = await predefinedModel(c.var.services.db, c.req.valid('param').id);
    if (!model) throw notFound('Predefined model');
    return c.json(model, 200);
  });
}
