/** Organizations over HTTP: list, create, get, update, delete (writes in `service.ts`). */
import { organizationRoutes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { resourceRoutes } from '../../http/resourceRoutes';
import { organizationDetail, organizationDetails, organizationListWhere } from './queries';
import { organizationService } from './service';

/** Registers the organization routes of the contract. */
export function registerOrganizationRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, organizationRoutes, {
    noun: 'Organization',
    list: ({ services, access }, q) =>
      organizationDetails(services.db, access, organizationListWhere(access, q.search), q),
    detail: ({ services, access }, id) => organizationDetail(services.db, access, id),
    ...organizationService,
  });
}
