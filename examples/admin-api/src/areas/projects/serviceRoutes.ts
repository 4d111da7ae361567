/**
 * A project's services over HTTP: status and quota, the catalogue, add, redeploy, remove (writes in
 * `serviceChanges.ts`).
 */
import { projectServiceRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { servicesMissingFrom, servicesOfProjects } from './queries';
import { addService, oneService, redeployService, removeService, setQuota } from './serviceChanges';
import { serviceDetail } from './serviceDetail';

/** Registers the project service routes of the contract. */
export function registerProjectServiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.status), async (c) => {
    const { id } = c.req.valid('param');
    const map = await servicesOfProjects(c.var.services.db, [id], c.req.valid('query').search);
    return c.json(map.get(id) ?? [], 200);
  });

  app.openapi(guarded(routes.setQuota), async (c) =>
    c.json(await setQuota(c.var, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(guarded(routes.quota), async (c) => {
    const { id, serviceId } = c.req.valid('param');
    const s = await oneService(c.var.services.db, id, serviceId);
    return c.json(await serviceDetail(c.var.services.db, id, s), 200);
  });

  app.openapi(guarded(routes.available), async (c) =>
    c.json(await servicesMissingFrom(c.var.services.db, c.req.valid('param').id), 200),
  );

  app.openapi(guarded(routes.current), async (c) => {
    const { id } = c.req.valid('param');
    return c.json((await servicesOfProjects(c.var.services.db, [id])).get(id) ?? [], 200);
  });

  app.openapi(guarded(routes.add), async (c) =>
    c.json(await addService(c.var, c.req.valid('param').id, c.req.valid('json')), 202),
  );

  app.openapi(guarded(routes.redeploy), async (c) =>
    c.json(await redeployService(c.var, c.req.valid('param').id, c.req.valid('query').serviceId), 202),
  );

  app.openapi(guarded(routes.remove), async (c) => {
    const service = await removeService(c.var, c.req.valid('param').id, c.req.valid('query').serviceId);
    return c.json({ message: `${service.name} removed` }, 200);
  });
}
