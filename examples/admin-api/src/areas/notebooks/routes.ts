/** The notebook hub over HTTP: instances of a project with their simulated lifecycle (writes in `service.ts`). */
import { notebookRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { notebooks } from '../../db/schema';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import { notebookOptions, notebookRows, notebookVisibility, projectScopeOf, visibleNotebook } from './queries';
import { createNotebook, deleteNotebook, scaleNotebook, startNotebook, stopNotebook, updateNotebook } from './service';

/** Registers the notebook routes of the contract. */
export function registerNotebookRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.options), async (c) => c.json(await notebookOptions(c.var.services.db), 200));

  app.openapi(guarded(routes.list), async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const where = and(
      notebookVisibility(c.var.access, projectScopeOf(c.var.scope)),
      q.status ? eq(notebooks.status, q.status) : undefined,
    );
    const page = await notebookRows(c.var.services.db, c.var.services.config.apiAudience, where, {
      ...q,
      offset,
      limit: pageSize,
    });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(guarded(routes.create), async (c) => c.json(await createNotebook(c.var, c.req.valid('json')), 201));

  app.openapi(guarded(routes.scale), async (c) => {
    const { instanceId, replicas } = c.req.valid('json');
    return c.json(await scaleNotebook(c.var, instanceId, replicas), 200);
  });

  app.openapi(guarded(routes.get), async (c) =>
    c.json(await visibleNotebook(c.var, c.req.valid('param').instanceId), 200),
  );

  app.openapi(guarded(routes.update), async (c) =>
    c.json(await updateNotebook(c.var, c.req.valid('param').instanceId, c.req.valid('json')), 200),
  );

  app.openapi(guarded(routes.delete), async (c) => {
    const current = await deleteNotebook(c.var, c.req.valid('param').instanceId);
    return c.json({ message: `${current.name} deleted` }, 200);
  });

  app.openapi(guarded(routes.start), async (c) =>
    c.json(await startNotebook(c.var, c.req.valid('param').instanceId), 202),
  );

  app.openapi(guarded(routes.stop), async (c) =>
    c.json(await stopNotebook(c.var, c.req.valid('param').instanceId), 202),
  );
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
