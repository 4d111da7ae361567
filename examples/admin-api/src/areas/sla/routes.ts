/** SLA policies over HTTP: list, create, get, update and delete (writes in `service.ts`). */
import { slaRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import type { Reconciler } from '../../sim/reconciler';
import { slaPolicyDetail, slaPolicyPage } from './queries';
import { slaPolicyService } from './service';

/** Registers the SLA policy routes of the contract; `slaClock` is woken when due times move. */
export function registerSlaRoutes(app: OpenAPIHono<AppEnv>, slaClock: Reconciler) {
  resourceRoutes(app, routes, {
    noun: 'SLA policy',
    list: ({ services, access }, q) => slaPolicyPage(services.db, access, q),
    detail: ({ services, access }, id) => slaPolicyDetail(services.db, access, id),
    ...slaPolicyService(slaClock),
  });
}
