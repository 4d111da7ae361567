/** A deployment's uptime windows over HTTP: list, add, read, change and remove (writes in `scheduleService.ts`). */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { windowDto, windowOfProject, windowsOfDeployment } from './queries';
import { createWindow, deleteWindow, updateWindow } from './scheduleService';
import { deploymentRow } from './service';

/** Registers the scheduled-uptime routes of the contract. */
export function registerScheduleRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.schedules), async (c) => {
    const { projectId } = c.req.valid('param');
    const { deploymentId } = c.req.valid('query');
    await deploymentRow(c.var, projectId, deploymentId);
    return c.json((await windowsOfDeployment(c.var.services.db, deploymentId)).map(windowDto), 200);
  });

  app.openapi(guarded(routes.createSchedule), async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(windowDto(await createWindow(c.var, projectId, c.req.valid('json'))), 201);
  });

  app.openapi(guarded(routes.schedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(windowDto(await windowOfProject(c.var.services.db, projectId, id)), 200);
  });

  app.openapi(guarded(routes.updateSchedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    return c.json(windowDto(await updateWindow(c.var, projectId, id, c.req.valid('json'))), 200);
  });

  app.openapi(guarded(routes.deleteSchedule), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await deleteWindow(c.var, projectId, id);
    return c.json({ message: 'Window removed' }, 200);
  });
}
