/**
 * Projects over HTTP: list, drop-down, create, get, update, delete, groups, members, favorite and the
 * notebook hub check. Writes are in `service.ts`; a project's services have routes of their own
 * (`serviceRoutes.ts`).
 */
import { projectRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { hasNotebookHub, projectDetail, projectGroups, projectMembers, projectOptions, projectPage } from './queries';
import { projectService, setFavorite } from './service';

/** Registers the project routes of the contract. */
export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, routes, {
    noun: 'Project',
    list: ({ services, access }, q) => projectPage(services.db, access, q, services),
    detail: ({ services, access }, id) => projectDetail(services.db, access, id),
    ...projectService,
    actions: [
      operation(routes.ddl, ({ services, access }, { query }) => projectOptions(services.db, access, query)),
      operation(routes.groups, ({ services }, { params }) => projectGroups(services.db, params.id)),
      operation(routes.users, ({ services }, { params }) => projectMembers(services.db, params.id)),
      operation(routes.favorite, (v, { params, query }) => setFavorite(v, params.id, query.isFavorite)),
      operation(routes.jupyterhubCheck, async ({ services }, { params }) => ({
        isHaveJupyterhub: await hasNotebookHub(services.db, params.id),
      })),
    ],
  });
}
