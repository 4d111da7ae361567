/** A deployment's uptime windows over HTTP: list, add, read, change and remove (writes in `scheduleService.ts`). */
import { inferencingCatalogRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import { visibleWindows, windowDto, windowOfProject } from './queries';
import { createWindow, deleteWindow, updateWindow } from './scheduleService';

/** Registers the scheduled-uptime routes of the contract. */
export function registerScheduleRoutes(app: OpenAPIHono<AppEnv>) {
  const windowRoutes = {
    list: routes.schedules,
    create: routes.createSchedule,
    get: routes.schedule,
    update: routes.updateSchedule,
    delete: routes.deleteSchedule,
  };
  resourceRoutes(app, windowRoutes, {
    noun: 'Scheduled uptime',
    listAll: (v, { deploymentId }, { projectId }) => visibleWindows(v, projectId, deploymentId),
    detail: async (v, id, { projectId }) => windowDto(await windowOfProject(v.services.db, projectId, id)),
    create: async (v, body, { projectId }) => windowDto(await createWindow(v, projectId, body)),
    update: async (v, id, body, { projectId }) => windowDto(await updateWindow(v, projectId, id, body)),
    delete: (v, id, { projectId }) => deleteWindow(v, projectId, id),
    deletedMessage: () => 'Window removed',
  });
}
