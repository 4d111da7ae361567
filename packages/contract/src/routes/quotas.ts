import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { CapacityBoard, QuotaRequest, QuotaRequestPage, QuotaRequestStatus, TenantQuota } from '../schemas/capacity';
import { errorResponses, IdParams, idField, json, jsonBody, pagingQuery, queryBool, queryId } from '../schemas/common';

/** The most a single request may ask for or grant of each resource. */
export const quotaLimits = { gpus: 512, cpuCores: 16_384, memoryGiB: 131_072 } as const;

const amount = (max: number) => z.number().int('Use a whole number').min(0, 'Must not be negative').max(max);
/** A raise of each resource; missing means none. */
const amountFields = {
  gpus: amount(quotaLimits.gpus).optional(),
  cpuCores: amount(quotaLimits.cpuCores).optional(),
  memoryGiB: amount(quotaLimits.memoryGiB).optional(),
};

/** Scope ids a read narrows to (the most specific given wins). */
const scopeQuery = {
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
};

/**
 * Quotas of GPUs, CPU cores and memory per organization, branch and project, and the requests that raise
 * a project's: asked for by its admins, decided by the branch's admins, by the organization's past the
 * branch's headroom, and by super admins past the organization's.
 */
export const quotaRoutes = {
  get: defineRoute({
    operationId: 'quotas.get',
    method: 'get',
    path: '/capacity/quotas',
    summary: 'The quota of an organization, branch or project, what it has handed down, and its headroom',
    request: { query: z.strictObject(scopeQuery) },
    responses: { 200: json(TenantQuota, 'The quota'), ...errorResponses(404) },
  }),
  set: defineRoute({
    operationId: 'quotas.set',
    method: 'put',
    path: '/capacity/quotas',
    summary:
      'Set the quota of an organization, branch or project (admins above it): not below what it has handed down, and a raise within the headroom of the tier above',
    request: {
      body: jsonBody(
        z.strictObject({
          organizationId: idField.optional(),
          branchId: idField.optional(),
          projectId: idField.optional(),
          gpus: z.number().int().min(0).max(100_000),
          cpuCores: z.number().int().min(0).max(10_000_000),
          memoryGiB: z.number().int().min(0).max(100_000_000),
        }),
      ),
    },
    responses: { 200: json(TenantQuota, 'The quota'), ...errorResponses(404, 409, 413, 415) },
  }),
  board: defineRoute({
    operationId: 'quotas.board',
    method: 'get',
    path: '/capacity/board',
    summary:
      'The capacity board of the platform, an organization, branch or project: quota, allocated, used and free per tenant one level down, and the workloads that wait with why and their place in the queue',
    request: { query: z.strictObject(scopeQuery) },
    responses: { 200: json(CapacityBoard, 'The board'), ...errorResponses(404) },
  }),
  requests: defineRoute({
    operationId: 'quotas.requests',
    method: 'get',
    path: '/capacity/quota-requests',
    summary: 'Quota requests the caller made or may decide, in a scope and below, newest first',
    request: {
      query: z.strictObject({
        ...pagingQuery,
        sortBy: z.enum(['ID', 'CREATED_AT']).optional(),
        ...scopeQuery,
        status: QuotaRequestStatus.optional(),
        /** Only requests whose current step the caller may decide. */
        awaitingMe: queryBool.optional(),
      }),
    },
    responses: { 200: json(QuotaRequestPage, 'A page of quota requests'), ...errorResponses() },
  }),
  request: defineRoute({
    operationId: 'quotas.request',
    method: 'post',
    path: '/capacity/quota-requests',
    summary: 'Ask for more quota for a project the caller administers, with a reason',
    request: {
      body: jsonBody(
        z.strictObject({
          projectId: idField,
          ...amountFields,
          reason: z.string().trim().min(3).max(2000),
        }),
      ),
    },
    responses: { 201: json(QuotaRequest, 'The request'), ...errorResponses(404, 409, 413, 415) },
  }),
  getRequest: defineRoute({
    operationId: 'quotas.getRequest',
    method: 'get',
    path: '/capacity/quota-requests/{id}',
    summary: 'One quota request with its steps',
    request: { params: IdParams },
    responses: { 200: json(QuotaRequest, 'The request'), ...errorResponses(404) },
  }),
  decide: defineRoute({
    operationId: 'quotas.decide',
    method: 'post',
    path: '/capacity/quota-requests/{id}/decision',
    summary:
      'Approve (in full or in part) or decline the step a request waits on; the final approval raises the quotas at once',
    request: {
      params: IdParams,
      body: jsonBody(
        z.strictObject({
          decision: z.enum(['APPROVE', 'DECLINE']),
          /** For a partial approval: what is granted of each resource (at most what was asked). */
          ...amountFields,
          comment: z.string().trim().max(2000).optional(),
        }),
      ),
    },
    responses: { 200: json(QuotaRequest, 'The request after the decision'), ...errorResponses(404, 409, 413, 415) },
  }),
  withdraw: defineRoute({
    operationId: 'quotas.withdraw',
    method: 'post',
    path: '/capacity/quota-requests/{id}/withdraw',
    summary: 'Withdraw a pending request (its requester)',
    request: { params: IdParams },
    responses: { 200: json(QuotaRequest, 'The withdrawn request'), ...errorResponses(404, 409) },
  }),
};
