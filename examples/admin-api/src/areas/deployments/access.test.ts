/**
 * Deployment permissions: a project user sees and does with a deployment only what an admin granted
 * them on it (CALL or MANAGE); keys stop working when their creator loses the permission; a deployment
 * left paused for a week is stopped, and starting it again is a new rollout.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { STOP_AFTER_PAUSED_MS } from './lifecycle';
import { inferenceDeployments } from './tables';

const clock = new TestClock('2026-01-05T09:00:00Z');
const { ctx, call, idOf } = setupTestStack({ clock, deployDelayMs: 5_000 });

const ADMIN = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';
const OUTSIDER = 'greta@globex.test';
interface Deployment {
  id: number;
  name: string;
  status: string;
  statusReason: string | null;
  endpointUrl: string;
  callerAccess: string;
}
interface Key {
  keyId: number;
  name: string;
  secret: string;
}

let projectId = 0;
const base = () => `/workspace/project/${projectId}/ai/inferencing/projects`;
const dep = (id: number) => `${base()}/deployments/${id}`;

beforeAll(async () => {
  const [p] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  projectId = p?.id ?? 0;
});

/** A running deployment of Vision Lab, created by its admin. */
async function running(name: string) {
  const models = await call<{ items: { id: number }[] }>('GET', '/ai/inferencing/predefined-models?search=Phi-3', {
    as: ADMIN,
  });
  const res = await call<Deployment>('POST', `${base()}/deployments`, {
    as: ADMIN,
    body: { name, sourceType: 'PREDEFINED', predefinedModelId: models.body.items[0]?.id },
  });
  expect(res.status).toBe(201);
  expect(res.body.callerAccess).toBe('ADMIN');
  await clock.advance(5_000);
  return res.body;
}

const grant = (id: number, access: 'CALL' | 'MANAGE' | null) =>
  call('POST', `${dep(id)}/permissions`, {
    as: ADMIN,
    body: { entries: access ? [{ userId: idOf(MEMBER), access }] : [] },
  });

const listed = async (as: string) =>
  (await call<{ items: Deployment[] }>('GET', `${base()}/deployments?pageSize=100`, { as })).body.items;

const infer = (d: Deployment, secret: string) =>
  ctx.request(new URL(d.endpointUrl).pathname.concat('/infer'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: ['hi'] }] }),
  });

const unread = async (email: string) =>
  (
    await call<{ items: { title: string; content: string; link: string | null }[] }>(
      'GET',
      `/users/${idOf(email)}/notification?pageSize=100`,
      { as: email },
    )
  ).body.items;

describe('a member without a permission', () => {
  it('does not see the deployment, cannot reach it, and is not told about it', async () => {
    const d = await running('hidden-from-member');
    expect((await listed(MEMBER)).map((x) => x.name)).not.toContain('hidden-from-member');
    expect((await listed(ADMIN)).map((x) => x.name)).toContain('hidden-from-member');
    for (const [method, path] of [
      ['GET', dep(d.id)],
      ['GET', `${dep(d.id)}/timeline`],
      ['GET', `${dep(d.id)}/key`],
      ['GET', `${dep(d.id)}/versions`],
      ['GET', `${base()}/scheduled-uptime/?deploymentId=${d.id}`],
      ['POST', `${dep(d.id)}/pause`],
      ['DELETE', dep(d.id)],
    ] as const)
      expect((await call(method, path, { as: MEMBER })).status, `${method} ${path}`).toBe(403);
    expect((await unread(MEMBER)).some((n) => n.content.includes('hidden-from-member'))).toBe(false);
  });
});

describe('a member with CALL', () => {
  it('reads the deployment, works only their own keys, and calls it while the permission lasts', async () => {
    const d = await running('callable');
    expect((await grant(d.id, 'CALL')).status).toBe(200);
    const seen = (await listed(MEMBER)).find((x) => x.id === d.id);
    expect(seen?.callerAccess).toBe('CALL');
    expect((await call<Deployment>('GET', dep(d.id), { as: MEMBER })).body.callerAccess).toBe('CALL');
    expect((await call('GET', `${dep(d.id)}/timeline`, { as: MEMBER })).status).toBe(200);

    const adminKey = (await call<Key>('POST', `${dep(d.id)}/key`, { as: ADMIN, body: { name: 'admin-key' } })).body;
    const own = await call<Key>('POST', `${dep(d.id)}/key`, { as: MEMBER, body: { name: 'member-key' } });
    expect(own.status).toBe(201);
    const keys = await call<Key[]>('GET', `${dep(d.id)}/key`, { as: MEMBER });
    expect(keys.body.map((k) => k.name)).toEqual(['member-key']);
    expect((await call<Key[]>('GET', `${dep(d.id)}/key`, { as: ADMIN })).body).toHaveLength(2);
    expect((await call('DELETE', `${dep(d.id)}/key?keyId=${adminKey.keyId}`, { as: MEMBER })).status).toBe(403);
    expect((await infer(d, own.body.secret)).status).toBe(200);

    for (const [method, path, body] of [
      ['POST', `${dep(d.id)}/pause`, undefined],
      ['PUT', dep(d.id), { replicasMax: 2 }],
      ['GET', `${dep(d.id)}/permissions`, undefined],
      [
        'POST',
        `${base()}/scheduled-uptime/`,
        { deploymentId: d.id, weekDays: ['MON'], start: '10:00', end: '12:00', timeZone: 'UTC' },
      ],
    ] as const)
      expect((await call(method, path, { as: MEMBER, body })).status, `${method} ${path}`).toBe(403);

    // The permission goes: the member's key stops working at once; the admin's still works.
    await grant(d.id, null);
    const told = await unread(MEMBER);
    expect(told.find((n) => n.content === 'You may now call callable; create an API key on its page.')?.link).toBe(
      `/project-member-module/triton-inference/${d.id}`,
    );
    expect(told.some((n) => n.title === 'Deployment access removed' && n.content.includes('callable'))).toBe(true);
    expect((await infer(d, own.body.secret)).status).toBe(401);
    expect((await infer(d, adminKey.secret)).status).toBe(200);
    expect((await call('GET', dep(d.id), { as: MEMBER })).status).toBe(403);
    // Granted again, the same key works again: it was never revoked, only its holder's right.
    await grant(d.id, 'CALL');
    expect((await infer(d, own.body.secret)).status).toBe(200);
    expect((await call('DELETE', `${dep(d.id)}/key?keyId=${own.body.keyId}`, { as: MEMBER })).status).toBe(200);
  });
});

describe('a member with MANAGE', () => {
  it('runs the deployment but cannot delete it or change who may reach it', async () => {
    const d = await running('managed');
    await grant(d.id, 'MANAGE');
    const paused = await call<Deployment>('POST', `${dep(d.id)}/pause`, { as: MEMBER });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      status: 'PAUSED',
      statusReason: 'Paused by Max Member',
      callerAccess: 'MANAGE',
    });
    expect((await unread(MEMBER)).find((n) => n.content === 'managed was paused.')?.link).toBe(
      `/project-member-module/triton-inference/${d.id}`,
    );
    expect((await call('POST', `${dep(d.id)}/resume`, { as: MEMBER })).status).toBe(200);
    expect((await call('PUT', dep(d.id), { as: MEMBER, body: { replicasMax: 2 } })).status).toBe(200);
    expect((await call('GET', `${dep(d.id)}/versions/1/activate`, { as: MEMBER })).status).toBe(200);
    const window = { weekDays: ['SAT'], start: '10:00', end: '12:00', timeZone: 'UTC' };
    const created = await call<{ id: number }>('POST', `${base()}/scheduled-uptime/`, {
      as: MEMBER,
      body: { deploymentId: d.id, ...window },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await call('PUT', `${base()}/scheduled-uptime/${created.body.id}`, {
          as: MEMBER,
          body: { ...window, end: '13:00' },
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', `${base()}/scheduled-uptime/${created.body.id}`, { as: MEMBER })).status).toBe(200);
    await call('POST', `${dep(d.id)}/key`, { as: ADMIN, body: { name: 'admin-key' } });
    expect((await call<Key[]>('GET', `${dep(d.id)}/key`, { as: MEMBER })).body.map((k) => k.name)).toEqual([
      'admin-key',
    ]);
    expect((await call('GET', `${dep(d.id)}/permissions`, { as: MEMBER })).status).toBe(200);
    expect((await call('POST', `${dep(d.id)}/permissions`, { as: MEMBER, body: { entries: [] } })).status).toBe(403);
    expect((await call('DELETE', dep(d.id), { as: MEMBER })).status).toBe(403);
    expect(
      (await call('POST', `${base()}/deployments`, { as: MEMBER, body: { name: 'x', sourceType: 'PREDEFINED' } }))
        .status,
    ).toBe(403);
  });
});

describe('another organization', () => {
  it('is refused on the list and on every deployment, even with a permission row left behind', async () => {
    const d = await running('foreign-eyes');
    expect((await call('GET', `${base()}/deployments`, { as: OUTSIDER })).status).toBe(403);
    expect((await call('GET', dep(d.id), { as: OUTSIDER })).status).toBe(403);
    expect((await call('POST', `${dep(d.id)}/key`, { as: OUTSIDER, body: { name: 'k' } })).status).toBe(403);
    // Setting a permission for someone outside the project is refused.
    const res = await call('POST', `${dep(d.id)}/permissions`, {
      as: ADMIN,
      body: { entries: [{ userId: idOf(OUTSIDER), access: 'MANAGE' }] },
    });
    expect(res.status).toBe(400);
  });
});

/**
 * Pretends the deployment was last changed `ms` ago and is due now: walking a TestClock through a
 * week would run every reconciler's minute poll ten thousand times.
 */
async function pausedFor(id: number, ms: number) {
  const now = clock.now().getTime();
  await ctx.database.db
    .update(inferenceDeployments)
    .set({ updatedAt: new Date(now - ms), nextAt: new Date(now) })
    .where(eq(inferenceDeployments.id, id));
}

describe('stopped', () => {
  it('stops a deployment paused for a week, and starting it again rolls it out anew', async () => {
    const d = await running('weekend-idle');
    await call('POST', `${dep(d.id)}/pause`, { as: ADMIN });
    await pausedFor(d.id, STOP_AFTER_PAUSED_MS - 60_000);
    await clock.advance(30_000);
    expect((await call<Deployment>('GET', dep(d.id), { as: ADMIN })).body.status).toBe('PAUSED');
    await clock.advance(30_000);
    const stopped = (await call<Deployment>('GET', dep(d.id), { as: ADMIN })).body;
    expect(stopped.status).toBe('STOPPED');
    expect(stopped.statusReason).toMatch(/replicas and GPUs were released/);
    const timeline = (await call<{ action: string }[]>('GET', `${dep(d.id)}/timeline`, { as: ADMIN })).body;
    expect(timeline[0]?.action).toBe('STOPPED');
    const told = await unread(ADMIN);
    expect(told.some((n) => n.title === 'Deployment stopped' && n.content.startsWith('weekend-idle'))).toBe(true);
    const key = (await call<Key>('POST', `${dep(d.id)}/key`, { as: ADMIN, body: { name: 'k' } })).body;
    expect((await infer(d, key.secret)).status).toBe(503);
    const started = await call<Deployment>('POST', `${dep(d.id)}/resume`, { as: ADMIN });
    expect(started.body.status).toBe('DEPLOYING');
    await clock.advance(5_000);
    expect((await call<Deployment>('GET', dep(d.id), { as: ADMIN })).body.status).toBe('RUNNING');
    expect((await infer(d, key.secret)).status).toBe(200);
  });

  it('never stops a deployment its uptime schedule paused', async () => {
    const d = await running('scheduled-idle');
    // Monday 09:00-ish: a Sunday window pauses it by schedule; the schedule, not the week, decides.
    await call('POST', `${base()}/scheduled-uptime/`, {
      as: ADMIN,
      body: { deploymentId: d.id, weekDays: ['SUN'], start: '01:00', end: '02:00', timeZone: 'UTC' },
    });
    expect((await call<Deployment>('GET', dep(d.id), { as: ADMIN })).body.status).toBe('PAUSED');
    await pausedFor(d.id, 2 * STOP_AFTER_PAUSED_MS);
    await clock.advance(60_000);
    expect((await call<Deployment>('GET', dep(d.id), { as: ADMIN })).body.status).toBe('PAUSED');
  });
});
