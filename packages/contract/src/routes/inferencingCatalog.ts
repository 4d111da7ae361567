import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { errorResponses, IdParams, json, jsonBody, Message, pagingQuery } from '../schemas/common';
import {
  InferenceTask,
  PredefinedModel,
  PredefinedModelPage,
  RegistryCredential,
  RegistryCredentialSave,
  ScheduledUptime,
  ScheduledUptimeCreate,
  ScheduledUptimeUpdate,
} from '../schemas/inferencing';
import { inferencingBase, pathId } from './inferencing';

const schedules = `${inferencingBase}/scheduled-uptime/` as const;
const ScheduleParams = z.strictObject({ projectId: pathId('projectId'), id: pathId('id') });

/** Scheduled uptime windows, registry credentials and the predefined-model catalog. */
export const inferencingCatalogRoutes = {
  schedules: defineRoute({
    operationId: 'inferencing.schedules',
    method: 'get',
    path: schedules,
    summary: 'Scheduled uptime windows of a deployment',
    request: {
      params: z.strictObject({ projectId: pathId('projectId') }),
      query: z.strictObject({ deploymentId: pathId('deploymentId').openapi({ param: { in: 'query' } }) }),
    },
    responses: { 200: json(z.array(ScheduledUptime), 'Windows'), ...errorResponses(404) },
  }),
  createSchedule: defineRoute({
    operationId: 'inferencing.createSchedule',
    method: 'post',
    path: schedules,
    summary: 'Add an uptime window; overlapping or empty windows are refused with a field error',
    request: { params: z.strictObject({ projectId: pathId('projectId') }), body: jsonBody(ScheduledUptimeCreate) },
    responses: { 201: json(ScheduledUptime, 'The window'), ...errorResponses(404, 413, 415) },
  }),
  schedule: defineRoute({
    operationId: 'inferencing.schedule',
    method: 'get',
    path: `${schedules}{id}`,
    summary: 'One uptime window',
    request: { params: ScheduleParams, query: z.strictObject({}) },
    responses: { 200: json(ScheduledUptime, 'The window'), ...errorResponses(404) },
  }),
  updateSchedule: defineRoute({
    operationId: 'inferencing.updateSchedule',
    method: 'put',
    path: `${schedules}{id}`,
    summary: 'Change an uptime window',
    request: { params: ScheduleParams, body: jsonBody(ScheduledUptimeUpdate) },
    responses: { 200: json(ScheduledUptime, 'The window'), ...errorResponses(404, 413, 415) },
  }),
  deleteSchedule: defineRoute({
    operationId: 'inferencing.deleteSchedule',
    method: 'delete',
    path: `${schedules}{id}`,
    summary: 'Remove an uptime window',
    request: { params: ScheduleParams, query: z.strictObject({}) },
    responses: { 200: json(Message, 'Removed'), ...errorResponses(404) },
  }),
  credentials: defineRoute({
    operationId: 'inferencing.credentials',
    method: 'get',
    path: '/ai/inferencing/projects/credentials/',
    summary: 'The caller’s registry credentials (`source` selects one registry); secrets masked',
    request: { query: z.strictObject({ source: z.string().max(253).optional() }) },
    responses: { 200: json(z.array(RegistryCredential), 'Credentials'), ...errorResponses() },
  }),
  saveCredentials: defineRoute({
    operationId: 'inferencing.saveCredentials',
    method: 'post',
    path: '/ai/inferencing/projects/credentials/',
    summary: 'Save registry credentials for custom images (replaces those of the same source)',
    request: { body: jsonBody(RegistryCredentialSave) },
    responses: { 200: json(RegistryCredential, 'Saved, secret masked'), ...errorResponses(413, 415) },
  }),
  predefinedModels: defineRoute({
    operationId: 'predefinedModels.list',
    method: 'get',
    path: '/ai/inferencing/predefined-models',
    summary: 'The predefined-model catalog (`search` by name or description, `task` filters)',
    request: { query: z.strictObject({ ...pagingQuery, task: InferenceTask.optional() }) },
    responses: { 200: json(PredefinedModelPage, 'A page of models'), ...errorResponses() },
  }),
  predefinedModel: defineRoute({
    operationId: 'predefinedModels.get',
    method: 'get',
    path: '/ai/inferencing/predefined-models/{id}',
    summary: 'One predefined model',
    request: { params: IdParams, query: z.strictObject({}) },
    responses: { 200: json(PredefinedModel, 'The model'), ...errorResponses(404) },
  }),
};
