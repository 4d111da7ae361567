import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  csvFile,
  errorResponses,
  IdParams,
  idField,
  json,
  jsonBody,
  Message,
  pagingQuery,
  withoutPaging,
} from '../schemas/common';
import {
  Notebook,
  NotebookAccess,
  NotebookOptions,
  NotebookPage,
  NotebookProgress,
  NotebookSize,
  NotebookStatus,
} from '../schemas/notebooks';

/** The limits the hub enforces; the options call reports them to forms. */
export const notebookLimits = {
  maxGpu: 4,
  minStorageGiB: 5,
  maxStorageGiB: 500,
  maxIdleTimeoutMinutes: 1440,
  maxReplicas: 4,
} as const;

const base = '/workspace/project/{id}/ai/jupyterhub';
const item = `${base}/{instanceId}` as const;

/** `{id}` (the project) and `{instanceId}` in a path. */
const InstanceParams = z.strictObject({
  id: IdParams.shape.id,
  instanceId: IdParams.shape.id.openapi({ param: { name: 'instanceId', in: 'path' }, type: 'integer' }),
});

/** What a client sets on a notebook instance. */
const fields = {
  name: z
    .string()
    .trim()
    .min(1)
    .max(63)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'Letters, digits, spaces, dots, dashes and underscores'),
  imageId: z.string().min(1).max(100),
  size: NotebookSize,
  gpuCount: z.number().int().min(0).max(notebookLimits.maxGpu),
  storageGiB: z.number().int().min(notebookLimits.minStorageGiB).max(notebookLimits.maxStorageGiB),
  idleTimeoutMinutes: z.number().int().min(0).max(notebookLimits.maxIdleTimeoutMinutes),
};

/** The notebook list's paging, search, sort and status. */
const notebookListQuery = z.strictObject({ ...pagingQuery, status: NotebookStatus.optional() });

const errors409 = errorResponses(404, 409, 413, 415);

/**
 * The notebook hub of a project (spec section 7): instances with list, create, scale, get, update,
 * delete, start and stop, and the images and sizes it offers. The hub check is with the projects.
 * Project admins see and manage every instance of the project; a member sees and controls their own.
 */
export const notebookRoutes = {
  options: defineRoute({
    operationId: 'jupyterhub.options',
    method: 'get',
    path: `${base}/options`,
    summary: 'Images, sizes and limits the project’s notebook hub offers',
    request: { params: IdParams },
    responses: { 200: json(NotebookOptions, 'The choices'), ...errorResponses(404) },
  }),
  list: defineRoute({
    operationId: 'jupyterhub.list',
    method: 'get',
    path: base,
    summary: 'Notebook instances the caller may see (all for project admins, their own for members)',
    request: {
      params: IdParams,
      query: notebookListQuery,
    },
    responses: { 200: json(NotebookPage, 'A page of notebook instances'), ...errorResponses(404) },
  }),
  export: defineRoute({
    operationId: 'jupyterhub.export',
    method: 'get',
    path: `${base}/export`,
    summary: 'Every notebook instance of the list with its search, status and sort, streamed as CSV',
    request: { params: IdParams, query: notebookListQuery.omit(withoutPaging) },
    responses: { 200: csvFile('The notebook instances as a CSV file'), ...errorResponses(404) },
  }),
  create: defineRoute({
    operationId: 'jupyterhub.create',
    method: 'post',
    path: base,
    summary: 'Start a new notebook instance owned by the caller; refused past the notebook hub quota',
    request: { params: IdParams, body: jsonBody(z.strictObject(fields)) },
    responses: { 201: json(Notebook, 'The instance, PENDING'), ...errors409 },
  }),
  scale: defineRoute({
    operationId: 'jupyterhub.scale',
    method: 'put',
    path: base,
    summary:
      'Set the replicas of an instance (project admins); refused past the notebook hub quota. Zero ends its server as a stop does; a later start runs it with one replica',
    request: {
      params: IdParams,
      body: jsonBody(
        z.strictObject({
          instanceId: idField,
          replicas: z.number().int().min(0).max(notebookLimits.maxReplicas),
        }),
      ),
    },
    responses: { 200: json(Notebook, 'The instance'), ...errors409 },
  }),
  get: defineRoute({
    operationId: 'jupyterhub.get',
    method: 'get',
    path: item,
    summary: 'One notebook instance',
    request: { params: InstanceParams },
    responses: { 200: json(Notebook, 'The instance'), ...errorResponses(404) },
  }),
  update: defineRoute({
    operationId: 'jupyterhub.update',
    method: 'put',
    path: item,
    summary: 'Change a notebook instance; a running one restarts with the new settings',
    request: { params: InstanceParams, body: jsonBody(z.strictObject(fields).partial()) },
    responses: { 200: json(Notebook, 'The instance'), ...errors409 },
  }),
  delete: defineRoute({
    operationId: 'jupyterhub.delete',
    method: 'delete',
    path: item,
    summary: 'Delete a notebook instance and its storage',
    request: { params: InstanceParams },
    responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
  }),
  start: defineRoute({
    operationId: 'jupyterhub.start',
    method: 'post',
    path: `${item}/start`,
    summary: 'Start a stopped or failed instance: PENDING, then RUNNING',
    request: { params: InstanceParams },
    responses: { 202: json(Notebook, 'The instance, PENDING'), ...errorResponses(404, 409) },
  }),
  stop: defineRoute({
    operationId: 'jupyterhub.stop',
    method: 'post',
    path: `${item}/stop`,
    summary: 'Stop a pending or running instance: STOPPING, then STOPPED',
    request: { params: InstanceParams },
    responses: { 202: json(Notebook, 'The instance, STOPPING'), ...errorResponses(404, 409) },
  }),
  open: defineRoute({
    operationId: 'jupyterhub.open',
    method: 'post',
    path: `${item}/open`,
    summary:
      'A one-time address into a running instance for its owner only: it signs them in to the hub and lands on their server, with no credential left in the address',
    request: { params: InstanceParams },
    responses: { 200: json(NotebookAccess, 'Where to navigate, once'), ...errorResponses(404, 409) },
  }),
  progress: defineRoute({
    operationId: 'jupyterhub.progress',
    method: 'get',
    path: `${item}/progress`,
    summary: 'The notebook hub’s own progress events of the instance’s start so far',
    request: { params: InstanceParams },
    responses: { 200: json(NotebookProgress, 'The events, oldest first'), ...errorResponses(404) },
  }),
};
