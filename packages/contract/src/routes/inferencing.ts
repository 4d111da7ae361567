import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  csvFile,
  errorResponses,
  INT4_MAX,
  json,
  jsonBody,
  Message,
  pagingQuery,
  queryId,
  withoutPaging,
} from '../schemas/common';
import {
  CreatedDeploymentKey,
  Deployment,
  DeploymentCreate,
  DeploymentKey,
  DeploymentKeyCreate,
  DeploymentPage,
  DeploymentPermission,
  DeploymentPermissionsSet,
  DeploymentStatus,
  DeploymentUpdate,
  DeploymentVersion,
  TimelineEvent,
} from '../schemas/inferencing';
import {
  DEPLOYMENT_METRICS_BATCH_MAX,
  DEPLOYMENT_METRICS_MAX_POINTS,
  DEPLOYMENT_METRICS_MAX_RANGE_DAYS,
  DeploymentMetrics,
  DeploymentMetricsBatch,
} from '../schemas/inferencingMetrics';

/** A numeric path parameter. */
export const pathId = (name: string) => queryId.openapi({ param: { name, in: 'path' }, type: 'integer' });

/** Where a project's inferencing lives (spec section 7). */
export const inferencingBase = '/workspace/project/{projectId}/ai/inferencing/projects';
const deployments = `${inferencingBase}/deployments` as const;
const one = `${deployments}/{id}` as const;

const ProjectParams = z.strictObject({ projectId: pathId('projectId') });
const DeploymentParams = z.strictObject({ projectId: pathId('projectId'), id: pathId('id') });
/** The deployment list's paging, search, sort and status. */
const deploymentListQuery = z.strictObject({ ...pagingQuery, status: DeploymentStatus.optional() });
const nameFilter = z.strictObject({ name: z.string().max(120).optional() });

/** Inference deployments of a project: the resource, its versions, keys, timeline and permissions. */
export const inferencingRoutes = {
  list: defineRoute({
    operationId: 'inferencing.list',
    method: 'get',
    path: deployments,
    summary: 'Deployments of a project (project admins and wider)',
    request: {
      params: ProjectParams,
      query: deploymentListQuery,
    },
    responses: { 200: json(DeploymentPage, 'A page of deployments'), ...errorResponses(404) },
  }),
  export: defineRoute({
    operationId: 'inferencing.export',
    method: 'get',
    path: `${deployments}/export`,
    summary: 'Every deployment of the list with its search, status and sort, streamed as CSV',
    request: { params: ProjectParams, query: deploymentListQuery.omit(withoutPaging) },
    responses: { 200: csvFile('The deployments as a CSV file'), ...errorResponses(404) },
  }),
  create: defineRoute({
    operationId: 'inferencing.create',
    method: 'post',
    path: deployments,
    summary: 'Deploy a predefined model or a custom image; it starts DEPLOYING',
    request: { params: ProjectParams, body: jsonBody(DeploymentCreate) },
    responses: { 201: json(Deployment, 'The deployment'), ...errorResponses(404, 409, 413, 415) },
  }),
  get: defineRoute({
    operationId: 'inferencing.get',
    method: 'get',
    path: one,
    summary: 'One deployment',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(Deployment, 'The deployment'), ...errorResponses(404) },
  }),
  update: defineRoute({
    operationId: 'inferencing.update',
    method: 'put',
    path: one,
    summary: 'Change a deployment; a new serving configuration is a new version, rolled out at once',
    request: { params: DeploymentParams, body: jsonBody(DeploymentUpdate) },
    responses: { 200: json(Deployment, 'The deployment'), ...errorResponses(404, 409, 413, 415) },
  }),
  delete: defineRoute({
    operationId: 'inferencing.delete',
    method: 'delete',
    path: one,
    summary: 'Delete a deployment with its versions, keys and windows',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
  }),
  keys: defineRoute({
    operationId: 'inferencing.keys',
    method: 'get',
    path: `${one}/key`,
    summary: 'API keys of a deployment (`name` filters); never their secrets',
    request: { params: DeploymentParams, query: nameFilter },
    responses: { 200: json(z.array(DeploymentKey), 'Keys'), ...errorResponses(404) },
  }),
  createKey: defineRoute({
    operationId: 'inferencing.createKey',
    method: 'post',
    path: `${one}/key`,
    summary: 'Create an API key; the answer is the only time its secret is shown',
    request: { params: DeploymentParams, body: jsonBody(DeploymentKeyCreate) },
    responses: { 201: json(CreatedDeploymentKey, 'The key with its secret'), ...errorResponses(404, 409, 413, 415) },
  }),
  deleteKey: defineRoute({
    operationId: 'inferencing.deleteKey',
    method: 'delete',
    path: `${one}/key`,
    summary: 'Revoke an API key',
    request: { params: DeploymentParams, query: z.strictObject({ keyId: queryId }) },
    responses: { 200: json(Message, 'Revoked'), ...errorResponses(404) },
  }),
  timeline: defineRoute({
    operationId: 'inferencing.timeline',
    method: 'get',
    path: `${one}/timeline`,
    summary: 'Who did what to a deployment, and when; newest first',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(z.array(TimelineEvent), 'Events'), ...errorResponses(404) },
  }),
  versions: defineRoute({
    operationId: 'inferencing.versions',
    method: 'get',
    path: `${one}/versions`,
    summary: 'Versions of a deployment’s serving configuration, newest first (`name` filters)',
    request: { params: DeploymentParams, query: nameFilter },
    responses: { 200: json(z.array(DeploymentVersion), 'Versions'), ...errorResponses(404) },
  }),
  activateVersion: defineRoute({
    operationId: 'inferencing.activateVersion',
    method: 'get',
    path: `${one}/versions/{version}/activate`,
    summary: 'Roll the deployment out on one of its versions (an older one is a rollback)',
    request: {
      params: z.strictObject({ projectId: pathId('projectId'), id: pathId('id'), version: pathId('version') }),
      query: z.strictObject({}),
    },
    responses: { 200: json(Deployment, 'The deployment'), ...errorResponses(404, 409) },
  }),
  pause: defineRoute({
    operationId: 'inferencing.pause',
    method: 'post',
    path: `${one}/pause`,
    summary: 'Pause a running deployment: its endpoint refuses calls until resumed',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(Deployment, 'The deployment'), ...errorResponses(404, 409) },
  }),
  resume: defineRoute({
    operationId: 'inferencing.resume',
    method: 'post',
    path: `${one}/resume`,
    summary: 'Resume a paused deployment, or start a stopped one again (a new rollout)',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(Deployment, 'The deployment'), ...errorResponses(404, 409) },
  }),
  metrics: defineRoute({
    operationId: 'inferencing.metrics',
    method: 'get',
    path: `${one}/metrics`,
    summary: `Calls, errors and p50/p95 latency of the deployment's endpoint per minute, down-sampled to at most ${DEPLOYMENT_METRICS_MAX_POINTS} points (at most ${DEPLOYMENT_METRICS_MAX_RANGE_DAYS} days)`,
    request: {
      params: DeploymentParams,
      query: z.strictObject({
        from: z.iso.datetime({ offset: true }).openapi({ format: 'date-time' }),
        to: z.iso.datetime({ offset: true }).openapi({ format: 'date-time' }),
      }),
    },
    responses: { 200: json(DeploymentMetrics, 'The series'), ...errorResponses(404) },
  }),
  metricsBatch: defineRoute({
    operationId: 'inferencing.metricsBatch',
    method: 'get',
    path: `${deployments}/metrics`,
    summary: `The metrics of up to ${DEPLOYMENT_METRICS_BATCH_MAX} deployments of the project over one range, as \`inferencing.metrics\` answers each (a list's trend column in one call)`,
    request: {
      params: ProjectParams,
      query: z.strictObject({
        ids: z
          .string()
          .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${DEPLOYMENT_METRICS_BATCH_MAX - 1}}$`), {
            message: `1 to ${DEPLOYMENT_METRICS_BATCH_MAX} deployment ids, separated by commas`,
          })
          .refine((ids) => ids.split(',').every((id) => Number(id) <= INT4_MAX), {
            message: `Each id must be at most ${INT4_MAX}`,
          })
          .openapi({
            description: `Deployment ids separated by commas (at most ${DEPLOYMENT_METRICS_BATCH_MAX})`,
            example: '3,7,12',
          }),
        from: z.iso.datetime({ offset: true }).openapi({ format: 'date-time' }),
        to: z.iso.datetime({ offset: true }).openapi({ format: 'date-time' }),
      }),
    },
    responses: {
      200: json(DeploymentMetricsBatch, 'One series per deployment, in the order asked for'),
      ...errorResponses(404),
    },
  }),
  permissions: defineRoute({
    operationId: 'inferencing.permissions',
    method: 'get',
    path: `${one}/permissions`,
    summary: 'Which project users may call or manage a deployment',
    request: { params: DeploymentParams, query: z.strictObject({}) },
    responses: { 200: json(z.array(DeploymentPermission), 'Permissions'), ...errorResponses(404) },
  }),
  setPermissions: defineRoute({
    operationId: 'inferencing.setPermissions',
    method: 'post',
    path: `${one}/permissions`,
    summary: 'Replace who may call or manage a deployment (project users only)',
    request: { params: DeploymentParams, body: jsonBody(DeploymentPermissionsSet) },
    responses: { 200: json(z.array(DeploymentPermission), 'Permissions'), ...errorResponses(404, 413, 415) },
  }),
};
