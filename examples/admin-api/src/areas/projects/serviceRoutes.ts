/**
 * A project's services over HTTP: status and quota, the catalogue, add, redeploy, remove (writes in
 * `serviceChanges.ts`).
 */
import { projectServiceRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { oneService, servicesMissingFrom, servicesOfProjects } from './queries';
import { addService, redeployService, removeService, setQuota } from './serviceChanges';
import { serviceDetail } from './serviceDetail';

/** The services a project has, optionally those whose name matches `search`. */
const servicesOf = async (v: AppEnv['Variables'], id: number, search?: string) =>
  (await servicesOfProjects(v.services.db, [id], search)).get(id) ?? [];

/** Registers the project service routes of the contract. */
export function registerProjectServiceRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(
    app,
    { list: routes.status, get: routes.quota, create: routes.add },
    {
      noun: 'Service in this project',
      idParam: 'serviceId',
      listAll: (v, { search }, { id }) => servicesOf(v, id, search),
      detail: async ({ services }, serviceId, { id }) =>
        serviceDetail(services.db, id, await oneService(services.db, id, serviceId)),
      create: (v, body, { id }) => addService(v, id, body),
      actions: [
        operation(routes.setQuota, (v, { params, body }) => setQuota(v, params.id, body)),
        operation(routes.available, (v, { params }) => servicesMissingFrom(v.services.db, params.id)),
        operation(routes.current, (v, { params }) => servicesOf(v, params.id)),
        operation(routes.redeploy, (v, { params, query }) => redeployService(v, params.id, query.serviceId)),
        operation(routes.remove, async (v, { params, query }) => ({
          message: `${(await removeService(v, params.id, query.serviceId)).name} removed`,
        })),
      ],
    },
  );
}
