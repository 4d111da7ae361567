import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { auditEntries } from '../audit/tables';
import { notifications } from '../notifications/tables';
import { projects } from '../projects/tables';
import { quotaRequests, tenantQuotas } from './tables';

// Monday 2026-01-05 09:00 UTC; Acme AI's default SLA policy keeps Zurich office hours.
const clock = new TestClock();
const { ctx, call } = setupTestStack({ clock });

interface Amounts {
  gpus: number;
  cpuCores: number;
  memoryGiB: number;
}
interface QuotaRequest {
  id: number;
  status: string;
  waitingOn: string | null;
  granted: Amounts | null;
  canDecide: boolean;
  canWithdraw: boolean;
  steps: {
    approver: string;
    outcome: string;
    approved: Amounts | null;
    breached: boolean;
    decidedBy: { name: string } | null;
  }[];
}
interface TenantQuota {
  quota: Amounts;
  handedDown: Amounts;
  headroom: Amounts;
}
interface Failure {
  message: string;
  details?: Record<string, string | string[]>;
}

const PAULA = 'project.admin@demo.test';
const BEN = 'branch.admin@demo.test';
const OLGA = 'org.admin@demo.test';
const SAM = 'super@demo.test';
const ids = { vision: 0, speech: 0, research: 0 };

const ask = (body: Record<string, unknown>, as = PAULA) =>
  call<QuotaRequest & Failure>('POST', '/capacity/quota-requests', {
    as,
    body: { projectId: ids.vision, reason: 'More training capacity', ...body },
  });
const decide = (id: number, as: string, body: Record<string, unknown>) =>
  call<QuotaRequest & Failure>('POST', `/capacity/quota-requests/${id}/decision`, { as, body });
const quota = async (query: string, as = PAULA) =>
  (await call<TenantQuota>('GET', `/capacity/quotas?${query}`, { as })).body;
const quotaRows = () => ctx.database.db.select().from(tenantQuotas);

beforeAll(async () => {
  const db = ctx.database.db;
  const project = async (name: string) => (await db.select().from(projects).where(eq(projects.name, name)))[0];
  const vision = await project('Vision Lab');
  ids.vision = vision?.id ?? 0;
  ids.research = vision?.branchId ?? 0;
  ids.speech = (await project('Speech Lab'))?.id ?? 0;
});

describe('quota requests', () => {
  it('a raise inside the branch headroom is the branch admin’s to approve, and raises the project at once', async () => {
    const before = await quota(`projectId=${ids.vision}`);
    const asked = await ask({ gpus: 2 });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'PENDING', waitingOn: 'BRANCH', canWithdraw: true, canDecide: false });
    // The branch admin is told.
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'quota.requested'));
    expect(told.some((n) => n.link === '/branch-module/quota-requests')).toBe(true);
    // Out of order: the organization admin may not decide the branch's step.
    const early = await decide(asked.body.id, OLGA, { decision: 'APPROVE' });
    expect(early.status).toBe(409);
    // Nobody decides their own request.
    expect((await decide(asked.body.id, PAULA, { decision: 'APPROVE' })).status).toBe(403);
    const approved = await decide(asked.body.id, BEN, { decision: 'APPROVE', comment: 'Go ahead' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', granted: { gpus: 2, cpuCores: 0, memoryGiB: 0 } });
    const after = await quota(`projectId=${ids.vision}`);
    expect(after.quota.gpus).toBe(before.quota.gpus + 2);
    const audit = await ctx.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceKind, 'PROJECT'), eq(auditEntries.resourceId, String(ids.vision))));
    expect(audit.at(-1)?.changes).toMatchObject({
      gpuQuota: { before: before.quota.gpus, after: before.quota.gpus + 2 },
    });
    // A second decision is told what the first decided, and changes nothing.
    const again = await decide(asked.body.id, BEN, { decision: 'DECLINE' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Ben Branch already approved/);
  });

  it('past the branch headroom goes to the organization admin, who hands the branch the shortfall', async () => {
    const branch = await quota(`branchId=${ids.research}`, BEN);
    const gpus = branch.headroom.gpus + 3;
    const asked = await ask({ gpus });
    const byBranch = await decide(asked.body.id, BEN, { decision: 'APPROVE' });
    expect(byBranch.body).toMatchObject({ status: 'PENDING', waitingOn: 'ORGANIZATION' });
    const byOrg = await decide(asked.body.id, OLGA, { decision: 'APPROVE', gpus: gpus - 1 });
    expect(byOrg.body).toMatchObject({ status: 'APPROVED', granted: { gpus: gpus - 1 } });
    const after = await quota(`branchId=${ids.research}`, BEN);
    expect(after.quota.gpus).toBe(branch.quota.gpus + 2);
    expect(after.headroom.gpus).toBe(0);
  });

  it('an approval grants at most what was asked; a partial one caps the steps after it', async () => {
    const asked = await ask({ cpuCores: 8 });
    const over = await decide(asked.body.id, BEN, { decision: 'APPROVE', cpuCores: 9 });
    expect(over.status).toBe(400);
    expect(over.body.details).toHaveProperty('cpuCores');
    const declined = await decide(asked.body.id, BEN, { decision: 'DECLINE', comment: 'Not this quarter' });
    expect(declined.body.status).toBe('DECLINED');
  });

  it('refuses bad input with field messages, and changes nothing', async () => {
    const before = await quotaRows();
    const negative = await ask({ gpus: -2 });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toHaveProperty('gpus');
    const absurd = await ask({ gpus: 1_000_000 });
    expect(absurd.status).toBe(400);
    expect(absurd.body.details).toHaveProperty('gpus');
    const nothing = await ask({ gpus: 0 });
    expect(nothing.status).toBe(400);
    // A project the caller does not administer.
    expect((await ask({ gpus: 1, projectId: ids.speech })).status).toBe(403);
    expect((await ask({ gpus: 1 }, 'member@demo.test')).status).toBe(403);
    expect(await quotaRows()).toEqual(before);
  });

  it('two approvers at once: one decision stands, the other is told it', async () => {
    const asked = await ask({ memoryGiB: 16 });
    // Two decisions of the branch's step at once (as two admins, or two tabs, would send them).
    const [a, b] = await Promise.all([
      decide(asked.body.id, BEN, { decision: 'APPROVE' }),
      decide(asked.body.id, BEN, { decision: 'DECLINE' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/Ben Branch already (approved|declined)/);
  });

  it('the requester withdraws while pending; then nobody decides it', async () => {
    const asked = await ask({ gpus: 1 });
    expect((await call('POST', `/capacity/quota-requests/${asked.body.id}/withdraw`, { as: BEN })).status).toBe(403);
    const gone = await call<QuotaRequest>('POST', `/capacity/quota-requests/${asked.body.id}/withdraw`, { as: PAULA });
    expect(gone.body.status).toBe('WITHDRAWN');
    const late = await decide(asked.body.id, BEN, { decision: 'APPROVE' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/withdrawn/);
  });

  it('a step not decided within a business day escalates to the next tier, and then to super admins', async () => {
    const asked = await ask({ gpus: 1 });
    // The first step falls due a business day later (Zurich office hours); simulating the whole day would run
    // every other job's timers too, so its due time is brought forward to a minute from now.
    const soon = async () => {
      const [row] = await ctx.database.db.select().from(quotaRequests).where(eq(quotaRequests.id, asked.body.id));
      expect(row?.stepDueAt?.getTime()).toBeGreaterThan(clock.now().getTime() + 3_600_000);
      await ctx.database.db
        .update(quotaRequests)
        .set({ stepDueAt: new Date(clock.now().getTime() + 60_000) })
        .where(eq(quotaRequests.id, asked.body.id));
      await clock.advance(120_000);
    };
    await soon();
    const first = await call<QuotaRequest>('GET', `/capacity/quota-requests/${asked.body.id}`, { as: PAULA });
    expect(first.body.waitingOn).toBe('ORGANIZATION');
    expect(first.body.steps[0]).toMatchObject({ approver: 'BRANCH', outcome: 'ESCALATED', breached: true });
    await soon();
    const second = await call<QuotaRequest>('GET', `/capacity/quota-requests/${asked.body.id}`, { as: SAM });
    expect(second.body).toMatchObject({ waitingOn: 'PLATFORM', canDecide: true });
    const done = await decide(asked.body.id, SAM, { decision: 'APPROVE' });
    expect(done.body.status).toBe('APPROVED');
  });

  it('lists what the caller may see, and what waits on them', async () => {
    const mine = await call<{ items: QuotaRequest[]; total: number }>(
      'GET',
      '/capacity/quota-requests?awaitingMe=true',
      {
        as: OLGA,
      },
    );
    expect(mine.body.items.every((r) => r.canDecide)).toBe(true);
    const outsider = await call<{ total: number }>('GET', '/capacity/quota-requests', { as: 'nobody@demo.test' });
    expect(outsider.body.total).toBe(0);
    expect((await call('GET', `/capacity/quotas?projectId=${ids.vision}`, { as: 'greta@globex.test' })).status).toBe(
      403,
    );
  });
});
