/**
 * Every change to quota requests: asking (a project's admins), deciding a step (the branch's admins, then
 * the organization's past the branch's headroom, then super admins past the organization's), withdrawing
 * (the requester), and escalating a step nobody decided in time (the escalation clock, `escalation.ts`).
 * A final approval raises the quotas in the same transaction as the decision, with audit entries; each
 * change tells the people concerned.
 */
import type { quotaRoutes } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isAdminOf, loadAccesses, priorityOn, type Scope } from '../../access/access';
import { auditChanges, recordAudit } from '../../audit/record';
import type { Db, DbTransaction } from '../../db/database';
import type { RequestContext } from '../../env';
import { ApiError, conflict, invalid, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import type { Notifier, ScopedNotificationInput } from '../../notify/notifier';
import type { JobContext } from '../../services/actor';
import type { Due } from '../../sim/reconciler';
import { addBusinessMinutes, type BusinessHours, businessHoursOf } from '../sla';
import { slaPolicies } from '../sla/tables';
import { users } from '../users/tables';
import {
  type Amounts,
  type Approver,
  add,
  afterApproval,
  describeAmounts,
  isNone,
  nextApprover,
  RESOURCES,
} from './amounts';
import {
  approverIds,
  decidesAt,
  handedDownBy,
  headroomOf,
  quotaOf,
  quotaRequestDetail,
  tenantQuota,
  waitingStep,
} from './queries';
import { quotaRequestSteps, quotaRequests, tenantQuotas } from './tables';

type RequestRow = typeof quotaRequests.$inferSelect;

/** Business minutes each step has before it escalates: one working day. */
export const STEP_BUSINESS_MINUTES = 8 * 60;

/** The hours a step's clock runs on when the organization has no default SLA policy. */
const DEFAULT_HOURS: BusinessHours = {
  timeZone: 'UTC',
  weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  start: '09:00',
  end: '17:00',
};

const APPROVER_NAME: Record<Approver, string> = {
  BRANCH: 'the branch admins',
  ORGANIZATION: 'the organization admins',
  PLATFORM: 'the super admins',
};

const scopeOf = (r: Pick<RequestRow, 'organizationId' | 'branchId' | 'projectId'>): Scope => ({
  level: 'project',
  organizationId: r.organizationId,
  branchId: r.branchId,
  projectId: r.projectId,
});

/** When a step started at `start` falls due: on the business hours of the organization's default SLA policy. */
async function stepDueAt(db: Pick<Db, 'select'>, organizationId: number, start: Date) {
  const [policy] = await db
    .select()
    .from(slaPolicies)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.isDefault, true)))
    .orderBy(asc(slaPolicies.id))
    .limit(1);
  return addBusinessMinutes(policy ? businessHoursOf(policy) : DEFAULT_HOURS, start, STEP_BUSINESS_MINUTES);
}

/** Tells `people` (never `except`), each with the link their role on the project opens. */
async function tell(
  db: Db,
  notifier: Notifier,
  row: RequestRow,
  people: number[],
  { link, ...input }: ScopedNotificationInput,
  except?: number,
) {
  const ids = [...new Set(people)].filter((id) => id !== except);
  const accesses = await loadAccesses(db, ids);
  const byLink = new Map<string | null, number[]>();
  for (const id of ids) {
    const access = accesses.get(id);
    if (!access) continue;
    const target = typeof link === 'function' ? link(priorityOn(access, scopeOf(row))) : (link ?? null);
    byLink.set(target, [...(byLink.get(target) ?? []), id]);
  }
  for (const [target, group] of byLink) await notifier.notify(group, { ...input, link: target });
}

const requestedOf = (r: RequestRow): Amounts => ({ gpus: r.gpus, cpuCores: r.cpuCores, memoryGiB: r.memoryGiB });
const projectName = async (db: Db, row: RequestRow) =>
  (await quotaRequestDetail(db, { userId: 0, email: '', name: '', isSuperAdmin: true, grants: [] }, row.id))
    ?.projectName ?? `project ${row.projectId}`;

/** The request as answered after a change. */
async function answer(v: RequestContext, id: number) {
  const detail = await quotaRequestDetail(v.services.db, v.access, id);
  if (!detail) throw notFound('Quota request');
  return detail;
}

/** The request row, if the caller may see it (404 otherwise, so ids do not leak). */
async function visibleRow(v: RequestContext, id: number) {
  const detail = await quotaRequestDetail(v.services.db, v.access, id);
  if (!detail) throw notFound('Quota request');
  const [row] = await v.services.db.select().from(quotaRequests).where(eq(quotaRequests.id, id));
  if (!row) throw notFound('Quota request');
  return row;
}

/** Asks for more quota for a project the caller administers (checked by the rule); answers the request. */
export async function requestQuota(
  v: RequestContext,
  body: BodyOf<typeof quotaRoutes.request>,
  poke: () => Promise<void>,
) {
  const { scope, access } = v;
  const { db, clock, notifier } = v.services;
  if (scope.level !== 'project') throw invalid({ projectId: 'Name a project' });
  const amounts: Amounts = { gpus: body.gpus ?? 0, cpuCores: body.cpuCores ?? 0, memoryGiB: body.memoryGiB ?? 0 };
  if (isNone(amounts)) throw invalid({ gpus: 'Ask for at least one GPU, CPU core or GiB of memory' });
  const now = clock.now();
  const dueAt = await stepDueAt(db, scope.organizationId, now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quotaRequests)
      .values({
        organizationId: scope.organizationId,
        branchId: scope.branchId,
        projectId: scope.projectId,
        requesterId: access.userId,
        reason: body.reason,
        ...amounts,
        status: 'PENDING',
        waitingOn: 'BRANCH',
        stepDueAt: dueAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await tx
      .insert(quotaRequestSteps)
      .values({ requestId: created.id, approver: 'BRANCH', outcome: 'WAITING', startedAt: now, dueAt });
    await recordAudit(tx, v, {
      action: 'CREATE',
      resource: { kind: 'QUOTA_REQUEST', id: created.id, name: `Quota request #${created.id}` },
      scope,
      changes: auditChanges({}, { ...amounts, reason: body.reason }),
    });
    return created;
  });
  await poke();
  const project = await projectName(db, row);
  const asked = notice('quota.requested', {
    id: row.id,
    project,
    requester: access.name || access.email,
    amounts: describeAmounts(amounts),
  });
  await tell(db, notifier, row, await approverIds(db, row, 'BRANCH'), asked, access.userId);
  return answer(v, row.id);
}

/** Thrown inside a decision's transaction when the request moved on since it was read. */
class Moved extends Error {}

/** Why a request can no longer be decided or withdrawn, naming what happened to it first. */
async function alreadyDecided(db: Db, id: number): Promise<ApiError> {
  const [row] = await db.select().from(quotaRequests).where(eq(quotaRequests.id, id));
  if (!row) return notFound('Quota request');
  const steps = await db
    .select({ step: quotaRequestSteps, name: users.name })
    .from(quotaRequestSteps)
    .leftJoin(users, eq(users.id, quotaRequestSteps.decidedById))
    .where(eq(quotaRequestSteps.requestId, id))
    .orderBy(asc(quotaRequestSteps.id));
  const last = [...steps].reverse().find((s) => s.step.decidedAt !== null);
  const by = last?.name ?? 'someone';
  const when = last?.step.decidedAt ? ` at ${last.step.decidedAt.toISOString()}` : '';
  if (row.status === 'PENDING') {
    const approved = last?.step.outcome === 'APPROVED';
    return conflict(
      `${by} already ${approved ? 'approved' : 'decided'} this step${when}; the request now waits on ${APPROVER_NAME[row.waitingOn ?? 'PLATFORM']}`,
      { decision: `Already decided by ${by}` },
    );
  }
  if (row.status === 'WITHDRAWN')
    return conflict('The request was withdrawn by its requester', { decision: 'Withdrawn' });
  const verb = row.status === 'APPROVED' ? 'approved' : 'declined';
  const granted =
    row.status === 'APPROVED'
      ? ` (${describeAmounts({ gpus: row.grantedGpus ?? 0, cpuCores: row.grantedCpuCores ?? 0, memoryGiB: row.grantedMemoryGiB ?? 0 })})`
      : '';
  return conflict(`${by} already ${verb} this request${when}${granted}`, { decision: `Already ${verb} by ${by}` });
}

/** Adds `raise` to a tenant's quota row (created when missing); answers the quota before and after. */
async function raiseQuota(
  tx: DbTransaction,
  level: 'ORGANIZATION' | 'BRANCH' | 'PROJECT',
  tenantId: number,
  parents: { organizationId: number; branchId: number | null },
  raise: Amounts,
  now: Date,
) {
  const before = await quotaOf(tx, level, tenantId);
  const after = add(before, raise);
  await tx
    .insert(tenantQuotas)
    .values({ level, tenantId, ...parents, ...after, updatedAt: now })
    .onConflictDoUpdate({
      target: [tenantQuotas.level, tenantQuotas.tenantId],
      set: {
        gpus: sql`${tenantQuotas.gpus} + ${raise.gpus}`,
        cpuCores: sql`${tenantQuotas.cpuCores} + ${raise.cpuCores}`,
        memoryGiB: sql`${tenantQuotas.memoryGiB} + ${raise.memoryGiB}`,
        updatedAt: now,
      },
    });
  return { before, after };
}

/**
 * Decides the step a request waits on. Only that step's own admins may (the branch's, the organization's,
 * or super admins), never the requester; an approval grants at most what the step before granted. Two
 * deciders at once: the decision is stored only while the request still waits on that step, and the second
 * is told what the first decided. Answers the request.
 */
export async function decideQuotaRequest(
  v: RequestContext,
  id: number,
  body: BodyOf<typeof quotaRoutes.decide>,
  poke: () => Promise<void>,
) {
  const { access } = v;
  const { db, clock, notifier } = v.services;
  const row = await visibleRow(v, id);
  if (row.status !== 'PENDING' || row.waitingOn === null) throw await alreadyDecided(db, id);
  if (row.requesterId === access.userId) throw new ApiError(403, 'You cannot decide your own quota request');
  const approver = row.waitingOn;
  if (!decidesAt(access, row, approver)) {
    if (isAdminOf(access, scopeOf(row)))
      throw conflict(
        `The request waits on ${APPROVER_NAME[approver]}; it reaches you only after their approval or escalation`,
        {
          decision: `Waits on ${APPROVER_NAME[approver]}`,
        },
      );
    throw new ApiError(403, 'Not allowed for this user');
  }
  const step = await waitingStep(db, id);
  if (!step) throw await alreadyDecided(db, id);
  const cap: Amounts = step.approver === 'BRANCH' ? requestedOf(row) : await previousApproval(db, id, requestedOf(row));
  let granted = cap;
  if (body.decision === 'APPROVE') {
    granted = {
      gpus: body.gpus ?? cap.gpus,
      cpuCores: body.cpuCores ?? cap.cpuCores,
      memoryGiB: body.memoryGiB ?? cap.memoryGiB,
    };
    const over = Object.fromEntries(
      RESOURCES.filter((k) => granted[k] > cap[k]).map((k) => [k, `At most ${cap[k]}, what is asked for`]),
    );
    if (Object.keys(over).length > 0) throw invalid(over);
    if (isNone(granted)) throw invalid({ gpus: 'Grant at least one GPU, CPU core or GiB of memory, or decline' });
  }
  const comment = body.comment ?? '';
  const now = clock.now();
  let result: { kind: 'declined' } | { kind: 'approved' } | { kind: 'next'; next: Approver };
  try {
    result = await db.transaction(async (tx) => {
      const decided = {
        outcome: body.decision === 'APPROVE' ? ('APPROVED' as const) : ('DECLINED' as const),
        comment,
        decidedById: access.userId,
        decidedAt: now,
        ...(body.decision === 'APPROVE'
          ? { approvedGpus: granted.gpus, approvedCpuCores: granted.cpuCores, approvedMemoryGiB: granted.memoryGiB }
          : {}),
      };
      const [stepStored] = await tx
        .update(quotaRequestSteps)
        .set(decided)
        .where(and(eq(quotaRequestSteps.id, step.id), eq(quotaRequestSteps.outcome, 'WAITING')))
        .returning();
      if (!stepStored) throw new Moved();
      const still = and(
        eq(quotaRequests.id, id),
        eq(quotaRequests.status, 'PENDING'),
        eq(quotaRequests.waitingOn, approver),
      );
      const resource = { kind: 'QUOTA_REQUEST' as const, id, name: `Quota request #${id}` };
      if (body.decision === 'DECLINE') {
        const [stored] = await tx
          .update(quotaRequests)
          .set({ status: 'DECLINED', waitingOn: null, stepDueAt: null, updatedAt: now })
          .where(still)
          .returning();
        if (!stored) throw new Moved();
        await recordAudit(tx, v, {
          action: 'UPDATE',
          resource,
          scope: scopeOf(row),
          changes: auditChanges({ status: 'PENDING' }, { status: 'DECLINED', comment }),
        });
        return { kind: 'declined' as const };
      }
      const headrooms = {
        branch: await headroomOf(tx, 'BRANCH', row.branchId),
        organization: await headroomOf(tx, 'ORGANIZATION', row.organizationId),
      };
      const outcome = afterApproval(approver, granted, headrooms);
      if (!outcome.final) {
        const dueAt = await stepDueAt(tx, row.organizationId, now);
        const [stored] = await tx
          .update(quotaRequests)
          .set({ waitingOn: outcome.next, stepDueAt: dueAt, updatedAt: now })
          .where(still)
          .returning();
        if (!stored) throw new Moved();
        await tx
          .insert(quotaRequestSteps)
          .values({ requestId: id, approver: outcome.next, outcome: 'WAITING', startedAt: now, dueAt });
        await recordAudit(tx, v, {
          action: 'UPDATE',
          resource,
          scope: scopeOf(row),
          changes: auditChanges({ waitingOn: approver }, { waitingOn: outcome.next, approved: granted, comment }),
        });
        return { kind: 'next' as const, next: outcome.next };
      }
      const [stored] = await tx
        .update(quotaRequests)
        .set({
          status: 'APPROVED',
          waitingOn: null,
          stepDueAt: null,
          grantedGpus: granted.gpus,
          grantedCpuCores: granted.cpuCores,
          grantedMemoryGiB: granted.memoryGiB,
          updatedAt: now,
        })
        .where(still)
        .returning();
      if (!stored) throw new Moved();
      await recordAudit(tx, v, {
        action: 'UPDATE',
        resource,
        scope: scopeOf(row),
        changes: auditChanges({ status: 'PENDING' }, { status: 'APPROVED', granted, comment }),
      });
      // The quotas themselves, top down, each with its own entry.
      const tiers = [
        [
          'ORGANIZATION',
          row.organizationId,
          { organizationId: row.organizationId, branchId: null },
          outcome.raises.organization,
        ],
        ['BRANCH', row.branchId, { organizationId: row.organizationId, branchId: row.branchId }, outcome.raises.branch],
        [
          'PROJECT',
          row.projectId,
          { organizationId: row.organizationId, branchId: row.branchId },
          outcome.raises.project,
        ],
      ] as const;
      for (const [level, tenantId, parents, raise] of tiers) {
        if (isNone(raise)) continue;
        const { before, after } = await raiseQuota(tx, level, tenantId, parents, raise, now);
        const kind = level === 'ORGANIZATION' ? 'ORGANIZATION' : level === 'BRANCH' ? 'BRANCH' : 'PROJECT';
        const tierScope: Scope =
          level === 'ORGANIZATION'
            ? { level: 'organization', organizationId: row.organizationId }
            : level === 'BRANCH'
              ? { level: 'branch', organizationId: row.organizationId, branchId: row.branchId }
              : scopeOf(row);
        await recordAudit(tx, v, {
          action: 'UPDATE',
          resource: { kind, id: tenantId, name: `Quota of ${kind.toLowerCase()} ${tenantId}` },
          scope: tierScope,
          changes: auditChanges(
            { gpuQuota: before.gpus, cpuCoreQuota: before.cpuCores, memoryGiBQuota: before.memoryGiB },
            { gpuQuota: after.gpus, cpuCoreQuota: after.cpuCores, memoryGiBQuota: after.memoryGiB },
          ),
        });
      }
      return { kind: 'approved' as const };
    });
  } catch (error) {
    if (error instanceof Moved) throw await alreadyDecided(db, id);
    throw error;
  }
  await poke();
  const project = await projectName(db, row);
  const by = access.name || access.email;
  if (result.kind === 'next') {
    const asked = notice('quota.requested', {
      id,
      project,
      requester: (await requesterName(db, row)) ?? 'A project admin',
      amounts: describeAmounts(granted),
    });
    await tell(db, notifier, row, await approverIds(db, row, result.next), asked, access.userId);
  } else if (result.kind === 'approved') {
    await tell(
      db,
      notifier,
      row,
      [row.requesterId],
      notice('quota.approved', { id, project, by, amounts: describeAmounts(granted) }),
    );
  } else {
    await tell(db, notifier, row, [row.requesterId], notice('quota.declined', { id, project, by }));
  }
  return answer(v, id);
}

/** What the last approved step granted (the cap of the next step), or what was asked. */
async function previousApproval(db: Db, id: number, requested: Amounts): Promise<Amounts> {
  const steps = await db
    .select()
    .from(quotaRequestSteps)
    .where(and(eq(quotaRequestSteps.requestId, id), eq(quotaRequestSteps.outcome, 'APPROVED')))
    .orderBy(asc(quotaRequestSteps.id));
  const last = steps.at(-1);
  if (!last || last.approvedGpus === null) return requested;
  return { gpus: last.approvedGpus, cpuCores: last.approvedCpuCores ?? 0, memoryGiB: last.approvedMemoryGiB ?? 0 };
}

async function requesterName(db: Db, row: RequestRow) {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.requesterId));
  return u?.name;
}

/** Withdraws a pending request (its requester only); answers it. */
export async function withdrawQuotaRequest(v: RequestContext, id: number, poke: () => Promise<void>) {
  const { access } = v;
  const { db, clock, notifier } = v.services;
  const row = await visibleRow(v, id);
  if (row.requesterId !== access.userId) throw new ApiError(403, 'Only its requester may withdraw a quota request');
  if (row.status !== 'PENDING') throw await alreadyDecided(db, id);
  const now = clock.now();
  const waitingOn = row.waitingOn;
  try {
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .update(quotaRequests)
        .set({ status: 'WITHDRAWN', waitingOn: null, stepDueAt: null, updatedAt: now })
        .where(and(eq(quotaRequests.id, id), eq(quotaRequests.status, 'PENDING')))
        .returning();
      if (!stored) throw new Moved();
      await tx
        .update(quotaRequestSteps)
        .set({ outcome: 'WITHDRAWN', decidedAt: now, decidedById: access.userId })
        .where(and(eq(quotaRequestSteps.requestId, id), eq(quotaRequestSteps.outcome, 'WAITING')));
      await recordAudit(tx, v, {
        action: 'UPDATE',
        resource: { kind: 'QUOTA_REQUEST', id, name: `Quota request #${id}` },
        scope: scopeOf(row),
        changes: auditChanges({ status: 'PENDING' }, { status: 'WITHDRAWN' }),
      });
    });
  } catch (error) {
    if (error instanceof Moved) throw await alreadyDecided(db, id);
    throw error;
  }
  await poke();
  if (waitingOn) {
    const project = await projectName(db, row);
    const gone = notice('quota.withdrawn', { id, project, requester: access.name || access.email });
    await tell(db, notifier, row, await approverIds(db, row, waitingOn), gone, access.userId);
  }
  return answer(v, id);
}

/**
 * A step nobody decided by its due time: it is marked breached and, below the super admins, passed up to
 * the next tier with a new due time (the step's outcome is ESCALATED); the new deciders are told. A super
 * admins' step past its due time stays theirs and they are told it is overdue.
 */
export async function escalateQuotaRequest({ db, notifier }: JobContext, due: Due<typeof quotaRequests>) {
  const { row, now } = due;
  if (row.status !== 'PENDING' || row.waitingOn === null) return;
  const next = nextApprover(row.waitingOn);
  const dueAt = next ? await stepDueAt(db, row.organizationId, now) : null;
  const stored = await due.store(next ? { waitingOn: next, updatedAt: now } : { updatedAt: now }, dueAt);
  if (!stored) return;
  await db
    .update(quotaRequestSteps)
    .set({ breached: true, ...(next ? { outcome: 'ESCALATED' as const, decidedAt: now } : {}) })
    .where(and(eq(quotaRequestSteps.requestId, row.id), eq(quotaRequestSteps.outcome, 'WAITING')));
  if (next && dueAt)
    await db
      .insert(quotaRequestSteps)
      .values({ requestId: row.id, approver: next, outcome: 'WAITING', startedAt: now, dueAt });
  const project = await projectName(db, stored);
  const escalated = notice('quota.escalated', {
    id: row.id,
    project,
    amounts: describeAmounts(requestedOf(stored)),
    overdue: !next,
  });
  await tell(db, notifier, stored, await approverIds(db, stored, next ?? row.waitingOn), escalated);
}

const UNITS: Record<(typeof RESOURCES)[number], string> = { gpus: 'GPUs', cpuCores: 'CPU cores', memoryGiB: 'GiB' };

/**
 * Sets the quota of the scope's tenant (an admin above it; the access rule checks). It may not go below what the
 * tenant has handed down to the tenants under it, and a raise must fit the headroom of the tier above (an
 * organization's only super admins set, without a tier above). Audited; the tenant's admins are told, and open
 * capacity boards refetch on the notice. Answers the quota.
 */
export async function setTenantQuota(v: RequestContext, body: BodyOf<typeof quotaRoutes.set>) {
  const { scope } = v;
  if (scope.level === 'global') throw invalid({ organizationId: 'Name an organization, branch or project' });
  const { db, clock, notifier } = v.services;
  const level = scope.level === 'project' ? 'PROJECT' : scope.level === 'branch' ? 'BRANCH' : 'ORGANIZATION';
  const tenantId =
    scope.level === 'project' ? scope.projectId : scope.level === 'branch' ? scope.branchId : scope.organizationId;
  const parents = { organizationId: scope.organizationId, branchId: scope.level === 'project' ? scope.branchId : null };
  const wanted: Amounts = { gpus: body.gpus, cpuCores: body.cpuCores, memoryGiB: body.memoryGiB };
  const now = clock.now();
  await db.transaction(async (tx) => {
    // One change to a tier's quotas at a time: the parent's row is locked while its headroom is checked.
    const parent =
      scope.level === 'project'
        ? (['BRANCH', scope.branchId] as const)
        : scope.level === 'branch'
          ? (['ORGANIZATION', scope.organizationId] as const)
          : undefined;
    if (parent)
      await tx.execute(
        sql`select 1 from ${tenantQuotas} where ${tenantQuotas.level} = ${parent[0]} and ${tenantQuotas.tenantId} = ${parent[1]} for update`,
      );
    const before = await quotaOf(tx, level, tenantId);
    const handed = await handedDownBy(tx, level, tenantId);
    const below = RESOURCES.filter((k) => wanted[k] < handed[k]);
    if (below.length > 0)
      throw invalid(
        Object.fromEntries(
          below.map((k) => [k, `At least ${handed[k]} ${UNITS[k]}: handed down to the tenants below`]),
        ),
      );
    if (parent) {
      const room = await headroomOf(tx, parent[0], parent[1]);
      const over = RESOURCES.filter((k) => wanted[k] - before[k] > room[k]);
      if (over.length > 0)
        throw invalid(
          Object.fromEntries(
            over.map((k) => [
              k,
              `At most ${before[k] + room[k]} ${UNITS[k]}: the tier above has ${room[k]} to hand down`,
            ]),
          ),
        );
    }
    await tx
      .insert(tenantQuotas)
      .values({ level, tenantId, ...parents, ...wanted, updatedAt: now })
      .onConflictDoUpdate({ target: [tenantQuotas.level, tenantQuotas.tenantId], set: { ...wanted, updatedAt: now } });
    await recordAudit(tx, v, {
      action: 'UPDATE',
      resource: { kind: level, id: tenantId, name: `Quota of ${level.toLowerCase()} ${tenantId}` },
      scope,
      changes: auditChanges(
        { gpuQuota: before.gpus, cpuCoreQuota: before.cpuCores, memoryGiBQuota: before.memoryGiB },
        { gpuQuota: wanted.gpus, cpuCoreQuota: wanted.cpuCores, memoryGiBQuota: wanted.memoryGiB },
      ),
    });
  });
  const answer = await tenantQuota(db, scope);
  await notifier.notifyScope(
    scope,
    notice('quota.set', { tenant: answer.name, by: v.access.name || v.access.email, amounts: describeAmounts(wanted) }),
  );
  return answer;
}
