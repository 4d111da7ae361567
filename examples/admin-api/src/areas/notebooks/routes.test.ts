import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { notifications } from '../notifications/tables';
import { projects } from '../projects/tables';

const clock = new TestClock();
const { ctx, call, idOf } = setupTestStack({ clock, notebookDelays: { startMs: 1000, stopMs: 500 } });

const ADMIN = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';

interface Notebook {
  id: number;
  name: string;
  ownerId: number;
  ownerName: string;
  status: string;
  statusReason: string | null;
  url: string | null;
  replicas: number;
  storageGiB: number;
  idleTimeoutMinutes: number;
  lastActivityAt: string | null;
  cpu: number;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Quota {
  quota: number;
  used: number;
  unit: string;
  history: { kind: string; detail: string; actorName: string | null }[];
}

const ids = { vision: 0, speech: 0 };
beforeAll(async () => {
  const rows = await ctx.database.db.select({ id: projects.id, name: projects.name }).from(projects);
  ids.vision = rows.find((r) => r.name === 'Vision Lab')?.id ?? 0;
  ids.speech = rows.find((r) => r.name === 'Speech Lab')?.id ?? 0;
});

const hub = (project = ids.vision) => `/workspace/project/${project}/ai/jupyterhub`;
const form = { imageId: 'jupyter-datascience', size: 'SMALL', gpuCount: 0, storageGiB: 10, idleTimeoutMinutes: 0 };
const create = (as: string, name: string, extra: Record<string, unknown> = {}) =>
  call<Notebook & { message?: string; details?: Record<string, unknown> }>('POST', hub(), {
    as,
    body: { ...form, name, ...extra },
  });
const get = (as: string, id: number) => call<Notebook>('GET', `${hub()}/${id}`, { as });
const inbox = async (email: string, type: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, idOf(email)), eq(notifications.type, type)));

describe('notebook hub options and list', () => {
  it('offers the seeded images, the sizes and the limits', async () => {
    const res = await call<{ images: { id: string }[]; sizes: { id: string }[]; maxReplicas: number }>(
      'GET',
      `${hub()}/options`,
      { as: MEMBER },
    );
    expect(res.status).toBe(200);
    expect(res.body.images.map((i) => i.id)).toContain('jupyter-pytorch-cuda');
    expect(res.body.sizes.map((s) => s.id)).toEqual(['SMALL', 'MEDIUM', 'LARGE', 'XLARGE']);
    expect(res.body.maxReplicas).toBe(4);
  });

  it('shows project admins every instance and a member only their own', async () => {
    const admin = await call<Page<Notebook>>('GET', hub(), { as: ADMIN });
    expect(admin.body.total).toBe(4);
    const branchAdmin = await call<Page<Notebook>>('GET', hub(), { as: 'branch.admin@demo.test' });
    expect(branchAdmin.body.total).toBe(4);
    const member = await call<Page<Notebook>>('GET', hub(), { as: MEMBER });
    expect(member.body.items.map((n) => n.name)).toEqual(['max-exploration']);
    expect(member.body.items[0]?.url).toMatch(/\/hub\/\d+\/\d+\/lab$/);
    expect((await call('GET', hub(), { as: 'nobody@demo.test' })).status).toBe(403);
  });

  it('pages, sorts, searches and filters by status', async () => {
    const byName = await call<Page<Notebook>>('GET', `${hub()}?sortBy=NAME&sortOrder=ASC&pageSize=2`, { as: ADMIN });
    expect(byName.body.items.map((n) => n.name)).toEqual(['max-exploration', 'paula-gpu-check']);
    expect(byName.body.total).toBe(4);
    const second = await call<Page<Notebook>>('GET', `${hub()}?sortBy=NAME&sortOrder=ASC&pageSize=2&pageIndex=1`, {
      as: ADMIN,
    });
    expect(second.body.items.map((n) => n.name)).toEqual(['paula-reports', 'paula-training']);
    const search = await call<Page<Notebook>>('GET', `${hub()}?search=paula`, { as: ADMIN });
    expect(search.body.total).toBe(3);
    const failed = await call<Page<Notebook>>('GET', `${hub()}?status=FAILED`, { as: ADMIN });
    expect(failed.body.items.map((n) => n.name)).toEqual(['paula-gpu-check']);
    expect((await call('GET', `${hub()}?status=BROKEN`, { as: ADMIN })).status).toBe(400);
    expect((await call('GET', `${hub()}?pageSize=0`, { as: ADMIN })).status).toBe(400);
  });
});

describe('a notebook’s life', () => {
  it('starts by itself on the clock, tells its owner, stops and starts again', async () => {
    const created = await create(MEMBER, 'max-life');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', url: null, ownerId: idOf(MEMBER), replicas: 1 });
    await clock.advance(1000);
    const running = await get(MEMBER, created.body.id);
    expect(running.body.status).toBe('RUNNING');
    expect(running.body.url).not.toBeNull();
    expect(running.body.lastActivityAt).toBe(clock.now().toISOString());
    const told = await inbox(MEMBER, 'notebook.running');
    expect(told.map((n) => n.content)).toContain('max-life is running and ready to open.');
    expect(told[0]?.link).toBe('/project-member-module/jupyter-notebooks');

    const stopping = await call<Notebook>('POST', `${hub()}/${created.body.id}/stop`, { as: MEMBER });
    expect(stopping.status).toBe(202);
    expect(stopping.body.status).toBe('STOPPING');
    expect((await call('POST', `${hub()}/${created.body.id}/stop`, { as: MEMBER })).status).toBe(409);
    await clock.advance(500);
    expect((await get(MEMBER, created.body.id)).body.status).toBe('STOPPED');
    const again = await call<Notebook>('POST', `${hub()}/${created.body.id}/start`, { as: MEMBER });
    expect(again.body.status).toBe('PENDING');
    await clock.advance(1000);
    expect((await get(MEMBER, created.body.id)).body.status).toBe('RUNNING');
    expect((await call('DELETE', `${hub()}/${created.body.id}`, { as: MEMBER })).status).toBe(200);
    expect((await get(MEMBER, created.body.id)).status).toBe(404);
  });

  it('fails with a reason when a GPU is asked of an image without CUDA', async () => {
    const created = await create(ADMIN, 'gpu-on-minimal', { imageId: 'jupyter-minimal', gpuCount: 1 });
    await clock.advance(1000);
    const failed = await get(ADMIN, created.body.id);
    expect(failed.body.status).toBe('FAILED');
    expect(failed.body.statusReason).toContain('has no CUDA libraries');
    expect(await inbox(ADMIN, 'notebook.failed')).toHaveLength(1);
    await call('DELETE', `${hub()}/${created.body.id}`, { as: ADMIN });
  });

  it('is stopped by the idle culler past its timeout, and its owner is told', async () => {
    const created = await create(MEMBER, 'max-idle', { idleTimeoutMinutes: 2 });
    await clock.advance(1000);
    await clock.advance(60_000);
    expect((await get(MEMBER, created.body.id)).body.status).toBe('RUNNING');
    await clock.advance(60_000);
    const culled = await get(MEMBER, created.body.id);
    expect(culled.body.status).toBe('STOPPING');
    expect(culled.body.statusReason).toBe('Stopped by the idle culler after 2 minutes without activity.');
    expect((await inbox(MEMBER, 'notebook.culled')).map((n) => n.content)).toEqual([
      'max-idle was stopped after 2 minutes without activity. Its storage is kept.',
    ]);
    await clock.advance(500);
    expect((await get(MEMBER, created.body.id)).body.status).toBe('STOPPED');
    await call('DELETE', `${hub()}/${created.body.id}`, { as: MEMBER });
  });

  it('restarts a running notebook whose size changes; storage only grows', async () => {
    const created = await create(MEMBER, 'max-resize');
    await clock.advance(1000);
    const changed = await call<Notebook>('PUT', `${hub()}/${created.body.id}`, {
      as: ADMIN,
      body: { size: 'LARGE', storageGiB: 50 },
    });
    expect(changed.body).toMatchObject({ status: 'PENDING', storageGiB: 50, cpu: 4 });
    const shrink = await call<{ details: Record<string, unknown> }>('PUT', `${hub()}/${created.body.id}`, {
      as: MEMBER,
      body: { storageGiB: 20 },
    });
    expect(shrink.status).toBe(400);
    expect(shrink.body.details).toHaveProperty('storageGiB');
    await call('DELETE', `${hub()}/${created.body.id}`, { as: MEMBER });
  });
});

describe('who controls which notebook', () => {
  it('hides another member’s notebook from a member: 404 for every action', async () => {
    const admins = await call<Page<Notebook>>('GET', `${hub()}?search=paula-reports`, { as: ADMIN });
    const theirs = admins.body.items[0]?.id ?? 0;
    expect((await get(MEMBER, theirs)).status).toBe(404);
    expect((await call('PUT', `${hub()}/${theirs}`, { as: MEMBER, body: { name: 'mine' } })).status).toBe(404);
    expect((await call('POST', `${hub()}/${theirs}/start`, { as: MEMBER })).status).toBe(404);
    expect((await call('DELETE', `${hub()}/${theirs}`, { as: MEMBER })).status).toBe(404);
    expect((await get(ADMIN, theirs)).status).toBe(200);
  });

  it('lets only admins scale', async () => {
    const own = await call<Page<Notebook>>('GET', hub(), { as: MEMBER });
    const id = own.body.items[0]?.id ?? 0;
    expect((await call('PUT', hub(), { as: MEMBER, body: { instanceId: id, replicas: 2 } })).status).toBe(403);
    const scaled = await call<Notebook>('PUT', hub(), { as: ADMIN, body: { instanceId: id, replicas: 2 } });
    expect(scaled.body.replicas).toBe(2);
    expect(
      (await call<Notebook>('PUT', hub(), { as: ADMIN, body: { instanceId: id, replicas: 1 } })).body.replicas,
    ).toBe(1);
    expect((await call('PUT', hub(), { as: ADMIN, body: { instanceId: id, replicas: 9 } })).status).toBe(400);
  });
});

describe('bad input', () => {
  it('refuses unknown images, bad names, unknown fields and duplicates with field details', async () => {
    const image = await create(MEMBER, 'x1', { imageId: 'nope' });
    expect(image.status).toBe(400);
    expect(image.body.details).toHaveProperty('imageId');
    expect((await create(MEMBER, '  ')).status).toBe(400);
    expect((await create(MEMBER, 'x2', { storageGiB: 1 })).body.details).toHaveProperty('storageGiB');
    expect((await create(MEMBER, 'x3', { shell: 'bash' })).body.details).toHaveProperty('shell');
    const dup = await create(MEMBER, 'paula-reports');
    expect(dup.status).toBe(409);
    expect(dup.body.details).toEqual({ name: 'A notebook named paula-reports already exists in this project' });
    expect((await call('GET', `${hub()}/abc`, { as: MEMBER })).status).toBe(400);
  });
});

describe('the notebook hub’s quota', () => {
  const quotaUrl = () => `/workspace/project/${ids.vision}/status/5/quota`;

  it('counts replicas, refuses what exceeds it with the reason, and a raise lets it through', async () => {
    const before = await call<Quota>('GET', quotaUrl(), { as: MEMBER });
    expect(before.body).toMatchObject({ quota: 6, used: 4, unit: 'notebook replicas' });
    expect(before.body.history.map((h) => h.kind)).toEqual(['REDEPLOYED', 'QUOTA_CHANGED', 'ADDED']);
    const fifth = await create(ADMIN, 'fill-5');
    const sixth = await create(ADMIN, 'fill-6');
    expect([fifth.status, sixth.status]).toEqual([201, 201]);
    const refused = await create(MEMBER, 'one-too-many');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("The notebook hub's quota is 6 replicas and 6 are in use");
    const scale = await call('PUT', hub(), { as: ADMIN, body: { instanceId: sixth.body.id, replicas: 2 } });
    expect(scale.status).toBe(409);

    expect(
      (await call('PUT', `/workspace/project/${ids.vision}/status`, { as: MEMBER, body: { serviceId: 5, quota: 9 } }))
        .status,
    ).toBe(403);
    const low = await call('PUT', `/workspace/project/${ids.vision}/status`, {
      as: ADMIN,
      body: { serviceId: 5, quota: 5 },
    });
    expect(low.status).toBe(400);
    const raised = await call('PUT', `/workspace/project/${ids.vision}/status`, {
      as: ADMIN,
      body: { serviceId: 5, quota: 8 },
    });
    expect(raised.status).toBe(200);
    expect((await create(MEMBER, 'one-more')).status).toBe(201);
    const after = await call<Quota>('GET', quotaUrl(), { as: ADMIN });
    expect(after.body).toMatchObject({ quota: 8, used: 7 });
    expect(after.body.history[0]).toMatchObject({
      kind: 'QUOTA_CHANGED',
      detail: 'Quota 6 → 8',
      actorName: 'Paula Project',
    });
  });

  it('records redeploys in the service history', async () => {
    expect(
      (await call('PUT', `/workspace/project/${ids.vision}/service/redeploy?serviceId=5`, { as: ADMIN })).status,
    ).toBe(202);
    const detail = await call<Quota>('GET', quotaUrl(), { as: ADMIN });
    expect(detail.body.history[0]).toMatchObject({ kind: 'REDEPLOYED', actorName: 'Paula Project' });
  });
});

describe('a project without the notebook hub', () => {
  it('answers the check with false and refuses new notebooks', async () => {
    const check = await call<{ isHaveJupyterhub: boolean }>(
      'GET',
      `/workspace/project/${ids.speech}/ai/Jupyterhub/check`,
      {
        as: 'branch.admin@demo.test',
      },
    );
    expect(check.body.isHaveJupyterhub).toBe(false);
    const res = await call<{ message: string }>('POST', hub(ids.speech), {
      as: 'branch.admin@demo.test',
      body: { ...form, name: 'nope' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('no notebook hub');
    const list = await call<Page<Notebook>>('GET', hub(ids.speech), { as: 'branch.admin@demo.test' });
    expect(list.body.total).toBe(0);
  });
});

describe('the notebook page', () => {
  it('answers without a token and says no notebook server runs here', async () => {
    const res = await ctx.request(`/hub/${ids.vision}/1/lab`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('runs no notebook servers');
  });
});
