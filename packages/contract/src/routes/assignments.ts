import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { errorResponses, IdParams, json, jsonBody, queryId } from '../schemas/common';
import { User } from '../schemas/users';
import { ScopeBody } from './users';

/** Role assignments: give a user a role at a scope, or take it away. */
export const assignmentRoutes = {
  assign: defineRoute({
    operationId: 'users.assign',
    method: 'post',
    path: '/workspace/users/{id}',
    summary: 'Give a user a role at a scope (replaces their role at that scope)',
    request: { params: IdParams, body: jsonBody(z.strictObject(ScopeBody)) },
    responses: { 200: json(User, 'The user'), ...errorResponses(404, 413, 415) },
  }),
  unassign: defineRoute({
    operationId: 'users.unassign',
    method: 'delete',
    path: '/workspace/users/{id}',
    summary: "Remove a user's role at a scope (organizationId, plus branchId or projectId)",
    request: {
      params: IdParams,
      query: z.strictObject({
        organizationId: queryId,
        branchId: queryId.optional(),
        projectId: queryId.optional(),
      }),
    },
    responses: { 200: json(User, 'The user'), ...errorResponses(404) },
  }),
};
