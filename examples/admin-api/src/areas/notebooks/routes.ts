/** The notebook hub over HTTP: instances of a project with their simulated lifecycle (writes in `service.ts`). */
import { notebookRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { notebookOptions, notebookPage, visibleNotebook } from './queries';
import { createNotebook, deleteNotebook, scaleNotebook, startNotebook, stopNotebook, updateNotebook } from './service';

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
    actions: [
      operation(routes.options, (v) => notebookOptions(v.services.db)),
      operation(routes.scale, (v, { body }) => scaleNotebook(v, body.instanceId, body.replicas)),
      operation(routes.start, (v, { params }) => startNotebook(v, params.instanceId)),
      operation(routes.stop, (v, { params }) => stopNotebook(v, params.instanceId)),
    ],
  });
}

/** A plain page where a running notebook would open: this reference server runs no notebook servers. */
export function registerNotebookLabPage(app: OpenAPIHono<AppEnv>) {
  app.get('/hub/:projectId/:id/lab', (c) =>
    c.html(
      '<!doctype html><html lang="en"><head><title>Notebook</title></head><body><main><h1>Notebook</h1>' +
        '<p>The reference admin API simulates the notebook hub and runs no notebook servers. ' +
        'A production backend opens JupyterLab at this address.</p></main></body></html>',
    ),
  );
}
