/** Quotas and quota requests over HTTP (writes in `service.ts`). */
import { quotaRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { paging } from '../../http/paging';
import { operation, serveOperations } from '../../http/resourceRoutes';
import type { Reconciler } from '../../sim/reconciler';
import { capacityBoard } from '../capacity';
import { machineClusterOnly, machineMetrics } from '../clusters';
import { quotaRequestDetail, quotaRequestPage, tenantQuota } from './queries';
import { decideQuotaRequest, requestQuota, setTenantQuota, withdrawQuotaRequest } from './service';

/** Registers the quota routes of the contract; `escalation` is woken when a step's due time moves. */
export function registerQuotaRoutes(app: OpenAPIHono<AppEnv>, escalation: Reconciler) {
  const poke = () => escalation.poke();
  serveOperations(app, [
    operation(routes.get, async ({ services, scope }) => tenantQuota(services.db, scope)),
    operation(routes.set, (v, { body }) => setTenantQuota(v, body)),
    operation(routes.board, async ({ services, access, scope }) =>
      capacityBoard(services.db, access, scope, await machineClusterOnly(services.db, machineMetrics(services))),
    ),
    operation(routes.requests, async ({ services, access }, { query }) => {
      const { pageIndex, pageSize, offset } = paging(query);
      const page = await quotaRequestPage(services.db, access, { ...query, offset, limit: pageSize });
      return { ...page, pageIndex, pageSize };
    }),
    operation(routes.request, (v, { body }) => requestQuota(v, body, poke)),
    operation(routes.getRequest, async ({ services, access }, { params }) => {
      const found = await quotaRequestDetail(services.db, access, params.id);
      if (!found) throw notFound('Quota request');
      return found;
    }),
    operation(routes.decide, (v, { params, body }) => decideQuotaRequest(v, params.id, body, poke)),
    operation(routes.withdraw, (v, { params }) => withdrawQuotaRequest(v, params.id, poke)),
  ]);
}
