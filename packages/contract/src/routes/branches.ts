import { z } from '@hono/zod-openapi';
import { defineResourceRoutes } from '../resource';
import { BranchDetail, BranchPage } from '../schemas/branches';
import { descriptionField, idField, logoField, nameField, queryId } from '../schemas/common';

/** Branches: list, create, get, update, delete. */
export const branchRoutes = defineResourceRoutes({
  area: 'branches',
  path: '/branches',
  noun: 'branch',
  createOnly: { organizationId: idField },
  fields: {
    name: nameField,
    logo: logoField.optional(),
    description: descriptionField.optional(),
    location: z.string().trim().max(200).nullable().optional(),
  },
  listQuery: { organizationId: queryId.optional() },
  detail: BranchDetail,
  page: BranchPage,
  summaries: {
    list: 'Branches the caller can see, optionally of one organization',
    create: 'Create a branch in an organization (organization admins)',
    get: 'One branch',
    update: 'Change a branch',
    delete: 'Delete a branch with its projects (organization admins)',
  },
  createErrors: [404, 409, 413, 415],
});
