import { slaRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { isAdminOf } from '../../access/access';
import type { Db, DbTransaction } from '../../db/database';
import { slaPolicies, tickets } from '../../db/schema';
import type { AppEnv } from '../../env';
import { explainConflicts, uniqueName } from '../../http/conflicts';
import { ApiError, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { resourceRoutes } from '../../http/resourceRoutes';
import { resourceNotices } from '../../notify/messages';
import type { Reconciler } from '../../sim/reconciler';
import { policyColumns } from './policyInput';
import { slaPolicyDetail, slaPolicyPage } from './queries';
import { NO_SLA, slaFields } from './slaFields';

type Vars = AppEnv['Variables'];
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
async function managedPolicy(v: Vars, id: number) {
  const detail = await slaPolicyDetail(v.services.db, v.access, id);
  if (!detail) throw notFound('SLA policy');
  if (!isAdminOf(v.access, { level: 'organization', organizationId: detail.organizationId }))
    throw new ApiError(403, 'Only organization admins manage SLA policies');
  return detail;
}

/** SLA policies: list, create, get, update (recomputing due times) and delete. */
export function registerSlaRoutes(app: OpenAPIHono<AppEnv>, slaClock: Reconciler) {
  resourceRoutes(
    app,
    { list: routes.list, get: routes.get, create: routes.create },
    {
      noun: 'SLA policy',
      table: slaPolicies,
      label: slaPolicies.name,
      list: ({ services, access }, q) => slaPolicyPage(services.db, access, q),
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
    },
  );

  app.openapi(guarded(routes.update), async (c) => {
    const { id } = c.req.valid('param');
    const before = await managedPolicy(c.var, id);
    const { db, clock, notifier } = c.var.services;
    const { name, description, isDefault, ...rest } = c.req.valid('json');
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
      }),
    );
    await recomputePolicyTickets(db, id, now);
    await slaClock.poke();
    const detail = await slaPolicyDetail(db, c.var.access, id);
    if (!detail) throw notFound('SLA policy');
    await notifier.notifyScope(
      { level: 'organization', organizationId: detail.organizationId },
      resourceNotices('sla').updated(detail),
      [c.var.access.userId],
    );
    return c.json(detail, 200);
  });

  app.openapi(guarded(routes.delete), async (c) => {
    const { id } = c.req.valid('param');
    const policy = await managedPolicy(c.var, id);
    const { db, notifier } = c.var.services;
    // Its tickets keep their history but have no due times any more.
    await db
      .update(tickets)
      .set({ slaPolicyId: null, ...NO_SLA })
      .where(eq(tickets.slaPolicyId, id));
    await db.delete(slaPolicies).where(eq(slaPolicies.id, id));
    await notifier.notifyScope(
      { level: 'organization', organizationId: policy.organizationId },
      resourceNotices('sla').deleted(policy),
      [c.var.access.userId],
    );
    return c.json({ message: `${policy.name} deleted` }, 200);
  });
}
