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

/** GPUs, CPU cores and GiB of memory as measured or summed: fractions allowed. */
export const ResourceQuantities = z
  .object({
    gpus: z.number(),
    cpuCores: z.number(),
    memoryGiB: z.number(),
  })
  .openapi('ResourceQuantities');

/** The tiers a capacity board looks from: the platform (super admins), an organization, a branch or a project. */
export const capacityLevelValues = ['PLATFORM', 'ORGANIZATION', 'BRANCH', 'PROJECT'] as const;
export const CapacityLevel = z.enum(capacityLevelValues).openapi('CapacityLevel');

/** What a row of a capacity board is: a tenant one level below the board's, or one workload of a project. */
export const capacityRowLevelValues = ['ORGANIZATION', 'BRANCH', 'PROJECT', 'WORKLOAD'] as const;
export const CapacityRowLevel = z.enum(capacityRowLevelValues).openapi('CapacityRowLevel');

/** What holds resources: a project service, a notebook instance or an inference deployment. */
export const workloadKindValues = ['SERVICE', 'NOTEBOOK', 'DEPLOYMENT'] as const;
export const WorkloadKind = z.enum(workloadKindValues).openapi('WorkloadKind');

/** Why a workload waits in the capacity queue: its project's quota cannot take it, or no node has room for it. */
export const queueReasonValues = ['QUOTA', 'NODE'] as const;
export const QueueReason = z.enum(queueReasonValues).openapi('QueueReason');

/**
 * One row of a capacity board: a tenant's quota (null when none is set), what its running workloads hold
 * (allocated), what they used at the last sample (null for a single workload: use is measured per project), and
 * what of the quota is free.
 */
export const CapacityRow = z
  .object({
    level: CapacityRowLevel,
    /** `ORGANIZATION:3`, `PROJECT:12`, `notebook:7`: unique on the board. */
    key: z.string(),
    id: z.number().int(),
    name: z.string(),
    /** For a workload: what it is. */
    kind: orNull(WorkloadKind),
    quota: orNull(ResourceAmounts),
    allocated: ResourceQuantities,
    used: orNull(ResourceQuantities),
    free: orNull(ResourceQuantities),
  })
  .openapi('CapacityRow');

/** A workload that cannot start: why, and its place in the platform's queue (1 starts first when room appears). */
export const QueuedWorkload = z
  .object({
    kind: WorkloadKind,
    id: z.number().int(),
    name: z.string(),
    projectId: z.number().int(),
    projectName: z.string(),
    ownerName: z.string(),
    request: ResourceAmounts,
    reason: QueueReason,
    /** The reason in words, with the amounts. */
    detail: z.string(),
    position: z.number().int(),
    queuedAt: z.string(),
  })
  .openapi('QueuedWorkload');

/**
 * A capacity board: the tier's own quota, allocation, use and free room, the same per tenant one level below (per
 * workload for a project), and the workloads in the tier that wait in the capacity queue. A member who administers
 * nothing in the tier sees only their own workloads.
 */
export const CapacityBoard = z
  .object({
    level: CapacityLevel,
    /** The tenant's id; null for the platform. */
    id: orNull(z.number().int()),
    name: z.string(),
    quota: orNull(ResourceAmounts),
    allocated: ResourceQuantities,
    used: ResourceQuantities,
    free: orNull(ResourceQuantities),
    /** When use was last sampled; null before the first sample. */
    usedAt: orNull(z.string()),
    rowLevel: CapacityRowLevel,
    rows: z.array(CapacityRow),
    queue: z.array(QueuedWorkload),
    /** How many workloads wait on the whole platform (positions count from these). */
    queueLength: z.number().int(),
  })
  .openapi('CapacityBoard');
