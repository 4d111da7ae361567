/** Branches over HTTP: list, create, get, update, delete (writes in `service.ts`). */
import { branchRoutes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import { branchDetail, branchDetails, branchListWhere } from './queries';
import { branchService } from './service';

/** Registers the branch routes of the contract. */
export function registerBranchRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, branchRoutes, {
    noun: 'Branch',
    list: ({ services, access }, q) =>
      branchDetails(services.db, access, branchListWhere(access, q.organizationId, q.search), q),
    detail: ({ services, access }, id) => branchDetail(services.db, access, id),
    ...branchService,
  });
}
