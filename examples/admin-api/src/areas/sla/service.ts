/**
 * Creating, changing and deleting SLA policies. A change recomputes the due times of the policy's open
 * tickets and wakes the SLA clock; a delete leaves its tickets without due times.
 */
import { slaRoutes } from '@console/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { isAdminOf } from '../../access/access';
import { auditChanges, audited, recordAudit } from '../../audit/record';
import type { Db, DbTransaction } from '../../db/database';
import type { RequestContext } from '../../env';
import { explainConflicts, uniqueName } from '../../http/conflicts';
import { ApiError, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { resourceNotices } from '../../notify/messages';
import { resourceService } from '../../services/resourceService';
import type { Reconciler } from '../../sim/reconciler';
import { tickets } from '../tickets/tables';
import { policyColumns } from './policyInput';
import { slaPolicyDetail } from './queries';
import { NO_SLA, slaFields } from './slaFields';
import { slaPolicies } from './tables';

const unique = uniqueName('sla_policies_org_name', (name) => `An SLA policy named ${name} already exists here`);

/** Makes one policy the organization's only default. */
async function soleDefault(tx: Pick<Db, 'update'> | DbTransaction, organizationId: number, id: number) {
  await tx
    .update(slaPolicies)
    .set({ isDefault: false })
    .where(and(eq(slaPolicies.organizationId, organizationId), ne(slaPolicies.id, id)));
}

/**
 * Recomputes the due times and breach flags of a policy's unfinished tickets after it changed, so an
 * edit of the targets, hours or holidays moves the due times the desk sees.
 */
export async function recomputePolicyTickets(db: Db, policyId: number, now: Date) {
  const [policy] = await db.select().from(slaPolicies).where(eq(slaPolicies.id, policyId));
  const rows = await db
    .select()
    .from(tickets)
    .where(
      and(eq(tickets.slaPolicyId, policyId), inArray(tickets.status, ['OPEN', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER'])),
    );
  for (const row of rows)
    await db
      .update(tickets)
      .set(slaFields(policy, row, now))
      .where(eq(tickets.id, row.id));
}

/** The policy, if the caller may manage it (organization admins and wider); 404 if they cannot even read it. */
async function managedPolicy(v: RequestContext, id: number) {
  const detail = await slaPolicyDetail(v.services.db, v.access, id);
  if (!detail) throw notFound('SLA policy');
  if (!isAdminOf(v.access, { level: 'organization', organizationId: detail.organizationId }))
    throw new ApiError(403, 'Only organization admins manage SLA policies');
  return detail;
}

/** The SLA policy service: `create`, `update` and `delete`; `slaClock` is woken when due times move. */
export function slaPolicyService(slaClock: Reconciler) {
  const { create } = resourceService(slaRoutes, {
    noun: 'SLA policy',
    table: slaPolicies,
    label: slaPolicies.name,
    detail: ({ services, access }, id) => slaPolicyDetail(services.db, access, id),
    unique,
    notices: resourceNotices('sla'),
    create: {
      values: ({ targets, businessHours, holidays, organizationId, name, description, isDefault }) => ({
        organizationId,
        name,
        description: description ?? '',
        isDefault: isDefault ?? false,
        ...(policyColumns({ targets, businessHours, holidays: holidays ?? [] }) as Required<
          ReturnType<typeof policyColumns>
        >),
      }),
      inserted: async (tx, row, body) => {
        if (body.isDefault) await soleDefault(tx, body.organizationId, row.id);
      },
    },
  });

  /** Changes a policy (organization admins and wider), then the due times of its open tickets. */
  async function update(v: RequestContext, id: number, body: BodyOf<typeof slaRoutes.update>) {
    const before = await managedPolicy(v, id);
    const { db, clock, notifier } = v.services;
    const { name, description, isDefault, ...rest } = body;
    const columns = {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(isDefault !== undefined ? { isDefault } : {}),
      ...policyColumns(rest),
    };
    const now = clock.now();
    await explainConflicts(unique, { name }, () =>
      db.transaction(async (tx) => {
        await tx
          .update(slaPolicies)
          .set({ ...columns, updatedAt: now })
          .where(eq(slaPolicies.id, id));
        if (isDefault) await soleDefault(tx, before.organizationId, id);
        const changes = auditChanges(before, body);
        const resource = { kind: 'SLA_POLICY' as const, id, name: name ?? before.name };
        const scope = { level: 'organization' as const, organizationId: before.organizationId };
        if (changes) await recordAudit(tx, v, { action: 'UPDATE', resource, scope, changes });
      }),
    );
    await recomputePolicyTickets(db, id, now);
    await slaClock.poke();
    const detail = await slaPolicyDetail(db, v.access, id);
    if (!detail) throw notFound('SLA policy');
    await notifier.notifyScope(
      { level: 'organization', organizationId: detail.organizationId },
      resourceNotices('sla').updated(detail),
      [v.access.userId],
    );
    return detail;
  }

  /** Deletes a policy (organization admins and wider); its tickets keep their history but lose their due times. */
  async function remove(v: RequestContext, id: number) {
    const policy = await managedPolicy(v, id);
    const { notifier } = v.services;
    const resource = { kind: 'SLA_POLICY' as const, id, name: policy.name };
    const scope = { level: 'organization' as const, organizationId: policy.organizationId };
    await audited(v, { action: 'DELETE', resource, scope }, async (tx) => {
      await tx
        .update(tickets)
        .set({ slaPolicyId: null, ...NO_SLA })
        .where(eq(tickets.slaPolicyId, id));
      await tx.delete(slaPolicies).where(eq(slaPolicies.id, id));
    });
    await notifier.notifyScope(
      { level: 'organization', organizationId: policy.organizationId },
      resourceNotices('sla').deleted(policy),
      [v.access.userId],
    );
    return policy;
  }

  return { create, update, delete: remove };
}
