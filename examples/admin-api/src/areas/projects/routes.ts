/**
 * Projects over HTTP: list, drop-down, create, get, update, delete, groups, members, favorite and the
 * notebook hub check. Writes are in `service.ts`; a project's services have routes of their own
 * (`serviceRoutes.ts`).
 */
import { projectRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { resourceRoutes } from '../../http/resourceRoutes';
import { hasNotebookHub, projectDetail, projectMembers, projectOptions, projectPage } from './queries';
import { projectService, setFavorite } from './service';

/** Registers the project routes of the contract. */
export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered before `/{id}` so the fixed path wins.
  app.openapi(guarded(routes.ddl), async (c) =>
    c.json(await projectOptions(c.var.services.db, c.var.access, c.req.valid('query')), 200),
  );

  resourceRoutes(app, routes, {
    noun: 'Project',
    list: ({ services, access }, q) => projectPage(services.db, access, q, services),
    detail: ({ services, access }, id) => projectDetail(services.db, access, id),
    ...projectService,
  });

  app.openapi(guarded(routes.groups), async (c) => {
    const rows = await projectMembers(c.var.services.db, c.req.valid('param').id);
    return c.json(
      [
        { name: 'Project admins', role: 'ADMIN' as const, members: rows.filter((r) => r.role === 'ADMIN') },
        { name: 'Project members', role: 'MEMBER' as const, members: rows.filter((r) => r.role === 'MEMBER') },
      ],
      200,
    );
  });

  app.openapi(guarded(routes.users), async (c) =>
    c.json(await projectMembers(c.var.services.db, c.req.valid('param').id), 200),
  );

  app.openapi(guarded(routes.favorite), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setFavorite(c.var, id, c.req.valid('query').isFavorite), 200);
  });

  app.openapi(guarded(routes.jupyterhubCheck), async (c) =>
    c.json({ isHaveJupyterhub: await hasNotebookHub(c.var.services.db, c.req.valid('param').id) }, 200),
  );
}
