/**
 * Two notebooks (or two deployments) of one project started at the same moment when the quota has room for one:
 * exactly one is admitted, the other waits in the queue for quota (the project's admission lock decides them in turn). Run on
 * PGlite (`admissionRace.test.ts`) and on PostgreSQL, where the two requests use connections of their own
 * (`admissionRace.postgres.test.ts`).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { tenantQuotas } from '../quotas/tables';

interface Notebook {
  id: number;
  status: string;
  statusReason: string | null;
}

export function admissionRaceCases(stack: ReturnType<typeof setupTestStack>) {
  const { ctx, call } = stack;
  let vision = 0;
  beforeAll(async () => {
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
    vision = row?.id ?? 0;
  });

  it('admits exactly one of two notebooks started at once when the quota has room for one', async () => {
    const board = await call<{ allocated: { gpus: number } }>('GET', `/capacity/board?projectId=${vision}`, {
      as: 'project.admin@demo.test',
    });
    const held = board.body.allocated.gpus;
    // Room for one more GPU: the two notebooks of one GPU each cannot both start.
    await ctx.database.db
      .update(tenantQuotas)
      .set({ gpus: held + 1 })
      .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, vision)));
    const start = (name: string) =>
      call<Notebook>('POST', `/workspace/project/${vision}/ai/jupyterhub`, {
        as: 'project.admin@demo.test',
        body: {
          imageId: 'jupyter-pytorch-cuda',
          size: 'SMALL',
          gpuCount: 1,
          storageGiB: 10,
          idleTimeoutMinutes: 0,
          name,
        },
      });
    const both = await Promise.all([start('race-a'), start('race-b')]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const waiting = both.filter((r) => r.body.statusReason?.startsWith('Waiting for quota'));
    expect(waiting).toHaveLength(1);
    const after = await call<{ allocated: { gpus: number }; queue: { name: string; reason: string }[] }>(
      'GET',
      `/capacity/board?projectId=${vision}`,
      { as: 'project.admin@demo.test' },
    );
    expect(after.body.allocated.gpus).toBe(held + 1);
    expect(after.body.queue.map((q) => q.reason)).toEqual(['QUOTA']);
  });

  it('admits exactly one of two deployments created at once when the quota has room for one', async () => {
    const as = 'project.admin@demo.test';
    const board = await call<{ allocated: { gpus: number } }>('GET', `/capacity/board?projectId=${vision}`, { as });
    const held = board.body.allocated.gpus;
    await ctx.database.db
      .update(tenantQuotas)
      .set({ gpus: held + 1, cpuCores: 1000, memoryGiB: 10_000 })
      .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, vision)));
    const models = await call<{ items: { id: number; name: string }[] }>(
      'GET',
      '/ai/inferencing/predefined-models?search=Phi-3',
      { as },
    );
    const phi = models.body.items.find((m) => m.name === 'Phi-3 Mini')?.id;
    const create = (name: string) =>
      call<{ status: string; queueReason: string | null }>(
        'POST',
        `/workspace/project/${vision}/ai/inferencing/projects/deployments`,
        {
          as,
          body: {
            name,
            sourceType: 'PREDEFINED',
            predefinedModelId: phi,
            replicasMin: 1,
            replicasMax: 1,
            gpuType: 'NVIDIA_A100',
            gpuCount: 1,
          },
        },
      );
    const both = await Promise.all([create('race-dep-a'), create('race-dep-b')]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => r.body.status).sort()).toEqual(['DEPLOYING', 'QUEUED']);
    const after = await call<{ allocated: { gpus: number }; queue: { kind: string; name: string; reason: string }[] }>(
      'GET',
      `/capacity/board?projectId=${vision}`,
      { as },
    );
    expect(after.body.allocated.gpus).toBe(held + 1);
    expect(after.body.queue.filter((q) => q.kind === 'DEPLOYMENT').map((q) => q.reason)).toEqual(['QUOTA']);
  });
}
