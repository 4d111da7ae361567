import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { clusterNodes } from '../clusters/tables';
import { notifications } from '../notifications/tables';
import { projects } from '../projects/tables';
import { tenantQuotas } from '../quotas/tables';

const clock = new TestClock();
const { ctx, call } = setupTestStack({ clock, notebookDelays: { startMs: 1000, stopMs: 500 } });

const PAULA = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';
const BEN = 'branch.admin@demo.test';
const OLGA = 'org.admin@demo.test';
const SAM = 'super@demo.test';

interface Amounts {
  gpus: number;
  cpuCores: number;
  memoryGiB: number;
}
interface Row {
  level: string;
  key: string;
  name: string;
  kind: string | null;
  quota: Amounts | null;
  allocated: Amounts;
  used: Amounts | null;
  free: Amounts | null;
}
interface Queued {
  id: number;
  name: string;
  reason: string;
  detail: string;
  position: number;
  ownerName: string;
  request: Amounts;
}
interface Board {
  level: string;
  name: string;
  quota: Amounts | null;
  allocated: Amounts;
  free: Amounts | null;
  rowLevel: string;
  rows: Row[];
  queue: Queued[];
  queueLength: number;
}
interface Notebook {
  id: number;
  status: string;
  statusReason: string | null;
}

const ids = { vision: 0, speech: 0, research: 0, acme: 0 };
beforeAll(async () => {
  const rows = await ctx.database.db.select().from(projects);
  const vision = rows.find((r) => r.name === 'Vision Lab');
  ids.vision = vision?.id ?? 0;
  ids.speech = rows.find((r) => r.name === 'Speech Lab')?.id ?? 0;
  ids.research = vision?.branchId ?? 0;
  ids.acme = vision?.organizationId ?? 0;
});

const hub = (project: number) => `/workspace/project/${project}/ai/jupyterhub`;
const create = (as: string, project: number, name: string, gpuCount: number) =>
  call<Notebook>('POST', hub(project), {
    as,
    body: { imageId: 'jupyter-pytorch-cuda', size: 'SMALL', gpuCount, storageGiB: 10, idleTimeoutMinutes: 0, name },
  });
const board = (query: string, as: string) => call<Board>('GET', `/capacity/board?${query}`, { as });
const visionQuota = () =>
  ctx.database.db
    .update(tenantQuotas)
    .set({ gpus: 64 })
    .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, ids.vision)));

describe('the capacity queue and board', () => {
  it('queues a notebook past its project’s quota with the reason, shows its place, and starts it once the quota is raised', async () => {
    const before = (await board(`projectId=${ids.vision}`, PAULA)).body;
    expect(before.level).toBe('PROJECT');
    expect(before.rowLevel).toBe('WORKLOAD');
    expect(before.quota?.gpus).toBe(4);
    const held = before.allocated.gpus;
    const wanted = 4 - held + 1;
    expect(wanted).toBeGreaterThan(0);
    expect(wanted).toBeLessThanOrEqual(4);

    const created = await create(MEMBER, ids.vision, 'too-big', wanted);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('PENDING');
    expect(created.body.statusReason).toContain('Waiting for quota: Vision Lab may hold 4 GPUs');
    // Its owner hears it over the stream (open capacity boards refetch on the notice).
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'capacity.queued'), eq(notifications.userId, ctx.ids.get(MEMBER) ?? 0)));
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining('too-big waits in the capacity queue')]);
    // It does not start on the clock while it waits.
    await clock.advance(3000);
    const waiting = (await board(`projectId=${ids.vision}`, PAULA)).body;
    expect(waiting.allocated.gpus).toBe(held);
    expect(waiting.queue).toEqual([
      expect.objectContaining({
        name: 'too-big',
        reason: 'QUOTA',
        position: 1,
        request: expect.objectContaining({ gpus: wanted }),
      }),
    ]);
    expect(waiting.queueLength).toBe(1);

    // The member sees their own work only; the branch admin sees the project among the branch's with what is free.
    const mine = (await board(`projectId=${ids.vision}`, MEMBER)).body;
    expect(mine.queue.map((q) => q.name)).toEqual(['too-big']);
    expect(mine.rows.every((r) => r.kind === 'NOTEBOOK')).toBe(true);
    const branch = (await board(`branchId=${ids.research}`, BEN)).body;
    expect(branch.rowLevel).toBe('PROJECT');
    const visionRow = branch.rows.find((r) => r.name === 'Vision Lab');
    expect(visionRow).toMatchObject({ quota: { gpus: 4 }, allocated: { gpus: held }, free: { gpus: 4 - held } });
    expect(branch.queue.map((q) => q.name)).toEqual(['too-big']);
    const org = (await board(`organizationId=${ids.acme}`, OLGA)).body;
    expect(org.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Research', 'Production']));
    expect(org.quota?.gpus).toBe(48);
    const platform = (await board('', SAM)).body;
    expect(platform.level).toBe('PLATFORM');
    expect(platform.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Acme AI', 'Globex']));
    // A member sees their project's board only, not the branch's or the platform's.
    expect((await board(`branchId=${ids.research}`, MEMBER)).status).toBe(403);
    expect((await board('', OLGA)).status).toBe(403);

    await visionQuota();
    // The queue looks every five seconds; the hub then starts it as any other.
    await clock.advance(5000);
    await clock.advance(1000);
    expect((await call<Notebook>('GET', `${hub(ids.vision)}/${created.body.id}`, { as: MEMBER })).body.status).toBe(
      'RUNNING',
    );
    const after = (await board(`projectId=${ids.vision}`, PAULA)).body;
    expect(after.queue).toEqual([]);
    expect(after.allocated.gpus).toBe(held + wanted);
    await call('DELETE', `${hub(ids.vision)}/${created.body.id}`, { as: MEMBER });
  });

  it('queues a GPU notebook no ready node has room for, in order, and starts it when a node is back', async () => {
    const db = ctx.database.db;
    await db.update(clusterNodes).set({ status: 'CORDONED' }).where(gt(clusterNodes.gpuCount, 0));
    const first = await create(PAULA, ids.vision, 'needs-a-node', 1);
    const second = await create(PAULA, ids.vision, 'needs-a-node-too', 1);
    expect(first.body.statusReason).toContain('Waiting for a node: no ready node has room for 1 GPU');
    const waiting = (await board(`projectId=${ids.vision}`, PAULA)).body;
    expect(waiting.queue.map((q) => [q.name, q.reason, q.position])).toEqual([
      ['needs-a-node', 'NODE', 1],
      ['needs-a-node-too', 'NODE', 2],
    ]);
    // Stopping one takes it out of the queue.
    await call('POST', `${hub(ids.vision)}/${second.body.id}/stop`, { as: PAULA });
    expect((await board(`projectId=${ids.vision}`, PAULA)).body.queue.map((q) => q.name)).toEqual(['needs-a-node']);

    await db.update(clusterNodes).set({ status: 'READY' }).where(gt(clusterNodes.gpuCount, 0));
    await clock.advance(5000);
    await clock.advance(1000);
    const running = await call<Notebook>('GET', `${hub(ids.vision)}/${first.body.id}`, { as: PAULA });
    expect(running.body.status).toBe('RUNNING');
    expect((await board(`projectId=${ids.vision}`, PAULA)).body.queueLength).toBe(0);
  });
});
