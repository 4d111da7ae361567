import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedNotebookHub, hubServerOf, type NotebookHub } from '../../engines/notebookHub';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { notebooks } from './tables';

// The hub sync loop (ENGINES=local) driven against the hub on the clock: what JupyterHub would answer, in seconds.
const clock = new TestClock();
const engine = createSimulatedNotebookHub({ clock, delays: { startMs: 1000, stopMs: 500 } });
let hubDown = false;
const notebookHub: NotebookHub = {
  ...engine,
  mode: 'local',
  status: async () =>
    hubDown
      ? { mode: 'local', engine: 'JupyterHub', available: false, reason: 'it does not answer at http://hub.invalid' }
      : { mode: 'local', engine: 'JupyterHub 3.0.0', available: true },
};
const { ctx, call, idOf } = setupTestStack({ clock, notebookHub });

const MEMBER = 'member@demo.test';
interface Notebook {
  id: number;
  ownerId: number;
  status: string;
  statusReason: string | null;
  url: string | null;
}

let vision = 0;
beforeAll(async () => {
  const rows = await ctx.database.db.select({ id: projects.id, name: projects.name }).from(projects);
  vision = rows.find((r) => r.name === 'Vision Lab')?.id ?? 0;
});
const base = () => `/workspace/project/${vision}/ai/jupyterhub`;
const form = { imageId: 'jupyter-datascience', size: 'SMALL', gpuCount: 0, storageGiB: 10, idleTimeoutMinutes: 0 };
const made: number[] = [];
const create = async (name: string, extra: Record<string, unknown> = {}) => {
  const reply = await call<Notebook & { message?: string }>('POST', base(), {
    as: MEMBER,
    body: { ...form, name, ...extra },
  });
  if (reply.body.id) made.push(reply.body.id);
  return reply;
};
// Each test's notebooks go (the project's quota counts them), and their servers with them.
afterEach(async () => {
  for (const id of made.splice(0)) await call('DELETE', `${base()}/${id}`, { as: MEMBER });
});
const get = (id: number) => call<Notebook>('GET', `${base()}/${id}`, { as: MEMBER });
const onHub = async () => (await engine.servers()).map((s) => `${s.user}/${s.server}`);

describe('notebooks on the hub (the hub sync loop)', () => {
  it('starts a named server of its owner, shows the hub state, opens for the owner only, and stops it for real', async () => {
    const { status, body } = await create('sync-a');
    expect(status).toBe(201);
    expect(body.status).toBe('PENDING');
    const ref = hubServerOf(idOf(MEMBER), body.id);
    expect(await onHub()).toContain(`${ref.user}/${ref.server}`);
    await clock.advance(2000);
    const running = (await get(body.id)).body;
    expect(running.status).toBe('RUNNING');
    expect(running.url).toContain(`/user/${ref.user}/${ref.server}/`);

    const open = await call<{ url: string }>('POST', `${base()}/${body.id}/open`, { as: MEMBER });
    expect(open.status).toBe(200);
    const byAdmin = await call('POST', `${base()}/${body.id}/open`, { as: 'project.admin@demo.test' });
    expect(byAdmin.status).toBe(403);

    expect((await call('POST', `${base()}/${body.id}/stop`, { as: MEMBER })).status).toBe(202);
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('STOPPED');
    expect(await onHub()).not.toContain(`${ref.user}/${ref.server}`);
  });

  it('shows a server the hub lost as STOPPED with the reason, never a stale RUNNING', async () => {
    const { body } = await create('sync-b');
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('RUNNING');
    await engine.deleteServer(hubServerOf(idOf(MEMBER), body.id));
    await clock.advance(6000);
    const lost = (await get(body.id)).body;
    expect(lost.status).toBe('STOPPED');
    expect(lost.statusReason).toBe('JupyterHub no longer runs this server.');
  });

  it('starts a starting notebook the hub never heard of (seeded as starting, or a start the API stored before it stopped)', async () => {
    const { body } = await create('sync-unheard');
    await clock.advance(2000);
    const ref = hubServerOf(idOf(MEMBER), body.id);
    // As a seed or an interrupted start leaves it: starting in the database, unknown to the hub.
    await engine.deleteServer(ref);
    await ctx.database.db
      .update(notebooks)
      .set({ status: 'PENDING', nextAt: clock.now(), updatedAt: clock.now() })
      .where(eq(notebooks.id, body.id));
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('RUNNING');
    expect(await onHub()).toContain(`${ref.user}/${ref.server}`);
  });

  it('fails a GPU notebook at once on a machine without a GPU, with the reason', async () => {
    const { body } = await create('sync-gpu', { imageId: 'jupyter-pytorch-cuda', gpuCount: 1 });
    const failed = (await get(body.id)).body;
    expect(failed.status).toBe('FAILED');
    expect(failed.statusReason).toMatch(/no GPU/);
  });

  it('answers 503 naming JupyterHub with Retry-After while the hub is down; the list keeps working', async () => {
    hubDown = true;
    try {
      const refused = await create('sync-down');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/^JupyterHub is not available/);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect((await call('GET', base(), { as: MEMBER })).status).toBe(200);
    } finally {
      hubDown = false;
    }
  });

  it('ends the server when scaled to zero, and a start runs it again with one replica', async () => {
    const { body } = await create('sync-zero');
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('RUNNING');
    const ref = `${hubServerOf(body.ownerId, body.id).user}/${hubServerOf(body.ownerId, body.id).server}`;
    expect(await onHub()).toContain(ref);

    const scaled = await call<Notebook & { replicas: number }>('PUT', base(), {
      as: 'project.admin@demo.test',
      body: { instanceId: body.id, replicas: 0 },
    });
    expect(scaled.status).toBe(200);
    expect(scaled.body).toMatchObject({ replicas: 0, status: 'STOPPING' });
    expect(scaled.body.statusReason).toMatch(/^Scaled to zero replicas by /);
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('STOPPED');
    expect(await onHub()).not.toContain(ref);

    const started = await call<Notebook & { replicas: number }>('POST', `${base()}/${body.id}/start`, { as: MEMBER });
    expect(started.body).toMatchObject({ replicas: 1, status: 'PENDING' });
    await clock.advance(2000);
    expect((await get(body.id)).body.status).toBe('RUNNING');
    expect(await onHub()).toContain(ref);
  });

  it('ends the servers of a deleted project', async () => {
    const { body } = await create('sync-gone');
    await clock.advance(2000);
    const ref = hubServerOf(body.ownerId, body.id);
    expect(await onHub()).toContain(`${ref.user}/${ref.server}`);
    await ctx.database.db.delete(projects).where(eq(projects.id, vision));
    await clock.advance(11_000);
    expect(await onHub()).not.toContain(`${ref.user}/${ref.server}`);
  });
});
