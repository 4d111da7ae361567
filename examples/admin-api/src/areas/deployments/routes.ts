/**
 * Inference deployments over HTTP: list, create, get, change, delete, versions and their activation,
 * pause and resume, the timeline, API keys and permissions. Handlers read the validated input, call
 * a query or a service function and answer; the writes are in `service.ts` and `keyService.ts`.
 */
import { type Deployment, inferencingRoutes as routes } from '@console/contract';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import type { CsvColumn } from '../../http/csv';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { createKey, revokeKey, setPermissions } from './keyService';
import { registerMetricsRoutes } from './metrics/routes';
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

/** The columns of the deployment export, in order. */
export const DEPLOYMENT_CSV: CsvColumn<z.input<typeof Deployment>>[] = [
  { header: 'id', value: (d) => d.id },
  { header: 'name', value: (d) => d.name },
  { header: 'status', value: (d) => d.status },
  { header: 'status_reason', value: (d) => d.statusReason },
  { header: 'description', value: (d) => d.description },
  { header: 'source', value: (d) => d.sourceType },
  { header: 'predefined_model', value: (d) => d.predefinedModelName },
  { header: 'image', value: (d) => d.image },
  { header: 'model_name', value: (d) => d.modelName },
  { header: 'task', value: (d) => d.task },
  { header: 'backend', value: (d) => d.backend },
  { header: 'active_version', value: (d) => d.activeVersion },
  { header: 'replicas_min', value: (d) => d.replicasMin },
  { header: 'replicas_max', value: (d) => d.replicasMax },
  { header: 'gpu_type', value: (d) => d.gpuType },
  { header: 'gpu_count', value: (d) => d.gpuCount },
  { header: 'endpoint_url', value: (d) => d.endpointUrl },
  { header: 'request_count', value: (d) => d.requestCount },
  { header: 'mean_latency_ms', value: (d) => d.meanLatencyMs },
  { header: 'last_request_at', value: (d) => d.lastRequestAt },
  { header: 'created_by', value: (d) => d.createdBy },
  { header: 'created_at', value: (d) => d.createdAt },
  { header: 'updated_at', value: (d) => d.updatedAt },
];

/** Registers every deployment route of the contract. */
export function registerDeploymentRoutes(app: OpenAPIHono<AppEnv>) {
  /** Runs a service function on the deployment of the path, then answers it as the caller sees it. */
  const thenDetail =
    (change: (v: AppEnv['Variables'], projectId: number, id: number) => Promise<unknown>) =>
    async (v: AppEnv['Variables'], { params }: { params: { projectId: number; id: number } }) => {
      await change(v, params.projectId, params.id);
      return deploymentAsSeen(v, params.projectId, params.id);
    };

  // Reads of deployments (their counts, metrics and keys' last use) first write the calls this instance holds, so
  // they include every call it answered; other instances' calls show within a second (`metrics/recorder.ts`).
  app.use('/workspace/project/:projectId/ai/inferencing/projects/deployments/*', async (c, next) => {
    if (c.req.method === 'GET') await c.var.services.calls.flush();
    await next();
  });
  app.use('/workspace/project/:projectId/ai/inferencing/projects/deployments', async (c, next) => {
    if (c.req.method === 'GET') await c.var.services.calls.flush();
    await next();
  });
  // Before the deployment routes: `…/deployments/metrics` must not be read as the deployment with id "metrics".
  registerMetricsRoutes(app);
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
    export: { route: routes.export, name: 'deployments', columns: DEPLOYMENT_CSV },
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
