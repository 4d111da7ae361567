/** The notebook hub over HTTP: instances of a project with their simulated lifecycle (writes in `service.ts`). */
import { type Notebook, notebookRoutes as routes } from '@console/contract';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import type { CsvColumn } from '../../http/csv';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { notebookOptions, notebookPage, visibleNotebook } from './queries';
import {
  createNotebook,
  deleteNotebook,
  notebookProgress,
  openNotebook,
  scaleNotebook,
  startNotebook,
  stopNotebook,
  updateNotebook,
} from './service';

/** The columns of the notebook export, in order. */
export const NOTEBOOK_CSV: CsvColumn<z.input<typeof Notebook>>[] = [
  { header: 'id', value: (n) => n.id },
  { header: 'name', value: (n) => n.name },
  { header: 'status', value: (n) => n.status },
  { header: 'status_reason', value: (n) => n.statusReason },
  { header: 'owner', value: (n) => n.ownerName },
  { header: 'image', value: (n) => n.imageName },
  { header: 'size', value: (n) => n.size },
  { header: 'cpu', value: (n) => n.cpu },
  { header: 'memory_gib', value: (n) => n.memoryGiB },
  { header: 'gpu_count', value: (n) => n.gpuCount },
  { header: 'storage_gib', value: (n) => n.storageGiB },
  { header: 'replicas', value: (n) => n.replicas },
  { header: 'idle_timeout_minutes', value: (n) => n.idleTimeoutMinutes },
  { header: 'last_activity_at', value: (n) => n.lastActivityAt },
  { header: 'created_at', value: (n) => n.createdAt },
  { header: 'updated_at', value: (n) => n.updatedAt },
];

/** Registers the notebook routes of the contract. */
export function registerNotebookRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, routes, {
    noun: 'Notebook',
    idParam: 'instanceId',
    list: (v, q) => notebookPage(v, q),
    detail: (v, instanceId) => visibleNotebook(v, instanceId),
    create: (v, body) => createNotebook(v, body),
    update: (v, instanceId, body) => updateNotebook(v, instanceId, body),
    delete: (v, instanceId) => deleteNotebook(v, instanceId),
    export: { route: routes.export, name: 'notebooks', columns: NOTEBOOK_CSV },
    actions: [
      operation(routes.options, (v) => notebookOptions(v.services.db)),
      operation(routes.scale, (v, { body }) => scaleNotebook(v, body.instanceId, body.replicas)),
      operation(routes.start, (v, { params }) => startNotebook(v, params.instanceId)),
      operation(routes.stop, (v, { params }) => stopNotebook(v, params.instanceId)),
      operation(routes.open, (v, { params }) => openNotebook(v, params.instanceId)),
      operation(routes.progress, (v, { params }) => notebookProgress(v, params.instanceId)),
    ],
  });
}

/**
 * A plain page where a running notebook would open when the hub is simulated: no notebook server runs then. With
 * the local hub (JupyterHub) there is no such page: Open leads to the owner's own server on the hub.
 */
export function registerNotebookLabPage(app: OpenAPIHono<AppEnv>) {
  app.get('/hub/:projectId/:id/lab', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><title>Notebook</title></head><body><main><h1>Notebook</h1>' +
        '<p>This admin API runs with simulated engines (ENGINES=simulated): the notebook hub is simulated and ' +
        'runs no notebook servers. With ENGINES=local, Open leads to the notebook on JupyterHub.</p></main></body></html>',
    ),
  );
}
