import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { notifications } from '../notifications/tables';
import { organizations } from '../organizations/tables';

// Monday 2026-01-05 09:00 UTC: the sampler fills in the three days before it.
const clock = new TestClock();
const { ctx, call } = setupTestStack({ clock });

interface Report {
  level: string;
  total: { cost: number; idleCost: number; storageCost: number };
  rows: { name: string; level: string; cost: number; idleCost: number; storageCost: number }[];
  workloads: { key: string; kind: string; name: string; projectName: string; cost: number; storageCost: number }[];
  workloadCount: number;
}
interface Budget {
  monthlyBudget: number | null;
  monthToDate: number;
  forecast: number;
  alerts: string[];
}

const range = 'from=2026-01-02T00:00:00Z&to=2026-01-05T09:00:00Z';
let acme = 0;

beforeAll(async () => {
  const [org] = await ctx.database.db.select().from(organizations).where(eq(organizations.name, 'Acme AI'));
  acme = org?.id ?? 0;
});

describe('costs', () => {
  it('rolls allocation up by tenant, with idle cost apart', async () => {
    const platform = await call<Report>('GET', `/costs?${range}`, { as: 'super@demo.test' });
    expect(platform.status).toBe(200);
    expect(platform.body.level).toBe('ORGANIZATION');
    expect(platform.body.total.cost).toBeGreaterThan(0);
    expect(platform.body.total.idleCost).toBeLessThanOrEqual(platform.body.total.cost);
    const org = await call<Report>('GET', `/costs?organizationId=${acme}&${range}`, { as: 'org.admin@demo.test' });
    expect(org.body.rows.map((r) => r.name).sort()).toEqual(['Production', 'Research']);
    const acmeRow = platform.body.rows.find((r) => r.name === 'Acme AI');
    expect(acmeRow?.cost).toBeCloseTo(org.body.total.cost, 1);
    // The metered days hold what each workload held: its costliest workloads are listed under their projects,
    // notebooks with their storage.
    expect(org.body.workloads.length).toBeGreaterThan(0);
    expect(org.body.workloadCount).toBeGreaterThanOrEqual(org.body.workloads.length);
    const costs = org.body.workloads.map((w) => w.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const notebook = org.body.workloads.find((w) => w.kind === 'NOTEBOOK');
    expect(notebook?.key).toMatch(/^notebook:\d+$/);
    expect(notebook?.name).not.toMatch(/^notebook:/);
    expect(notebook?.storageCost).toBeGreaterThan(0);
    expect(org.body.total.storageCost).toBeGreaterThan(0);
    // Members and other tenants' admins read no costs; the platform's are the super admins'.
    expect((await call('GET', `/costs?organizationId=${acme}&${range}`, { as: 'member@demo.test' })).status).toBe(403);
    expect((await call('GET', `/costs?${range}`, { as: 'org.admin@demo.test' })).status).toBe(403);
    const backwards = await call(
      'GET',
      `/costs?organizationId=${acme}&from=2026-01-05T00:00:00Z&to=2026-01-04T00:00:00Z`,
      {
        as: 'org.admin@demo.test',
      },
    );
    expect(backwards.status).toBe(400);
  });

  it('keeps the price list with super admins', async () => {
    const prices = await call<{ canEdit: boolean; currency: string }>('GET', '/costs/prices', {
      as: 'org.admin@demo.test',
    });
    expect(prices.body).toMatchObject({ canEdit: false, currency: 'USD' });
    const body = {
      currency: 'USD',
      gpuHourly: [{ model: 'NVIDIA A100 80GB', hourly: 3 }],
      otherGpuHourly: 1,
      cpuCoreHourly: 0.03,
      memoryGiBHourly: 0.004,
      storageGiBHourly: 0.0001,
    };
    expect((await call('PUT', '/costs/prices', { as: 'org.admin@demo.test', body })).status).toBe(403);
    expect(
      (await call('PUT', '/costs/prices', { as: 'super@demo.test', body: { ...body, cpuCoreHourly: -1 } })).status,
    ).toBe(400);
    const saved = await call<{ gpuHourly: { hourly: number }[] }>('PUT', '/costs/prices', {
      as: 'super@demo.test',
      body,
    });
    expect(saved.body.gpuHourly[0]?.hourly).toBe(3);
  });

  it('alerts at 50, 80 and 100 % and when the forecast crosses a budget, once a month', async () => {
    const before = await call<Budget>('GET', `/costs/budget?organizationId=${acme}`, { as: 'org.admin@demo.test' });
    expect(before.body.monthlyBudget).toBeNull();
    expect(before.body.forecast).toBeGreaterThanOrEqual(before.body.monthToDate);
    // A branch admin may not set the organization's budget.
    const denied = await call('PUT', '/costs/budget', {
      as: 'branch.admin@demo.test',
      body: { organizationId: acme, monthlyBudget: 10 },
    });
    expect(denied.status).toBe(403);
    const budget = Math.max(0.01, before.body.monthToDate * 0.9);
    const set = await call<Budget>('PUT', '/costs/budget', {
      as: 'org.admin@demo.test',
      body: { organizationId: acme, monthlyBudget: budget },
    });
    expect(set.status).toBe(200);
    expect(set.body.alerts).toEqual(['50', '80', '100', 'FORECAST']);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.type, 'cost.forecast'));
    expect(told.length).toBeGreaterThan(0);
    const again = await call<Budget>('PUT', '/costs/budget', {
      as: 'org.admin@demo.test',
      body: { organizationId: acme, monthlyBudget: before.body.forecast * 10 },
    });
    expect(again.body.alerts).toEqual([]);
  });

  it('exports FOCUS columns as CSV', async () => {
    expect((await ctx.request(`/costs/export?organizationId=${acme}&${range}`)).status).toBe(401);
    const csv = await call<string>('GET', `/costs/export?organizationId=${acme}&${range}`, {
      as: 'org.admin@demo.test',
    });
    expect(csv.status).toBe(200);
    const [header, first] = csv.body.replace('\uFEFF', '').split('\r\n');
    for (const column of [
      'BilledCost',
      'EffectiveCost',
      'ChargePeriodStart',
      'ChargePeriodEnd',
      'ResourceId',
      'ResourceName',
      'SubAccountId',
      'Tags',
    ])
      expect(header?.split(',')).toContain(column);
    expect(first).toMatch(/^\d/);
    // One line per workload, day and resource: each names its workload, storage on lines of its own.
    const cells = header?.split(',') ?? [];
    const id = cells.indexOf('ResourceId');
    const ids = csv.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[id]);
    expect(ids.some((r) => /^project\/\d+\/notebook\/\d+\/storage$/.test(r ?? ''))).toBe(true);
    expect(ids.some((r) => /^project\/\d+\/deployment\/\d+\/gpu$/.test(r ?? ''))).toBe(true);
  });
});
