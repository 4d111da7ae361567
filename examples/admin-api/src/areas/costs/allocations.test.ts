import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { clusterNodes } from '../clusters/tables';
import { notebooks } from '../notebooks/tables';
import { projects } from '../projects/tables';
import { allocationFocusRows, allocationRollUp } from './allocations';
import { addAllocations, meterNow } from './metering';
import { loadPrices } from './prices';
import { costAllocationDays, costAllocationMonths, costAllocations } from './tables';

const clock = new TestClock();
const { ctx } = setupTestStack({ clock });

const ids = { vision: 0, acme: 0, research: 0 };
beforeAll(async () => {
  const [vision] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  ids.vision = vision?.id ?? 0;
  ids.acme = vision?.organizationId ?? 0;
  ids.research = vision?.branchId ?? 0;
});

describe('costs from allocation records', () => {
  it('meters what each workload holds and each notebook’s storage, and rolls it up org > branch > project > workload', async () => {
    const db = ctx.database.db;
    // Metering filled in the days before the clock's start; this test meters on its own.
    await db.delete(costAllocations);
    await db.delete(costAllocationDays);
    const at = new Date('2026-01-05T10:00:00Z');
    // Two five-minute samples of the same hour, then one of the next day.
    await addAllocations(db, await meterNow(db, at, 300));
    await addAllocations(db, await meterNow(db, new Date(at.getTime() + 300_000), 300));
    await addAllocations(db, await meterNow(db, new Date('2026-01-06T02:00:00Z'), 300));

    const notebook = (await db.select().from(notebooks).where(eq(notebooks.projectId, ids.vision)))[0];
    if (!notebook) throw new Error('Vision Lab has seeded notebooks');
    const hours = await db
      .select()
      .from(costAllocations)
      .where(eq(costAllocations.workload, `notebook:${notebook.id}`));
    expect(hours).toHaveLength(2);
    // Storage is held whatever the notebook's state: two samples of 5 minutes are 1/6 of an hour.
    expect(hours.find((h) => h.hour.toISOString() === '2026-01-05T10:00:00.000Z')?.storageGiBHours).toBeCloseTo(
      (notebook.storageGiB * 2) / 12,
    );
    const days = await db
      .select()
      .from(costAllocationDays)
      .where(eq(costAllocationDays.workload, `notebook:${notebook.id}`));
    expect(days.map((d) => d.day).sort()).toEqual(['2026-01-05', '2026-01-06']);

    const prices = await loadPrices(db);
    const scope = { level: 'organization' as const, organizationId: ids.acme };
    const from = new Date('2026-01-05T00:00:00Z');
    const to = new Date('2026-01-07T00:00:00Z');
    const branches = await allocationRollUp(db, scope, from, to, 'BRANCH', prices);
    const projectsOf = await allocationRollUp(db, scope, from, to, 'PROJECT', prices);
    const workloads = await allocationRollUp(db, scope, from, to, 'WORKLOAD', prices);
    const total = (rows: { cost: number }[]) => rows.reduce((s, r) => s + r.cost, 0);
    expect(total(branches)).toBeGreaterThan(0);
    expect(total(projectsOf)).toBeCloseTo(total(branches));
    expect(total(workloads)).toBeCloseTo(total(branches));
    const storage = workloads.find((w) => w.workload === `notebook:${notebook.id}`);
    expect(storage?.storageCost).toBeCloseTo((storage?.storageGiBHours ?? 0) * prices.storageGiB);
    expect(storage?.storageGiBHours).toBeCloseTo((notebook.storageGiB * 3) / 12);
    // A day outside the range counts nothing: the first day holds two of the three samples.
    const end = new Date('2026-01-06T00:00:00Z');
    const [whole] = await allocationRollUp(db, scope, from, to, 'ORGANIZATION', prices);
    const [firstDay] = await allocationRollUp(db, scope, from, end, 'ORGANIZATION', prices);
    expect(firstDay?.storageGiBHours).toBeCloseTo(((whole?.storageGiBHours ?? 0) * 2) / 3);

    // Idle is a part of what was held: the simulated nodes use some of what their workloads hold, not all.
    const held = workloads.filter((w) => w.gpuHours + w.cpuCoreHours > 0);
    expect(held.length).toBeGreaterThan(0);
    for (const w of held) expect(w.idleCost).toBeLessThanOrEqual(w.cost - w.storageCost + 1e-9);
    expect(held.some((w) => w.idleCost > 0)).toBe(true);
    // A range that is not whole days reads its hours from the hourly records: 10:00-11:00 holds two of the samples.
    const [hour] = await allocationRollUp(db, scope, at, new Date('2026-01-05T11:00:00Z'), 'ORGANIZATION', prices);
    expect(hour?.storageGiBHours).toBeCloseTo(firstDay?.storageGiBHours ?? Number.NaN);
    const [late] = await allocationRollUp(
      db,
      scope,
      new Date('2026-01-05T12:00:00Z'),
      new Date('2026-01-06T03:00:00Z'),
      'ORGANIZATION',
      prices,
    );
    expect(late?.storageGiBHours).toBeCloseTo(((whole?.storageGiBHours ?? 0) * 1) / 3);

    const exported = [];
    for await (const chunk of allocationFocusRows(db, scope, from, to)) exported.push(...chunk);
    expect(
      exported.some(
        (r) => r.resource === 'Storage' && r.workload === `notebook:${notebook.id}` && r.workloadName === notebook.name,
      ),
    ).toBe(true);
    expect(exported.reduce((s, r) => s + r.idleCost, 0)).toBeCloseTo(
      total(workloads.map((w) => ({ cost: w.idleCost }))),
    );
    expect(exported.reduce((s, r) => s + r.billedCost, 0)).toBeCloseTo(total(branches));
  });

  it('meters a workload whose nodes change GPU model within an hour on a row per model, priced each at its own', async () => {
    const db = ctx.database.db;
    await db.delete(costAllocations);
    await db.delete(costAllocationDays);
    await db.delete(costAllocationMonths);
    const at = new Date('2026-01-05T10:00:00Z');
    const first = await meterNow(db, at, 300);
    await addAllocations(db, first);
    // A service asks for GPUs of any model: its nodes' GPUs become another model five minutes in.
    const before = first.find((r) => r.workload.startsWith('service:') && r.gpuModel === 'NVIDIA A100 80GB');
    if (!before) throw new Error('a seeded service runs on A100 GPUs');
    const renamed = await db
      .update(clusterNodes)
      .set({ gpuModel: 'NVIDIA H100 80GB' })
      .where(eq(clusterNodes.gpuModel, before.gpuModel))
      .returning();
    try {
      const second = await meterNow(db, new Date(at.getTime() + 300_000), 300);
      await addAllocations(db, second);
      const after = second.find((r) => r.workload === before.workload);
      expect(after?.gpuModel).not.toBe(before.gpuModel);
      const split = Object.fromEntries([
        [before.gpuModel, before.gpuHours],
        [after?.gpuModel, after?.gpuHours],
      ]);
      for (const t of [costAllocations, costAllocationDays, costAllocationMonths]) {
        const rows = await db
          .select({ gpuModel: t.gpuModel, gpuHours: t.gpuHours })
          .from(t)
          .where(and(eq(t.projectId, before.projectId), eq(t.workload, before.workload)));
        expect(Object.fromEntries(rows.map((r) => [r.gpuModel, r.gpuHours]))).toEqual(split);
      }

      const prices = await loadPrices(db);
      const priceOf = (model: string) => prices.gpu.get(model) ?? prices.otherGpu;
      const [hour] = (
        await allocationRollUp(db, { level: 'global' }, at, new Date('2026-01-05T11:00:00Z'), 'WORKLOAD', prices)
      ).filter((r) => r.id === before.projectId && r.workload === before.workload);
      expect(hour?.gpuHours).toBeCloseTo(before.gpuHours + (after?.gpuHours ?? 0));
      expect(hour?.gpuCost).toBeCloseTo(
        before.gpuHours * priceOf(before.gpuModel) + (after?.gpuHours ?? 0) * priceOf(after?.gpuModel ?? ''),
      );
    } finally {
      for (const n of renamed)
        await db.update(clusterNodes).set({ gpuModel: before.gpuModel }).where(eq(clusterNodes.id, n.id));
    }
  });
});
