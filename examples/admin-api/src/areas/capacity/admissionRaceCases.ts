/**
 * Two notebooks of one project started at the same moment when the quota has room for one: exactly one is
 * admitted, the other waits in the queue for quota (the project's admission lock decides them in turn). Run on
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
}
