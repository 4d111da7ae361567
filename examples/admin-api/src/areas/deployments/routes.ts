/**
 * Inference deployments over HTTP: list, create, get, change, delete, versions and their activation,
 * pause and resume, the timeline, API keys and permissions. Handlers read the validated input, call
 * a query or a service function and answer; the writes are in `service.ts` and `keyService.ts`.
 */
import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { resourceRoutes } from '../../http/resourceRoutes';
import { type DeploymentRole, seesAllKeys } from './access';
import { createKey, revokeKey, setPermissions } from './keyService';
import { registerMetricsRoutes } from './metrics/routes';
import { deploymentDetail, keysOf, permissionsOf, timelineOf, versionsOf, visibleDeploymentPage } from './queries';
import {
  activateVersion,
  createDeployment,
  deleteDeployment,
  deploymentRow,
  pauseDeployment,
  resumeDeployment,
  updateDeployment,
} from './service';

type Vars = AppEnv['Variables'];

/** The deployment as answered, with what the caller may do with it (`role`, default: as authorized). */
async function detail(v: Vars, projectId: number, id: number, role: DeploymentRole = v.deployment.role) {
  const found = await deploymentDetail(v.services.db, v.services.config.apiAudience, projectId, id);
  if (!found) throw notFound('Deployment');
  return { ...found, callerAccess: role };
}

/** Registers every deployment route of the contract. */
export function registerDeploymentRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, routes, {
    noun: 'Deployment',
    list: (v, q, { projectId }) => visibleDeploymentPage(v, projectId, q),
    detail: (v, id, { projectId }) => detail(v, projectId, id),
    // The creator administers what they created: no role was resolved for a deployment not yet there.
    create: async (v, body, { projectId }) =>
      detail(v, projectId, (await createDeployment(v, projectId, body)).id, 'ADMIN'),
    update: async (v, id, body, { projectId }) => {
      await updateDeployment(v, projectId, id, body);
      return detail(v, projectId, id);
    },
    delete: (v, id, { projectId }) => deleteDeployment(v, projectId, id),
  });

  app.openapi(guarded(routes.versions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const row = await deploymentRow(c.var, projectId, id);
    return c.json(await versionsOf(c.var.services.db, row, c.req.valid('query').name), 200);
  });

  app.openapi(guarded(routes.activateVersion), async (c) => {
    const { projectId, id, version } = c.req.valid('param');
    await activateVersion(c.var, projectId, id, version);
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.pause), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await pauseDeployment(c.var, projectId, id);
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.resume), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await resumeDeployment(c.var, projectId, id);
    return c.json(await detail(c.var, projectId, id), 200);
  });

  app.openapi(guarded(routes.timeline), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await deploymentRow(c.var, projectId, id);
    return c.json(await timelineOf(c.var.services.db, id), 200);
  });

  app.openapi(guarded(routes.keys), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { name } = c.req.valid('query');
    await deploymentRow(c.var, projectId, id);
    const own = seesAllKeys(c.var.deployment.role) ? {} : { createdBy: c.var.access.userId };
    return c.json(await keysOf(c.var.services.db, id, { name, ...own }), 200);
  });

  app.openapi(guarded(routes.createKey), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(await createKey(c.var, projectId, id, c.req.valid('json')), 201);
  });

  app.openapi(guarded(routes.deleteKey), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { keyId } = c.req.valid('query');
    const gone = await revokeKey(c.var, projectId, id, keyId, c.var.deployment.role);
    return c.json({ message: `Key ${gone.name} revoked` }, 200);
  });

  app.openapi(guarded(routes.permissions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await deploymentRow(c.var, projectId, id);
    return c.json(await permissionsOf(c.var.services.db, id), 200);
  });

  app.openapi(guarded(routes.setPermissions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(await setPermissions(c.var, projectId, id, c.req.valid('json')), 200);
  });

  registerMetricsRoutes(app);
}
