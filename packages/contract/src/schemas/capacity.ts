import { z } from '@hono/zod-openapi';
import { pageOf } from './common';

/** `schema` or null; `.nullable()` on a named schema renders a wrong OpenAPI 3.1 document. */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** GPUs, CPU cores and GiB of memory: what a quota holds and what a quota request asks for. */
export const ResourceAmounts = z
  .object({
    gpus: z.number().int(),
    cpuCores: z.number().int(),
    memoryGiB: z.number().int(),
  })
  .openapi('ResourceAmounts');

/** Where in the tenancy a quota sits. */
export const quotaLevelValues = ['ORGANIZATION', 'BRANCH', 'PROJECT'] as const;
export const QuotaLevel = z.enum(quotaLevelValues).openapi('QuotaLevel');

/**
 * A tenant's quota: what it holds, what it has handed down to the tenants one level below (their
 * quotas summed; nothing for a project) and the headroom left between the two.
 */
export const TenantQuota = z
  .object({
    level: QuotaLevel,
    id: z.number().int(),
    name: z.string(),
    quota: ResourceAmounts,
    handedDown: ResourceAmounts,
    headroom: ResourceAmounts,
    updatedAt: z.string().nullable(),
  })
  .openapi('TenantQuota');

/** Who decides a step of a quota request: the branch's admins, the organization's, or super admins. */
export const quotaApproverValues = ['BRANCH', 'ORGANIZATION', 'PLATFORM'] as const;
export const QuotaApprover = z.enum(quotaApproverValues).openapi('QuotaApprover');

/** Where a quota request stands. */
export const quotaRequestStatusValues = ['PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN'] as const;
export const QuotaRequestStatus = z.enum(quotaRequestStatusValues).openapi('QuotaRequestStatus');

/** What a step came to: still waiting, approved (in full or in part), declined, passed up unanswered, or ended by a withdrawal. */
export const quotaStepOutcomeValues = ['WAITING', 'APPROVED', 'DECLINED', 'ESCALATED', 'WITHDRAWN'] as const;
export const QuotaStepOutcome = z.enum(quotaStepOutcomeValues).openapi('QuotaStepOutcome');

/** A person named on a request. */
export const QuotaPerson = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .openapi('QuotaPerson');

/** One approval step: who decides, by when (business hours of the organization's default SLA policy), and what they decided. */
export const QuotaRequestStep = z
  .object({
    approver: QuotaApprover,
    outcome: QuotaStepOutcome,
    /** What this step granted (at most what the step before granted); null until approved. */
    approved: orNull(ResourceAmounts),
    comment: z.string(),
    decidedBy: orNull(QuotaPerson),
    decidedAt: z.string().nullable(),
    startedAt: z.string(),
    dueAt: z.string(),
    /** The step was not decided by its due time. */
    breached: z.boolean(),
  })
  .openapi('QuotaRequestStep');

/** A project admin's request for more quota for their project, with its approval steps. */
export const QuotaRequest = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    branchId: z.number().int(),
    branchName: z.string(),
    projectId: z.number().int(),
    projectName: z.string(),
    requester: QuotaPerson,
    reason: z.string(),
    /** The raise asked for, on top of the project's quota. */
    requested: ResourceAmounts,
    /** The raise applied to the project's quota once approved; null otherwise. */
    granted: orNull(ResourceAmounts),
    status: QuotaRequestStatus,
    /** Whose decision it waits on; null once it is no longer pending. */
    waitingOn: orNull(QuotaApprover),
    steps: z.array(QuotaRequestStep),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The caller may approve or decline the step it waits on. */
    canDecide: z.boolean(),
    /** The caller asked for it and it is still pending. */
    canWithdraw: z.boolean(),
  })
  .openapi('QuotaRequest');
export const QuotaRequestPage = pageOf(QuotaRequest, 'QuotaRequestPage');
