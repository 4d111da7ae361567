import { branchRoutes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { scopeBelow } from '../../access/access';
import { branches } from '../../db/schema';
import type { AppEnv } from '../../env';
import { uniqueName } from '../../http/conflicts';
import { resourceRoutes } from '../../http/resourceRoutes';
import { resourceNotices } from '../../notify/messages';
import { branchDetail, branchDetails, branchListWhere } from './queries';

/** Branches: list, create, get, update, delete. */
export function registerBranchRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(app, branchRoutes, {
    noun: 'Branch',
    table: branches,
    label: branches.name,
    list: ({ services, access }, q) =>
      branchDetails(services.db, access, branchListWhere(access, q.organizationId, q.search), q),
    detail: ({ services, access }, id) => branchDetail(services.db, access, id),
    scopeOfNew: scopeBelow,
    unique: uniqueName('branches_org_name', (name) => `A branch named ${name} already exists in this organization`),
    notices: resourceNotices('branch'),
  });
}
