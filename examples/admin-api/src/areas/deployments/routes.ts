/**
 * Inference deployments over HTTP: list, create, get, change, delete, versions and their activation,
 * pause and resume, the timeline, API keys and permissions. Handlers read the validated input, call
 * a query or a service function and answer; the writes are in `service.ts` and `keyService.ts`.
 */
import { inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { createKey, revokeKey, setPermissions } from './keyService';
import {
  deploymentAsSeen,
  visibleDeploymentPage,
  visibleKeys,
  visiblePermissions,
  visibleTimeline,
  visibleVersions,
} from './queries';
import {
  activateVersion,
  createDeployment,
  deleteDeployment,
  pauseDeployment,
  resumeDeployment,
  updateDeployment,
} from './service';

/** Registers every deployment route of the contract. */
export function registerDeploymentRoutes(app: OpenAPIHono<AppEnv>) {
  /** Runs a service function on the deployment of the path, then answers it as the caller sees it. */
  const thenDetail =
    (change: (v: AppEnv['Variables'], projectId: number, id: number) => Promise<unknown>) =>
    async (v: AppEnv['Variables'], { params }: { params: { projectId: number; id: number } }) => {
      await change(v, params.projectId, params.id);
      return deploymentAsSeen(v, params.projectId, params.id);
    };

  resourceRoutes(app, routes, {
    noun: 'Deployment',
    list: (v, q, { projectId }) => visibleDeploymentPage(v, projectId, q),
    detail: (v, id, { projectId }) => deploymentAsSeen(v, projectId, id),
    // The creator administers what they created: no role was resolved for a deployment not yet there.
    create: async (v, body, { projectId }) =>
      deploymentAsSeen(v, projectId, (await createDeployment(v, projectId, body)).id, 'ADMIN'),
    update: async (v, id, body, { projectId }) => {
      await updateDeployment(v, projectId, id, body);
      return deploymentAsSeen(v, projectId, id);
    },
    delete: (v, id, { projectId }) => deleteDeployment(v, projectId, id),
    actions: [
      operation(routes.versions, (v, { params, query }) => visibleVersions(v, params.projectId, params.id, query.name)),
      operation(routes.activateVersion, async (v, { params }) => {
        await activateVersion(v, params.projectId, params.id, params.version);
        return deploymentAsSeen(v, params.projectId, params.id);
      }),
      operation(routes.pause, thenDetail(pauseDeployment)),
      operation(routes.resume, thenDetail(resumeDeployment)),
      operation(routes.timeline, (v, { params }) => visibleTimeline(v, params.projectId, params.id)),
      operation(routes.keys, (v, { params, query }) => visibleKeys(v, params.projectId, params.id, query.name)),
      operation(routes.createKey, (v, { params, body }) => createKey(v, params.projectId, params.id, body)),
      operation(routes.deleteKey, async (v, { params, query }) => {
        const gone = await revokeKey(v, params.projectId, params.id, query.keyId, v.deployment.role);
        return { message: `Key ${gone.name} revoked` };
      }),
      operation(routes.permissions, (v, { params }) => visiblePermissions(v, params.projectId, params.id)),
      operation(routes.setPermissions, (v, { params, body }) => setPermissions(v, params.projectId, params.id, body)),
    ],
  });
}
