import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { errorResponses, IdParams, json, jsonBody, Message, queryId } from '../schemas/common';
import { ServiceQuota } from '../schemas/notebooks';
import { CatalogueService, ProjectService } from '../schemas/projects';
import { quotaField, serviceIdField } from './projects';

/** Project services: status and quota, the catalogue, add, redeploy, remove. */
export const projectServiceRoutes = {
  status: defineRoute({
    operationId: 'projects.status',
    method: 'get',
    path: '/workspace/project/{id}/status',
    summary: 'The project’s services with status and quota (search by service name)',
    request: { params: IdParams, query: z.strictObject({ search: z.string().max(200).optional() }) },
    responses: { 200: json(z.array(ProjectService), 'Services'), ...errorResponses(404) },
  }),
  setQuota: defineRoute({
    operationId: 'projects.setQuota',
    method: 'put',
    path: '/workspace/project/{id}/status',
    summary: 'Set the quota of one of the project’s services (project admins and above)',
    request: { params: IdParams, body: jsonBody(z.strictObject({ serviceId: serviceIdField, quota: quotaField })) },
    responses: { 200: json(ProjectService, 'The service'), ...errorResponses(404, 413, 415) },
  }),
  quota: defineRoute({
    operationId: 'projects.quota',
    method: 'get',
    path: '/workspace/project/{id}/status/{serviceId}/quota',
    summary: 'Quota, use and redeploy history of one of the project’s services',
    request: {
      params: z.strictObject({
        id: IdParams.shape.id,
        serviceId: z
          .string()
          .regex(/^[1-6]$/, 'Unknown service')
          .transform(Number)
          .openapi({ param: { name: 'serviceId', in: 'path' }, type: 'integer', minimum: 1, maximum: 6 }),
      }),
    },
    responses: {
      200: json(ServiceQuota, 'Quota, use and history of the service'),
      ...errorResponses(404),
    },
  }),
  available: defineRoute({
    operationId: 'projects.availableServices',
    method: 'get',
    path: '/workspace/project/{id}/service',
    summary: 'Catalogue services the project does not have yet',
    request: { params: IdParams },
    responses: { 200: json(z.array(CatalogueService), 'Services'), ...errorResponses(404) },
  }),
  current: defineRoute({
    operationId: 'projects.currentServices',
    method: 'get',
    path: '/workspace/project/{id}/service/current',
    summary: 'Services the project has, with status',
    request: { params: IdParams },
    responses: { 200: json(z.array(ProjectService), 'Services'), ...errorResponses(404) },
  }),
  add: defineRoute({
    operationId: 'projects.addService',
    method: 'post',
    path: '/workspace/project/{id}/service',
    summary: 'Add a service; it is PROVISIONING, then READY with a SERVICE notification',
    request: {
      params: IdParams,
      body: jsonBody(z.strictObject({ serviceId: serviceIdField, quota: quotaField.optional() })),
    },
    responses: { 202: json(ProjectService, 'Provisioning'), ...errorResponses(404, 409, 413, 415) },
  }),
  redeploy: defineRoute({
    operationId: 'projects.redeployService',
    method: 'put',
    path: '/workspace/project/{id}/service/redeploy',
    summary: 'Redeploy a service: back to PROVISIONING, then READY',
    request: { params: IdParams, query: z.strictObject({ serviceId: queryId }) },
    responses: { 202: json(ProjectService, 'Provisioning'), ...errorResponses(404) },
  }),
  remove: defineRoute({
    operationId: 'projects.removeService',
    method: 'delete',
    path: '/workspace/project/{id}/service',
    summary: 'Remove a service from the project',
    request: { params: IdParams, query: z.strictObject({ serviceId: queryId }) },
    responses: { 200: json(Message, 'Removed'), ...errorResponses(404) },
  }),
};
