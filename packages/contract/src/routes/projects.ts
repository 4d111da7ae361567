import { z } from '@hono/zod-openapi';
import { defineResourceRoutes } from '../resource';
import { defineRoute } from '../route';
import {
  descriptionField,
  errorResponses,
  IdParams,
  idField,
  json,
  logoField,
  nameField,
  Option,
  queryBool,
  queryId,
} from '../schemas/common';
import { JupyterhubCheck, ProjectDetail, ProjectGroup, ProjectPage, ProjectUser } from '../schemas/projects';

/** A service of the fixed catalogue (1 registry ... 6 AI inferencing). */
export const serviceIdField = z.number().int().min(1).max(6);
/** How much of a service a project may use. */
export const quotaField = z.number().int().min(0).max(100_000);

/** Create, get, update and delete of projects, and their list with the filters of spec section 3. */
const resource = defineResourceRoutes({
  area: 'projects',
  path: '/workspace/project',
  noun: 'project',
  createOnly: {
    branchId: idField,
    // Services to provision with the project.
    services: z
      .array(z.strictObject({ serviceId: serviceIdField, quota: quotaField.optional() }))
      .max(6)
      .optional(),
  },
  fields: { name: nameField, logo: logoField.optional(), description: descriptionField.optional() },
  listQuery: { orgId: queryId.optional(), branchId: queryId.optional(), serviceId: queryId.optional() },
  detail: ProjectDetail,
  page: ProjectPage,
  summaries: {
    list: 'Projects the caller can see (filters of spec section 3)',
    create: 'Create a project in a branch, with services (branch admins)',
    get: 'One project with its services',
    update: 'Change a project',
    delete: 'Delete a project (branch admins)',
  },
  createErrors: [404, 409, 413, 415],
});

/** Projects: list, drop-down, create, get, update, delete, groups, favorite, members, notebook hub check. */
export const projectRoutes = {
  ddl: defineRoute({
    operationId: 'projects.ddl',
    method: 'get',
    path: '/workspace/project/ddl',
    summary: 'Project ids and names for drop-downs',
    request: { query: z.strictObject({ orgId: queryId.optional(), branchId: queryId.optional() }) },
    responses: { 200: json(z.array(Option), 'Projects'), ...errorResponses() },
  }),
  ...resource,
  groups: defineRoute({
    operationId: 'projects.groups',
    method: 'get',
    path: '/workspace/project/{id}/groups',
    summary: 'The project’s members grouped by role',
    request: { params: IdParams },
    responses: { 200: json(z.array(ProjectGroup), 'Groups'), ...errorResponses(404) },
  }),
  users: defineRoute({
    operationId: 'projects.users',
    method: 'get',
    path: '/workspace/project/{id}/users',
    summary: 'The project’s members with their role there',
    request: { params: IdParams },
    responses: { 200: json(z.array(ProjectUser), 'Members'), ...errorResponses(404) },
  }),
  favorite: defineRoute({
    operationId: 'projects.favorite',
    method: 'post',
    path: '/workspace/project/{id}/favorite',
    summary: 'Mark the project as a favorite of the caller, or not',
    request: { params: IdParams, query: z.strictObject({ isFavorite: queryBool }) },
    responses: { 200: json(ProjectDetail, 'The project'), ...errorResponses(404) },
  }),
  jupyterhubCheck: defineRoute({
    operationId: 'jupyterhub.check',
    method: 'get',
    path: '/workspace/project/{id}/ai/Jupyterhub/check',
    summary: 'Whether the project has the notebook hub',
    request: { params: IdParams },
    responses: { 200: json(JupyterhubCheck, 'Whether it has the hub'), ...errorResponses(404) },
  }),
};
