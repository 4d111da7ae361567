/** Role assignments over HTTP: give a user a role at a scope, or take it away (writes in `service.ts`). */
import { assignmentRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { checkScopePath } from './scopeInput';
import { assignRole, unassignRole } from './service';

/** Registers the role assignment routes of the contract. */
export function registerAssignmentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.assign), async (c) => {
    const body = c.req.valid('json');
    checkScopePath(body, c.var.scope);
    return c.json(await assignRole(c.var, c.req.valid('param').id, body), 200);
  });

  app.openapi(guarded(routes.unassign), async (c) => {
    checkScopePath(c.req.valid('query'), c.var.scope);
    return c.json(await unassignRole(c.var, c.req.valid('param').id), 200);
  });
}
