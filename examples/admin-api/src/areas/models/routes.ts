/** The predefined-model catalog over HTTP: a searchable page and one model. */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Serving } from '../../engines/serving';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import { modelPage, predefinedModel } from './queries';
import type { predefinedModels } from './tables';

type Row = typeof predefinedModels.$inferSelect;

/**
 * A catalogue entry as the contract gives it: with why the platform cannot serve it (its newest version with its
 * default resources), the same reason a deployment of it fails with; null when it can.
 */
export function withAvailability(serving: Serving, model: Row) {
  const unavailableReason =
    serving.cannotRun({
      deploymentId: 0,
      projectId: 0,
      version: 1,
      modelName: model.name,
      catalogName: model.name,
      modelVersion: model.versions[0] ?? null,
      replicas: Math.max(1, model.defaultResources.replicasMin),
      gpuType: model.defaultResources.gpuType,
      gpuCount: model.defaultResources.gpuCount,
    }) ?? null;
  return { ...model, unavailableReason };
}

/** Registers the catalog routes of the contract. */
export function registerModelRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(
    app,
    { list: routes.predefinedModels, get: routes.predefinedModel },
    {
      noun: 'Predefined model',
      list: async ({ services }, q) => {
        const page = await modelPage(services.db, q);
        return { ...page, items: page.items.map((m) => withAvailability(services.serving, m)) };
      },
      detail: async ({ services }, id) => {
        const model = await predefinedModel(services.db, id);
        return model ? withAvailability(services.serving, model) : undefined;
      },
    },
  );
}
