/** The predefined-model catalog over HTTP: a searchable page and one model. */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import { modelPage, predefinedModel } from './queries';

/** Registers the catalog routes of the contract. */
export function registerModelRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(
    app,
    { list: routes.predefinedModels, get: routes.predefinedModel },
    {
      noun: 'Predefined model',
      list: ({ services }, q) => modelPage(services.db, q),
      detail: ({ services }, id) => predefinedModel(services.db, id),
    },
  );
}
