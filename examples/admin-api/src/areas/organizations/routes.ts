import { organizationRoutes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { scopeBelow } from '../../access/access';
import { organizations } from '../../db/schema';
import type { AppEnv } from '../../env';
import { uniqueName } from '../../http/conflicts';
import { resourceRoutes } from '../../http/resourceRoutes';
import { resourceNotices } from '../../notify/messages';
import { organizationDetail, organizationDetails, organizationListWhere } from './queries';

/** Organizations: list, create, get, update, delete. */
export function registerOrganizationRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, organizationRoutes, {
    noun: 'Organization',
    table: organizations,
    label: organizations.name,
    list: ({ services, access }, q) =>
      organizationDetails(services.db, access, organizationListWhere(access, q.search), q),
    detail: ({ services, access }, id) => organizationDetail(services.db, access, id),
    scopeOfNew: scopeBelow,
    unique: uniqueName('organizations_name_unique', (name) => `An organization named ${name} already exists`),
    notices: resourceNotices('organization'),
  });
}
