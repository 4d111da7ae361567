import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  csvFile,
  emailField,
  errorResponses,
  IdParams,
  idField,
  json,
  jsonBody,
  Message,
  pagingQuery,
  queryBool,
  queryId,
  withoutPaging,
} from '../schemas/common';
import { UserSpace } from '../schemas/space';
import { Role, User, UserInfo, UserPage } from '../schemas/users';

const name = z.string().trim().min(1).max(120);

/** The user list's paging, search, sort and filters. */
const userListQuery = z.strictObject({
  ...pagingQuery,
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
  isActive: queryBool.optional(),
  isNewUser: queryBool.optional(),
  role: Role.optional(),
  /** The spec's spelling of `role` (section 3); `role` wins when both are given. */
  Role: Role.optional(),
});
/** Where a role is given: an organization, and optionally a branch or project in it. */
export const ScopeBody = {
  organizationId: idField,
  branchId: idField.optional(),
  projectId: idField.optional(),
  role: Role,
};

/** How many role changes one edit may carry: more places than anyone holds, few enough for one transaction. */
const MAX_ROLE_CHANGES = 100;

/**
 * One edit of a user, applied whole or not at all: what `users.update`, `users.activate` and `users.assign` take,
 * with the same limits, and at least one change.
 */
const UserEdit = z
  .strictObject({
    name: name.optional(),
    email: emailField.optional(),
    isActive: z.boolean().optional(),
    /** Roles to give at places (each replaces the user's role at that place, as `users.assign` does). */
    roles: z.array(z.strictObject(ScopeBody)).max(MAX_ROLE_CHANGES).optional(),
  })
  .refine(
    (edit) =>
      edit.name !== undefined ||
      edit.email !== undefined ||
      edit.isActive !== undefined ||
      (edit.roles?.length ?? 0) > 0,
    'Change at least one of name, email, isActive or roles',
  )
  .openapi('UserEdit');

/** Users (spec section 7): the caller, user spaces, the user list and invitations. */
export const userRoutes = {
  info: defineRoute({
    operationId: 'users.info',
    method: 'get',
    path: '/users/info',
    summary: 'The signed-in user, with the unread notification count',
    responses: { 200: json(UserInfo, 'The signed-in user'), ...errorResponses() },
  }),
  space: defineRoute({
    operationId: 'users.space',
    method: 'get',
    path: '/users/space',
    summary: 'Organizations, branches and projects the signed-in user can see',
    responses: { 200: json(UserSpace, 'The user space'), ...errorResponses() },
  }),
  isUserExit: defineRoute({
    operationId: 'users.isUserExit',
    method: 'get',
    path: '/users/isUserExit',
    summary: 'Whether an account exists for an email (for the invite form)',
    request: { query: z.strictObject({ email: emailField }) },
    responses: {
      200: json(z.object({ exists: z.boolean() }).openapi('UserExists'), 'Whether it exists'),
      ...errorResponses(),
    },
  }),
  reset: defineRoute({
    operationId: 'users.reset',
    method: 'post',
    path: '/users/reset',
    summary: 'Request a password reset for an email; answers the same whether or not it exists',
    request: { body: jsonBody(z.strictObject({ email: emailField })) },
    responses: { 202: json(Message, 'Accepted'), ...errorResponses(413, 415) },
  }),
  list: defineRoute({
    operationId: 'users.list',
    method: 'get',
    path: '/users',
    summary: 'Users at a scope (organizationId, branchId or projectId; none: the whole platform, super admins only)',
    request: {
      query: userListQuery,
    },
    responses: { 200: json(UserPage, 'A page of users'), ...errorResponses(404) },
  }),
  export: defineRoute({
    operationId: 'users.export',
    method: 'get',
    path: '/users/export',
    summary: 'Every user of the list at a scope with its filters, search and sort, streamed as CSV',
    request: { query: userListQuery.omit(withoutPaging) },
    responses: { 200: csvFile('The users as a CSV file'), ...errorResponses(404) },
  }),
  invite: defineRoute({
    operationId: 'users.invite',
    method: 'post',
    path: '/users',
    summary: 'Invite a person by email with a role at a scope',
    request: { body: jsonBody(z.strictObject({ email: emailField, name, ...ScopeBody })) },
    responses: { 201: json(User, 'The invited user'), ...errorResponses(404, 409, 413, 415) },
  }),
  get: defineRoute({
    operationId: 'users.get',
    method: 'get',
    path: '/users/{id}',
    summary: 'One user with their assignments',
    request: { params: IdParams },
    responses: { 200: json(User, 'The user'), ...errorResponses(404) },
  }),
  update: defineRoute({
    operationId: 'users.update',
    method: 'post',
    path: '/users/{id}',
    summary: "Change a user's name or email",
    request: {
      params: IdParams,
      body: jsonBody(z.strictObject({ name: name.optional(), email: emailField.optional() })),
    },
    responses: { 200: json(User, 'The user'), ...errorResponses(404, 409, 413, 415) },
  }),
  activate: defineRoute({
    operationId: 'users.activate',
    method: 'put',
    path: '/users/{id}/activate/{flag}',
    summary: 'Activate (true) or deactivate (false) a user',
    request: {
      params: z.strictObject({
        id: IdParams.shape.id,
        flag: z.enum(['true', 'false']).openapi({ param: { name: 'flag', in: 'path' } }),
      }),
    },
    responses: { 200: json(User, 'The user'), ...errorResponses(404, 409) },
  }),
  edit: defineRoute({
    operationId: 'users.edit',
    method: 'post',
    path: '/users/{id}/edit',
    summary:
      "Change a user's name, email, whether they are active and their roles in one step: each change is allowed as its own call allows it, and nothing is saved unless all are",
    request: { params: IdParams, body: jsonBody(UserEdit) },
    responses: { 200: json(User, 'The user as saved'), ...errorResponses(404, 409, 413, 415) },
  }),
  reinvite: defineRoute({
    operationId: 'users.reinvite',
    method: 'post',
    path: '/users/{id}/reinvite',
    summary: 'Send the invitation again to a user who never signed in',
    request: { params: IdParams, query: z.strictObject({}) },
    responses: { 200: json(Message, 'Sent'), ...errorResponses(404, 409) },
  }),
  userSpace: defineRoute({
    operationId: 'users.userSpace',
    method: 'get',
    path: '/users/{id}/space',
    summary: "Another user's space, limited to what the caller can see",
    request: {
      params: IdParams,
      query: z.strictObject({ orgId: queryId.optional(), branchId: queryId.optional(), projectId: queryId.optional() }),
    },
    responses: { 200: json(UserSpace, 'The user space'), ...errorResponses(404) },
  }),
};
