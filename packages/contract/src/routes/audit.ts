import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import {
  AuditAction,
  AuditPage,
  AuditResourceKind,
  AuditRetention,
  AuditRetentionSet,
  SearchResults,
} from '../schemas/audit';
import { errorResponses, IdParams, json, jsonBody, queryId } from '../schemas/common';

const dateTime = z.iso.datetime({ offset: true }).openapi({ format: 'date-time' });

/** The filters every reading of the audit log takes: tenancy, actor, resource, action and a time range. */
export const auditFilterQuery = {
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
  /** The acting user. */
  actorId: queryId.optional(),
  /** Part of the acting user's name or email. */
  actor: z.string().trim().max(200).optional(),
  resourceKind: AuditResourceKind.optional(),
  /** A resource's id, or part of its name. */
  resource: z.string().trim().max(200).optional(),
  action: AuditAction.optional(),
  /** Entries at or after this instant. */
  from: dateTime.optional(),
  /** Entries before this instant. */
  to: dateTime.optional(),
};

/** The audit log (append-only: nothing here changes an entry) and the command palette's search. */
export const auditRoutes = {
  list: defineRoute({
    operationId: 'audit.list',
    method: 'get',
    path: '/audit/entries',
    summary:
      'Audit entries the caller may see (super admin all; admins their organization, branch or project), newest first, by keyset: pass `nextCursor` as `before`',
    request: {
      query: z.strictObject({
        ...auditFilterQuery,
        before: z
          .string()
          .regex(/^\d{1,18}$/, 'Must be a whole number')
          .transform(Number)
          .optional()
          .openapi({ type: 'integer' }),
        limit: z
          .string()
          .regex(/^\d{1,3}$/, 'Must be a whole number')
          .transform(Number)
          .pipe(z.number().int().min(1).max(200))
          .optional()
          .openapi({ type: 'integer', minimum: 1, maximum: 200 }),
      }),
    },
    responses: { 200: json(AuditPage, 'A page of entries'), ...errorResponses() },
  }),
  export: defineRoute({
    operationId: 'audit.export',
    method: 'get',
    path: '/audit/entries/export',
    summary: 'Every entry matching the filters, newest first, streamed as CSV or NDJSON (one entry per line)',
    request: { query: z.strictObject({ ...auditFilterQuery, format: z.enum(['csv', 'ndjson']).optional() }) },
    responses: {
      200: {
        description: 'The entries as a download',
        content: { 'text/csv': { schema: z.string() }, 'application/x-ndjson': { schema: z.string() } },
      },
      ...errorResponses(),
    },
  }),
  stream: defineRoute({
    operationId: 'audit.stream',
    method: 'get',
    path: '/audit/entries/sse',
    summary:
      'New entries matching the filters as server-sent events (`id`, `data`: AuditEntry JSON); `: ping` every 15 s; `Last-Event-ID` resumes; opened without it or `after`, the stream first sends `event: resume` whose `id` is where a reconnect resumes from',
    request: {
      query: z.strictObject({
        ...auditFilterQuery,
        /** Start after this entry (the newest the client has): what came since is sent first. */
        after: z
          .string()
          .regex(/^\d{1,18}$/, 'Must be a whole number')
          .transform(Number)
          .optional()
          .openapi({ type: 'integer' }),
      }),
      headers: z.object({ 'last-event-id': z.string().optional() }),
    },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses(),
    },
  }),
  retention: defineRoute({
    operationId: 'audit.retention',
    method: 'get',
    path: '/organizations/{id}/audit-retention',
    summary: 'How many days the organization keeps its audit entries',
    request: { params: IdParams },
    responses: { 200: json(AuditRetention, 'The retention'), ...errorResponses(404) },
  }),
  setRetention: defineRoute({
    operationId: 'audit.setRetention',
    method: 'put',
    path: '/organizations/{id}/audit-retention',
    summary: 'Sets how many days the organization keeps its audit entries; older ones are swept',
    request: { params: IdParams, body: jsonBody(AuditRetentionSet) },
    responses: { 200: json(AuditRetention, 'The retention'), ...errorResponses(404, 413, 415) },
  }),
};

/** The command palette's search: everything the caller may see, by name. */
export const searchRoutes = {
  query: defineRoute({
    operationId: 'search.query',
    method: 'get',
    path: '/search',
    summary:
      'Organizations, branches, projects, deployments, notebooks, tickets and users the caller may see whose name matches `q`: prefix over word over substring, then most recent',
    request: {
      query: z.strictObject({
        q: z.string().trim().min(1).max(100),
        limit: z
          .string()
          .regex(/^\d{1,2}$/, 'Must be a whole number')
          .transform(Number)
          .pipe(z.number().int().min(1).max(50))
          .optional()
          .openapi({ type: 'integer', minimum: 1, maximum: 50 }),
      }),
    },
    responses: { 200: json(SearchResults, 'The results, best first'), ...errorResponses() },
  }),
};
