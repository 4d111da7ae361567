import { and, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { clusterNodes } from '../clusters/tables';
import { notifications } from '../notifications/tables';
import { projects } from '../projects/tables';
import { tenantQuotas } from '../quotas/tables';

// Monday 09:00 UTC, so uptime windows can be placed around it.
const clock = new TestClock('2026-01-05T09:00:00Z');
const { ctx, call } = setupTestStack({ clock, deployDelayMs: 2000, notebookDelays: { startMs: 1000, stopMs: 500 } });

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
interface Queued {
  kind: string;
  id: number;
  name: string;
  reason: string;
  detail: string;
  position: number;
  ownerName: string;
  request: Amounts;
}
interface Board {
  allocated: Amounts;
  rows: { key: string; kind: string | null; name: string }[];
  queue: Queued[];
  queueLength: number;
}
interface Deployment {
  id: number;
  name: string;
  status: string;
  statusReason: string | null;
  queueReason: string | null;
}

const ids = { vision: 0, research: 0, phi: 0 };
beforeAll(async () => {
  const [vision] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  ids.vision = vision?.id ?? 0;
  ids.research = vision?.branchId ?? 0;
  const models = await call<{ items: { id: number; name: string }[] }>(
    'GET',
    '/ai/inferencing/predefined-models?search=Phi-3',
    { as: PAULA },
  );
  ids.phi = models.body.items.find((m) => m.name === 'Phi-3 Mini')?.id ?? 0;
});

const base = () => `/workspace/project/${ids.vision}/ai/inferencing/projects`;
const dep = (id: number) => `${base()}/deployments/${id}`;
/** A deployment of one replica with `gpus` A100 GPUs (none: CPU only). */
const deploy = (name: string, gpus: number, as = PAULA) =>
  call<Deployment>('POST', `${base()}/deployments`, {
    as,
    body: {
      name,
      sourceType: 'PREDEFINED',
      predefinedModelId: ids.phi,
      replicasMin: 1,
      replicasMax: 1,
      ...(gpus > 0 ? { gpuType: 'NVIDIA_A100', gpuCount: gpus } : { gpuType: null, gpuCount: 0 }),
    },
  });
const get = async (id: number) => (await call<Deployment>('GET', dep(id), { as: PAULA })).body;
const board = async (query = `projectId=${ids.vision}`, as = PAULA) =>
  (await call<Board>('GET', `/capacity/board?${query}`, { as })).body;
/** Sets Vision Lab's quota: room for `gpus` GPUs and plenty of CPU and memory. */
const visionQuota = (gpus: number) =>
  ctx.database.db
    .update(tenantQuotas)
    .set({ gpus, cpuCores: 1000, memoryGiB: 10_000 })
    .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, ids.vision)));
/** The notices of `type` each of `emails` got about `name`, with their links. */
const told = async (type: string, name: string, emails: string[]) => {
  const userIds = emails.map((e) => ctx.ids.get(e) ?? 0);
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), inArray(notifications.userId, userIds)));
  const byUser = new Map(emails.map((e) => [ctx.ids.get(e), e]));
  return Object.fromEntries(
    rows.filter((r) => r.content.includes(name)).map((r) => [byUser.get(r.userId) as string, r.link]),
  );
};
const gpuNodes = (status: 'READY' | 'CORDONED') =>
  ctx.database.db.update(clusterNodes).set({ status }).where(gt(clusterNodes.gpuCount, 0));

beforeEach(async () => {
  await gpuNodes('READY');
  await visionQuota(64);
});

describe('admission of deployments', () => {
  it('starts a deployment that fits at once, holding its replicas', async () => {
    const held = (await board()).allocated;
    const created = await deploy('fits-now', 1);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DEPLOYING', queueReason: null });
    await clock.advance(2000);
    expect((await get(created.body.id)).status).toBe('RUNNING');
    const after = await board();
    expect(after.allocated.gpus).toBe(held.gpus + 1);
    expect(after.queue.map((q) => q.name)).not.toContain('fits-now');
    await call('DELETE', dep(created.body.id), { as: PAULA });
  });

  it('queues a deployment past its project’s quota with the reason and its place, tells the creator and the admins above, and rolls it out once the quota is raised', async () => {
    const held = (await board()).allocated.gpus;
    await visionQuota(held + 1);
    const created = await deploy('too-big-model', 2);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('QUEUED');
    expect(created.body.queueReason).toBe('QUOTA');
    expect(created.body.statusReason).toContain(`Waiting for quota: Vision Lab may hold ${held + 1} GPUs`);
    expect(created.body.statusReason).toContain('this one needs 2 GPUs');

    // The creator and every admin whose board shows it hear it waits, each with a link of their own; a member does not.
    expect(await told('capacity.queued', 'too-big-model', [PAULA, BEN, OLGA, SAM, MEMBER])).toEqual({
      [PAULA]: `/project-module/triton-inference/${created.body.id}`,
      [BEN]: '/branch-module/capacity',
      [OLGA]: '/org-module/capacity',
      [SAM]: '/super-admin/capacity',
    });

    // It holds nothing and does not roll out on the clock while it waits; every tier's board lists it.
    await clock.advance(10_000);
    expect((await get(created.body.id)).status).toBe('QUEUED');
    const waiting = await board();
    expect(waiting.allocated.gpus).toBe(held);
    expect(waiting.queue).toEqual([
      expect.objectContaining({
        kind: 'DEPLOYMENT',
        name: 'too-big-model',
        reason: 'QUOTA',
        position: 1,
        ownerName: 'Paula Project',
        request: { gpus: 2, cpuCores: 4, memoryGiB: 16 },
      }),
    ]);
    expect((await board(`branchId=${ids.research}`, BEN)).queue.map((q) => [q.kind, q.name])).toEqual([
      ['DEPLOYMENT', 'too-big-model'],
    ]);
    expect((await board('', SAM)).queue.map((q) => q.name)).toEqual(['too-big-model']);
    // A member sees only their own work waiting.
    expect((await board(`projectId=${ids.vision}`, MEMBER)).queue).toEqual([]);
    const timeline = await call<{ action: string; detail: string }[]>('GET', `${dep(created.body.id)}/timeline`, {
      as: PAULA,
    });
    expect(timeline.body[0]).toMatchObject({ action: 'QUEUED', detail: expect.stringContaining('Waiting for quota') });

    // The quota raised, the queue's next pass rolls it out; the admins' boards hear it at once.
    await visionQuota(held + 2);
    await clock.advance(5000);
    expect(Object.keys(await told('capacity.admitted', 'too-big-model', [PAULA, BEN, OLGA, SAM]))).toHaveLength(4);
    await clock.advance(2000);
    expect(await get(created.body.id)).toMatchObject({ status: 'RUNNING', statusReason: null, queueReason: null });
    const actions = (
      await call<{ action: string }[]>('GET', `${dep(created.body.id)}/timeline`, { as: PAULA })
    ).body.map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual(['RUNNING', 'ADMITTED', 'QUEUED']);
    expect(Object.keys(await told('deployment.running', 'too-big-model', [PAULA, BEN]))).toHaveLength(2);
    const after = await board();
    expect(after.queue).toEqual([]);
    expect(after.allocated.gpus).toBe(held + 2);
    await call('DELETE', dep(created.body.id), { as: PAULA });
  });

  it('keeps deployments and notebooks in one queue, first come first; pausing or deleting a waiting deployment takes it out, resuming asks again', async () => {
    await gpuNodes('CORDONED');
    const notebook = await call<{ id: number; statusReason: string }>(
      'POST',
      `/workspace/project/${ids.vision}/ai/jupyterhub`,
      {
        as: PAULA,
        body: {
          imageId: 'jupyter-pytorch-cuda',
          size: 'SMALL',
          gpuCount: 1,
          storageGiB: 10,
          idleTimeoutMinutes: 0,
          name: 'nb-waits',
        },
      },
    );
    expect(notebook.body.statusReason).toContain('Waiting for a node');
    await clock.advance(1);
    const first = (await deploy('dep-waits', 1)).body;
    await clock.advance(1);
    const second = (await deploy('dep-waits-too', 1)).body;
    expect(first).toMatchObject({ status: 'QUEUED', queueReason: 'NODE' });
    expect(first.statusReason).toContain('Waiting for a node: no ready node has room for 1 GPU');
    expect((await board()).queue.map((q) => [q.kind, q.name, q.position])).toEqual([
      ['NOTEBOOK', 'nb-waits', 1],
      ['DEPLOYMENT', 'dep-waits', 2],
      ['DEPLOYMENT', 'dep-waits-too', 3],
    ]);

    // Paused, it leaves the queue; resumed while no node has room, it joins it again, at the end.
    const paused = await call<Deployment>('POST', `${dep(second.id)}/pause`, { as: PAULA });
    expect(paused.body).toMatchObject({ status: 'PAUSED', queueReason: null });
    expect((await board()).queue.map((q) => q.name)).toEqual(['nb-waits', 'dep-waits']);
    await clock.advance(1);
    const resumed = await call<Deployment>('POST', `${dep(second.id)}/resume`, { as: PAULA });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'QUEUED', queueReason: 'NODE' });
    expect((await board()).queue.map((q) => q.name)).toEqual(['nb-waits', 'dep-waits', 'dep-waits-too']);
    // Deleted, it is gone from the queue.
    expect((await call('DELETE', dep(second.id), { as: PAULA })).status).toBe(200);
    expect((await board()).queue.map((q) => q.name)).toEqual(['nb-waits', 'dep-waits']);

    // A node back, the next pass starts both in their order.
    await gpuNodes('READY');
    await clock.advance(5000);
    await clock.advance(2000);
    expect((await get(first.id)).status).toBe('RUNNING');
    expect((await board()).queue).toEqual([]);
    await call('DELETE', dep(first.id), { as: PAULA });
    await call('DELETE', `/workspace/project/${ids.vision}/ai/jupyterhub/${notebook.body.id}`, { as: PAULA });
  });

  it('leaves a paused deployment waiting when its uptime window opens without room, and one scaled past the quota', async () => {
    // Paused by its uptime window (09:05-12:00 on Mondays, the clock is just past 09:00)...
    const office = (await deploy('office-hours-gpu', 1)).body;
    await clock.advance(2000);
    expect((await get(office.id)).status).toBe('RUNNING');
    const window = { weekDays: ['MON'], start: '09:05', end: '12:00', timeZone: 'UTC' };
    await call('POST', `${base()}/scheduled-uptime/`, { as: PAULA, body: { deploymentId: office.id, ...window } });
    expect((await get(office.id)).status).toBe('PAUSED');
    // ...holds nothing, so when the window opens with the quota full, it waits in the queue instead of resuming.
    await visionQuota((await board()).allocated.gpus);
    await clock.set('2026-01-05T09:05:00Z');
    expect(await get(office.id)).toMatchObject({ status: 'QUEUED', queueReason: 'QUOTA' });

    // A running CPU-only deployment scaled up to two GPUs: the new version's replicas do not fit, so it waits.
    const small = (await deploy('grows-later', 0)).body;
    await clock.advance(2000);
    expect((await get(small.id)).status).toBe('RUNNING');
    const held = (await board()).allocated.gpus;
    const changed = await call('PUT', dep(small.id), {
      as: PAULA,
      body: { gpuType: 'NVIDIA_A100', gpuCount: 2, replicasMin: 1, replicasMax: 1 },
    });
    expect(changed.status).toBe(200);
    expect(await get(small.id)).toMatchObject({ status: 'QUEUED', queueReason: 'QUOTA' });
    expect((await board()).allocated.gpus).toBe(held);
    expect((await board()).queue.map((q) => q.name)).toEqual(['office-hours-gpu', 'grows-later']);

    // Room for both: the next pass rolls both out; the windowed one runs, being inside its window.
    await visionQuota(64);
    await clock.advance(5000);
    await clock.advance(2000);
    expect((await get(office.id)).status).toBe('RUNNING');
    expect((await get(small.id)).status).toBe('RUNNING');
    await call('DELETE', dep(small.id), { as: PAULA });
    await call('DELETE', dep(office.id), { as: PAULA });
  });
});
