import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { notifications } from '../notifications/tables';
import { projects } from '../projects/tables';
import { tenantQuotas } from './tables';

const { ctx, call } = setupTestStack();

interface Quota {
  quota: { gpus: number; cpuCores: number; memoryGiB: number };
}
interface Problem {
  details?: Record<string, string>;
}

const ids = { vision: 0, research: 0, acme: 0 };
beforeAll(async () => {
  const [vision] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  ids.vision = vision?.id ?? 0;
  ids.research = vision?.branchId ?? 0;
  ids.acme = vision?.organizationId ?? 0;
});

describe('setting a quota', () => {
  it('lets the admins above a tenant set its quota within the headroom above, audited and told', async () => {
    const body = { projectId: ids.vision, gpus: 2, cpuCores: 64, memoryGiB: 256 };
    // The project's own admin may not set its quota; the branch admin may.
    expect((await call('PUT', '/capacity/quotas', { as: 'project.admin@demo.test', body })).status).toBe(403);
    const set = await call<Quota>('PUT', '/capacity/quotas', { as: 'branch.admin@demo.test', body });
    expect(set.status).toBe(200);
    expect(set.body.quota).toEqual({ gpus: 2, cpuCores: 64, memoryGiB: 256 });
    const [row] = await ctx.database.db
      .select()
      .from(tenantQuotas)
      .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, ids.vision)));
    expect(row?.gpus).toBe(2);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'quota.set'));
    expect(told.length).toBeGreaterThan(0);

    // A raise past the branch's headroom is refused on the field, and nothing changes.
    const tooMuch = await call<Problem>('PUT', '/capacity/quotas', {
      as: 'branch.admin@demo.test',
      body: { ...body, gpus: 1000 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details?.gpus).toMatch(/^At most \d+ GPUs/);
    // A branch may not go below what it handed down to its projects.
    const below = await call<Problem>('PUT', '/capacity/quotas', {
      as: 'org.admin@demo.test',
      body: { branchId: ids.research, gpus: 0, cpuCores: 0, memoryGiB: 0 },
    });
    expect(below.status).toBe(400);
    expect(below.body.details?.gpus).toMatch(/handed down/);
    const negative = await call('PUT', '/capacity/quotas', {
      as: 'branch.admin@demo.test',
      body: { ...body, gpus: -1 },
    });
    expect(negative.status).toBe(400);
    const [after] = await ctx.database.db
      .select()
      .from(tenantQuotas)
      .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, ids.vision)));
    expect(after?.gpus).toBe(2);
    await call('PUT', '/capacity/quotas', { as: 'branch.admin@demo.test', body: { ...body, gpus: 4 } });
  });
});
