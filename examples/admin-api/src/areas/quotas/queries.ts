/** Reads: a tenant's quota with what it handed down, and quota requests as the caller may see them. */
import type { QuotaRequest, TenantQuota } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Access, Scope } from '../../access/access';
import type { Db, DbTransaction } from '../../db/database';
import { invalid, notFound } from '../../http/errors';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { roleAssignments, users } from '../users/tables';
import { type Amounts, type Approver, NONE, subtract } from './amounts';
import { quotaRequestSteps, quotaRequests, tenantQuotas } from './tables';

export type QuotaRequestDto = z.infer<typeof QuotaRequest>;
type TenantQuotaDto = z.infer<typeof TenantQuota>;
type Reader = Pick<Db, 'select'> | DbTransaction;
type Level = TenantQuotaDto['level'];
type RequestRow = typeof quotaRequests.$inferSelect;

const amountsOf = (row: { gpus: number; cpuCores: number; memoryGiB: number } | undefined): Amounts =>
  row ? { gpus: row.gpus, cpuCores: row.cpuCores, memoryGiB: row.memoryGiB } : { ...NONE };

/** One tenant's quota row as amounts (none without a row). */
export async function quotaOf(db: Reader, level: Level, tenantId: number): Promise<Amounts> {
  const [row] = await db
    .select()
    .from(tenantQuotas)
    .where(and(eq(tenantQuotas.level, level), eq(tenantQuotas.tenantId, tenantId)));
  return amountsOf(row);
}

/** The quotas of the tenants one level below an organization (its branches) or a branch (its projects), summed. */
export async function handedDownBy(db: Reader, level: Level, tenantId: number): Promise<Amounts> {
  if (level === 'PROJECT') return { ...NONE };
  const [row] = await db
    .select({
      gpus: sql<number>`coalesce(sum(${tenantQuotas.gpus}), 0)::int`,
      cpuCores: sql<number>`coalesce(sum(${tenantQuotas.cpuCores}), 0)::int`,
      memoryGiB: sql<number>`coalesce(sum(${tenantQuotas.memoryGiB}), 0)::int`,
    })
    .from(tenantQuotas)
    .where(
      level === 'ORGANIZATION'
        ? and(eq(tenantQuotas.level, 'BRANCH'), eq(tenantQuotas.organizationId, tenantId))
        : and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.branchId, tenantId)),
    );
  return amountsOf(row);
}

/** A tenant's headroom: its quota less what it handed down. */
export async function headroomOf(db: Reader, level: Level, tenantId: number): Promise<Amounts> {
  return subtract(await quotaOf(db, level, tenantId), await handedDownBy(db, level, tenantId));
}

/** The quota of the scope's tenant (an organization, branch or project), with what it handed down and its headroom. */
export async function tenantQuota(db: Db, scope: Scope): Promise<TenantQuotaDto> {
  if (scope.level === 'global') throw invalid({ organizationId: 'Name an organization, branch or project' });
  const [level, id, table] =
    scope.level === 'project'
      ? (['PROJECT', scope.projectId, projects] as const)
      : scope.level === 'branch'
        ? (['BRANCH', scope.branchId, branches] as const)
        : (['ORGANIZATION', scope.organizationId, organizations] as const);
  const [tenant] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  if (!tenant) throw notFound('Tenant');
  const [row] = await db
    .select()
    .from(tenantQuotas)
    .where(and(eq(tenantQuotas.level, level), eq(tenantQuotas.tenantId, id)));
  const quota = amountsOf(row);
  const handedDown = await handedDownBy(db, level, id);
  return {
    level,
    id,
    name: tenant.name,
    quota,
    handedDown,
    headroom: subtract(quota, handedDown),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Whether the caller may decide a step of `approver` on a request: the tier's own admins, never its requester. */
export function decidesAt(
  access: Access,
  row: Pick<RequestRow, 'organizationId' | 'branchId' | 'requesterId'>,
  approver: Approver,
) {
  if (access.userId === row.requesterId) return false;
  if (approver === 'PLATFORM') return access.isSuperAdmin;
  return access.grants.some(
    (g) =>
      g.role === 'ADMIN' &&
      g.organizationId === row.organizationId &&
      g.projectId === null &&
      (approver === 'ORGANIZATION' ? g.branchId === null : g.branchId === row.branchId),
  );
}

/** SQL condition: requests the caller made, or that concern a project they administer (at any tier above). */
export function visibleRequests(access: Access): SQL | undefined {
  if (access.isSuperAdmin) return undefined;
  const admin = access.grants.filter((g) => g.role === 'ADMIN');
  const orgs = admin.filter((g) => g.branchId === null).map((g) => g.organizationId);
  const branchIds = admin.filter((g) => g.branchId !== null && g.projectId === null).map((g) => g.branchId as number);
  const projectIds = admin.filter((g) => g.projectId !== null).map((g) => g.projectId as number);
  return or(
    eq(quotaRequests.requesterId, access.userId),
    orgs.length > 0 ? inArray(quotaRequests.organizationId, orgs) : undefined,
    branchIds.length > 0 ? inArray(quotaRequests.branchId, branchIds) : undefined,
    projectIds.length > 0 ? inArray(quotaRequests.projectId, projectIds) : undefined,
  );
}

/** SQL condition: pending requests whose current step the caller may decide. */
function awaiting(access: Access): SQL {
  const admin = access.grants.filter((g) => g.role === 'ADMIN' && g.projectId === null);
  const orgs = admin.filter((g) => g.branchId === null).map((g) => g.organizationId);
  const branchIds = admin.filter((g) => g.branchId !== null).map((g) => g.branchId as number);
  const none = sql`false`;
  return and(
    eq(quotaRequests.status, 'PENDING'),
    sql`${quotaRequests.requesterId} <> ${access.userId}`,
    or(
      branchIds.length > 0
        ? and(eq(quotaRequests.waitingOn, 'BRANCH'), inArray(quotaRequests.branchId, branchIds))
        : none,
      orgs.length > 0
        ? and(eq(quotaRequests.waitingOn, 'ORGANIZATION'), inArray(quotaRequests.organizationId, orgs))
        : none,
      access.isSuperAdmin ? eq(quotaRequests.waitingOn, 'PLATFORM') : none,
    ),
  ) as SQL;
}

/** The list's filters. */
export interface QuotaRequestFilter {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
  status?: RequestRow['status'] | undefined;
  awaitingMe?: boolean | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  offset: number;
  limit: number;
}

/** A page of the requests the caller may see, newest first unless told otherwise. */
export async function quotaRequestPage(db: Db, access: Access, f: QuotaRequestFilter) {
  const where = and(
    visibleRequests(access),
    f.projectId !== undefined
      ? eq(quotaRequests.projectId, f.projectId)
      : f.branchId !== undefined
        ? eq(quotaRequests.branchId, f.branchId)
        : f.organizationId !== undefined
          ? eq(quotaRequests.organizationId, f.organizationId)
          : undefined,
    f.status ? eq(quotaRequests.status, f.status) : undefined,
    f.awaitingMe ? awaiting(access) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(quotaRequests).where(where);
  const rows = await db
    .select()
    .from(quotaRequests)
    .where(where)
    .orderBy(f.sortOrder === 'ASC' ? asc(quotaRequests.id) : desc(quotaRequests.id))
    .offset(f.offset)
    .limit(f.limit);
  return { items: await toDtos(db, access, rows), total: count?.n ?? 0 };
}

/** One request as the caller sees it, or undefined when it does not exist or is not theirs to see. */
export async function quotaRequestDetail(db: Db, access: Access, id: number) {
  const [row] = await db
    .select()
    .from(quotaRequests)
    .where(and(eq(quotaRequests.id, id), visibleRequests(access)));
  if (!row) return undefined;
  const [dto] = await toDtos(db, access, [row]);
  return dto;
}

/** The request rows with names, people and steps. */
async function toDtos(db: Db, access: Access, rows: RequestRow[]): Promise<QuotaRequestDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const names = await db
    .select({
      id: quotaRequests.id,
      organizationName: organizations.name,
      branchName: branches.name,
      projectName: projects.name,
      requesterName: users.name,
      requesterEmail: users.email,
    })
    .from(quotaRequests)
    .innerJoin(organizations, eq(organizations.id, quotaRequests.organizationId))
    .innerJoin(branches, eq(branches.id, quotaRequests.branchId))
    .innerJoin(projects, eq(projects.id, quotaRequests.projectId))
    .innerJoin(users, eq(users.id, quotaRequests.requesterId))
    .where(inArray(quotaRequests.id, ids));
  const steps = await db
    .select({ step: quotaRequestSteps, name: users.name, email: users.email })
    .from(quotaRequestSteps)
    .leftJoin(users, eq(users.id, quotaRequestSteps.decidedById))
    .where(inArray(quotaRequestSteps.requestId, ids))
    .orderBy(asc(quotaRequestSteps.id));
  const byId = new Map(names.map((n) => [n.id, n]));
  return rows.map((r) => {
    const n = byId.get(r.id);
    const pending = r.status === 'PENDING';
    return {
      id: r.id,
      organizationId: r.organizationId,
      organizationName: n?.organizationName ?? '',
      branchId: r.branchId,
      branchName: n?.branchName ?? '',
      projectId: r.projectId,
      projectName: n?.projectName ?? '',
      requester: { id: r.requesterId, name: n?.requesterName ?? '', email: n?.requesterEmail ?? '' },
      reason: r.reason,
      requested: amountsOf(r),
      granted:
        r.grantedGpus === null
          ? null
          : { gpus: r.grantedGpus, cpuCores: r.grantedCpuCores ?? 0, memoryGiB: r.grantedMemoryGiB ?? 0 },
      status: r.status,
      waitingOn: pending ? r.waitingOn : null,
      steps: steps
        .filter((s) => s.step.requestId === r.id)
        .map(({ step: s, name, email }) => ({
          approver: s.approver,
          outcome: s.outcome,
          approved:
            s.approvedGpus === null
              ? null
              : { gpus: s.approvedGpus, cpuCores: s.approvedCpuCores ?? 0, memoryGiB: s.approvedMemoryGiB ?? 0 },
          comment: s.comment,
          decidedBy: s.decidedById !== null ? { id: s.decidedById, name: name ?? '', email: email ?? '' } : null,
          decidedAt: s.decidedAt?.toISOString() ?? null,
          startedAt: s.startedAt.toISOString(),
          dueAt: s.dueAt.toISOString(),
          breached: s.breached,
        })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      canDecide: pending && r.waitingOn !== null && decidesAt(access, r, r.waitingOn),
      canWithdraw: pending && r.requesterId === access.userId,
    };
  });
}

/** The step a request waits on (the last one, still waiting). */
export async function waitingStep(db: Reader, requestId: number) {
  const [step] = await db
    .select()
    .from(quotaRequestSteps)
    .where(and(eq(quotaRequestSteps.requestId, requestId), eq(quotaRequestSteps.outcome, 'WAITING')))
    .orderBy(desc(quotaRequestSteps.id))
    .limit(1);
  return step;
}

/** User ids of the people who decide a step of `approver` on a request. */
export async function approverIds(
  db: Db,
  row: Pick<RequestRow, 'organizationId' | 'branchId' | 'requesterId'>,
  approver: Approver,
) {
  const rows =
    approver === 'PLATFORM'
      ? await db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true))
      : await db
          .select({ id: roleAssignments.userId })
          .from(roleAssignments)
          .where(
            and(
              eq(roleAssignments.role, 'ADMIN'),
              eq(roleAssignments.organizationId, row.organizationId),
              isNull(roleAssignments.projectId),
              approver === 'ORGANIZATION'
                ? isNull(roleAssignments.branchId)
                : eq(roleAssignments.branchId, row.branchId),
            ),
          );
  return rows.map((r) => r.id).filter((id) => id !== row.requesterId);
}
