import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { inferenceKeys } from './tables';

const clock = new TestClock('2026-01-05T09:00:00Z');
const { ctx, call, idOf } = setupTestStack({ clock, deployDelayMs: 5_000 });

const ADMIN = 'project.admin@demo.test';
interface Deployment {
  id: number;
  name: string;
  status: string;
  statusReason: string | null;
  activeVersion: number;
  modelName: string;
  endpointUrl: string;
  replicasMax: number;
  modelVersion: string | null;
  requestCount: number;
  meanLatencyMs: number | null;
  gpuType: string | null;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Model {
  id: number;
  name: string;
  versions: string[];
  task: string;
}

let projectId = 0;
let otherProjectId = 0;
const base = () => `/workspace/project/${projectId}/ai/inferencing/projects`;
const dep = (id: number) => `${base()}/deployments/${id}`;

beforeAll(async () => {
  const find = async (name: string) =>
    (await ctx.database.db.select().from(projects).where(eq(projects.name, name)))[0]?.id ?? 0;
  projectId = await find('Vision Lab');
  otherProjectId = await find('Demand Forecast');
});

const model = async (name: string) => {
  const page = await call<Page<Model>>('GET', `/ai/inferencing/predefined-models?search=${encodeURIComponent(name)}`, {
    as: ADMIN,
  });
  const found = page.body.items.find((m) => m.name === name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
};

const deploy = async (name: string, extra: Record<string, unknown> = {}) => {
  const llama = await model('Phi-3 Mini');
  const res = await call<Deployment>('POST', `${base()}/deployments`, {
    as: ADMIN,
    body: { name, sourceType: 'PREDEFINED', predefinedModelId: llama.id, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const get = async (id: number) => (await call<Deployment>('GET', dep(id), { as: ADMIN })).body;
/** The KServe v2 endpoint, called with an API key. */
const inferCall = (d: Deployment, secret: string, text = 'hello there') =>
  ctx.request(new URL(d.endpointUrl).pathname.concat('/infer'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: [text] }] }),
  });

describe('predefined models', () => {
  it('lists the seeded catalog with search and task filter, and answers one model', async () => {
    const all = await call<Page<Model>>('GET', '/ai/inferencing/predefined-models?pageSize=100', { as: ADMIN });
    expect(new Set(all.body.items.map((m) => m.task))).toEqual(
      new Set([
        'text-generation',
        'embedding',
        'image-classification',
        'speech-recognition',
        'text-classification',
        'tabular-classification',
      ]),
    );
    const speech = await call<Page<Model>>('GET', '/ai/inferencing/predefined-models?task=speech-recognition', {
      as: 'member@demo.test',
    });
    expect(speech.body.items.every((m) => m.task === 'speech-recognition')).toBe(true);
    const whisper = await model('Whisper Small');
    expect((await call<Model>('GET', `/ai/inferencing/predefined-models/${whisper.id}`, { as: ADMIN })).body.name).toBe(
      'Whisper Small',
    );
    expect((await call('GET', '/ai/inferencing/predefined-models/99999', { as: ADMIN })).status).toBe(404);
  });
});

describe('deployments', () => {
  it('shows the seeded deployments in different states', async () => {
    const page = await call<Page<Deployment>>('GET', `${base()}/deployments?pageSize=50`, { as: ADMIN });
    expect(new Set(page.body.items.map((d) => d.status))).toEqual(
      new Set(['RUNNING', 'PAUSED', 'FAILED', 'DEPLOYING']),
    );
  });

  it('answers each item of the list as its detail, model and creator names included', async () => {
    // The seeded deployments and one more of a predefined model, created by the caller.
    await deploy('names-predefined');
    const page = await call<Page<Deployment & { predefinedModelName: string | null; createdBy: string | null }>>(
      'GET',
      `${base()}/deployments?pageSize=200`,
      { as: ADMIN },
    );
    expect(page.status).toBe(200);
    expect(page.body.items.some((d) => d.predefinedModelName !== null)).toBe(true);
    expect(page.body.items.some((d) => d.createdBy !== null)).toBe(true);
    for (const item of page.body.items) {
      const detail = await call('GET', dep(item.id), { as: ADMIN });
      expect(item, `deployment ${item.id}`).toEqual(detail.body);
    }
  });

  it('deploys, runs on the clock, and serves inference only with a live key while running', async () => {
    const d = await deploy('chat-bot');
    expect(d).toMatchObject({
      status: 'DEPLOYING',
      activeVersion: 1,
      modelVersion: '4k-instruct-int4',
      replicasMax: 3,
    });
    await clock.advance(5_000);
    expect((await get(d.id)).status).toBe('RUNNING');
    // The change went out as a notification (the live stream carries the same rows).
    const inbox = await call<{ items: { type: string; content: string; link: string | null }[] }>(
      'GET',
      `/users/${idOf(ADMIN)}/notification?category=SERVICE`,
      { as: ADMIN },
    );
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({ type: 'deployment.running', link: `/project-module/triton-inference/${d.id}` }),
    );
    const memberInbox = await call<{ items: { type: string; link: string | null }[] }>(
      'GET',
      `/users/${idOf('member@demo.test')}/notification?category=SERVICE`,
      { as: 'member@demo.test' },
    );
    expect(memberInbox.body.items.find((n) => n.type === 'deployment.running')?.link ?? null).toBeNull();

    const noKey = await inferCall(d, 'sk-notarealkeyatall');
    expect(noKey.status).toBe(401);
    const key = await call<{ keyId: number; secret: string; prefix: string }>('POST', `${dep(d.id)}/key`, {
      as: ADMIN,
      body: { name: 'web' },
    });
    expect(key.status).toBe(201);
    expect(key.body.secret.startsWith(key.body.prefix)).toBe(true);
    // Only a hash is stored, and the list never shows the secret.
    const [stored] = await ctx.database.db.select().from(inferenceKeys).where(eq(inferenceKeys.id, key.body.keyId));
    expect(stored?.secretHash).not.toContain(key.body.secret);
    const list = await call<Record<string, unknown>[]>('GET', `${dep(d.id)}/key`, { as: ADMIN });
    expect(JSON.stringify(list.body)).not.toContain(key.body.secret);

    const ok = await inferCall(d, key.body.secret);
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { model_name: string; outputs: { name: string; data: string[] }[] };
    expect(answer.model_name).toBe('chat-bot');
    expect(answer.outputs[0]?.name).toBe('text_output');
    const after = await get(d.id);
    expect(after.requestCount).toBe(1);
    expect(after.meanLatencyMs).not.toBeNull();
    const keys = await call<{ lastUsedAt: string | null }[]>('GET', `${dep(d.id)}/key?name=web`, { as: ADMIN });
    expect(keys.body[0]?.lastUsedAt).not.toBeNull();

    // Another deployment's key is refused.
    const other = await deploy('other-bot');
    expect((await inferCall(other, key.body.secret)).status).toBe(401);

    expect((await call('POST', `${dep(d.id)}/pause`, { as: ADMIN })).status).toBe(200);
    expect((await inferCall(d, key.body.secret)).status).toBe(503);
    expect((await call('POST', `${dep(d.id)}/pause`, { as: ADMIN })).status).toBe(409);
    expect((await call('POST', `${dep(d.id)}/resume`, { as: ADMIN })).status).toBe(200);
    expect((await inferCall(d, key.body.secret)).status).toBe(200);

    expect((await call('DELETE', `${dep(d.id)}/key?keyId=${key.body.keyId}`, { as: ADMIN })).status).toBe(200);
    expect((await inferCall(d, key.body.secret)).status).toBe(401);
  });

  it('makes each configuration change a version and records a rollback', async () => {
    const d = await deploy('versioned');
    await clock.advance(5_000);
    const changed = await call<Deployment>('PUT', dep(d.id), { as: ADMIN, body: { replicasMax: 5 } });
    expect(changed.body).toMatchObject({ status: 'DEPLOYING', activeVersion: 2, replicasMax: 5 });
    // A rename alone makes no version.
    expect(
      (await call<Deployment>('PUT', dep(d.id), { as: ADMIN, body: { description: 'x' } })).body.activeVersion,
    ).toBe(2);
    await clock.advance(5_000);
    const versions = await call<{ number: number; active: boolean }[]>('GET', `${dep(d.id)}/versions`, { as: ADMIN });
    expect(versions.body.map((v) => [v.number, v.active])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await call('GET', `${dep(d.id)}/versions?name=v1`, { as: ADMIN })).body).toHaveLength(1);
    const rolled = await call<Deployment>('GET', `${dep(d.id)}/versions/1/activate`, { as: ADMIN });
    expect(rolled.body).toMatchObject({ activeVersion: 1, replicasMax: 3, status: 'DEPLOYING' });
    expect((await call('GET', `${dep(d.id)}/versions/1/activate`, { as: ADMIN })).status).toBe(409);
    expect((await call('GET', `${dep(d.id)}/versions/9/activate`, { as: ADMIN })).status).toBe(404);
    await clock.advance(5_000);
    const timeline = await call<{ action: string; detail: string; actor: string | null }[]>(
      'GET',
      `${dep(d.id)}/timeline`,
      { as: ADMIN },
    );
    expect(timeline.body.map((e) => e.action)).toEqual([
      'RUNNING',
      'VERSION_ACTIVATED',
      'RUNNING',
      'UPDATED',
      'UPDATED',
      'RUNNING',
      'CREATED',
    ]);
    expect(timeline.body[1]?.detail).toBe('Rolled back from version 2 to version 1');
    expect(timeline.body[1]?.actor).toBe('Paula Project');
  });

  it('refuses bad input with field details and stores nothing', async () => {
    const before = (await call<Page<Deployment>>('GET', `${base()}/deployments`, { as: ADMIN })).body.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', sourceType: 'PREDEFINED', predefinedModelId: 1 }, 'name'],
      [{ name: 'x', sourceType: 'PREDEFINED' }, 'predefinedModelId'],
      [{ name: 'x', sourceType: 'CUSTOM' }, 'image'],
      [{ name: 'x', sourceType: 'PREDEFINED', predefinedModelId: 1, replicasMin: 3, replicasMax: 1 }, 'replicasMax'],
      [{ name: 'x', sourceType: 'PREDEFINED', predefinedModelId: 1, modelVersion: 'nope' }, 'modelVersion'],
      [{ name: 'x', sourceType: 'PREDEFINED', predefinedModelId: 1, gpuCount: 2, gpuType: null }, 'gpuType'],
      [{ name: 'x', sourceType: 'PREDEFINED', predefinedModelId: 1, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await call<{ details: Record<string, unknown> }>('POST', `${base()}/deployments`, {
        as: ADMIN,
        body,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.details).join(','), field).toContain(field);
    }
    await deploy('dupe');
    const dupe = await call<{ details: Record<string, string> }>('POST', `${base()}/deployments`, {
      as: ADMIN,
      body: { name: 'dupe', sourceType: 'PREDEFINED', predefinedModelId: 1 },
    });
    expect(dupe.status).toBe(409);
    expect(dupe.body.details.name).toContain('dupe');
    const after = (await call<Page<Deployment>>('GET', `${base()}/deployments`, { as: ADMIN })).body.total;
    expect(after).toBe(before + 1);
  });

  it('fails a custom image of a private registry without credentials, and deploys it once they are saved', async () => {
    const custom = {
      sourceType: 'CUSTOM',
      image: 'registry.vision.example/team/detector:1.0',
      modelPath: '/models/detector',
      task: 'image-classification',
    };
    const res = await call<Deployment>('POST', `${base()}/deployments`, {
      as: ADMIN,
      body: { name: 'detector', ...custom },
    });
    await clock.advance(5_000);
    const failed = await get(res.body.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.statusReason).toContain('registry.vision.example');

    const saved = await call<{ secretHint: string }>('POST', '/ai/inferencing/projects/credentials/', {
      as: ADMIN,
      body: { source: 'registry.vision.example', username: 'robot', secret: 'top-secret-value-1234' },
    });
    expect(saved.body.secretHint).toBe('••••1234');
    const listed = await call('GET', '/ai/inferencing/projects/credentials/?source=registry.vision.example', {
      as: ADMIN,
    });
    expect(JSON.stringify(listed.body)).not.toContain('top-secret');
    // Credentials are the caller's own: another admin sees none of them.
    expect((await call('GET', '/ai/inferencing/projects/credentials/', { as: 'org.admin@demo.test' })).body).toEqual(
      [],
    );
    expect((await call('GET', '/ai/inferencing/projects/credentials/', { as: 'member@demo.test' })).status).toBe(403);

    await call('PUT', dep(res.body.id), { as: ADMIN, body: { modelPath: '/models/detector-v2' } });
    await clock.advance(5_000);
    expect((await get(res.body.id)).status).toBe('RUNNING');
  });

  it('sets permissions to project users only', async () => {
    const d = await deploy('permitted');
    const member = (
      await call<{ id: number; email: string }[]>('GET', `/workspace/project/${projectId}/users`, {
        as: ADMIN,
      })
    ).body.find((u) => u.email === 'member@demo.test');
    const set = await call<{ name: string; access: string }[]>('POST', `${dep(d.id)}/permissions`, {
      as: ADMIN,
      body: { entries: [{ userId: member?.id, access: 'CALL' }] },
    });
    expect(set.body).toEqual([expect.objectContaining({ name: 'Max Member', access: 'CALL' })]);
    expect((await call('GET', `${dep(d.id)}/permissions`, { as: ADMIN })).body).toEqual(set.body);
    const outsider = await call<{ details: Record<string, string> }>('POST', `${dep(d.id)}/permissions`, {
      as: ADMIN,
      body: { entries: [{ userId: 999_999, access: 'MANAGE' }] },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.details['entries.0.userId']).toBe('Not a user of this project');
  });
});

describe('scheduled uptime', () => {
  it('pauses and resumes a deployment on its windows, and refuses overlapping or empty ones', async () => {
    const d = await deploy('office-hours');
    await clock.advance(5_000);
    // Monday 09:00 UTC: a window 10:00-12:00 Monday pauses it now and resumes it at 10:00.
    const window = { weekDays: ['MON'], start: '10:00', end: '12:00', timeZone: 'UTC' };
    const created = await call<{ id: number }>('POST', `${base()}/scheduled-uptime/`, {
      as: ADMIN,
      body: { deploymentId: d.id, ...window },
    });
    expect(created.status).toBe(201);
    expect((await get(d.id)).status).toBe('PAUSED');
    const overlap = await call<{ details: Record<string, string> }>('POST', `${base()}/scheduled-uptime/`, {
      as: ADMIN,
      body: { deploymentId: d.id, ...window, start: '11:00', end: '13:00' },
    });
    expect(overlap.status).toBe(400);
    expect(Object.keys(overlap.body.details)).toContain('start');
    const empty = await call<{ details: Record<string, string> }>('POST', `${base()}/scheduled-uptime/`, {
      as: ADMIN,
      body: { deploymentId: d.id, ...window, weekDays: ['TUE'], start: '10:00', end: '10:00' },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.details)).toContain('end');
    expect(
      (await call<unknown[]>('GET', `${base()}/scheduled-uptime/?deploymentId=${d.id}`, { as: ADMIN })).body,
    ).toHaveLength(1);

    await clock.set('2026-01-05T10:00:00Z');
    expect((await get(d.id)).status).toBe('RUNNING');
    await clock.set('2026-01-05T12:00:00Z');
    expect((await get(d.id)).status).toBe('PAUSED');
    const actions = (await call<{ action: string }[]>('GET', `${dep(d.id)}/timeline`, { as: ADMIN })).body.map(
      (e) => e.action,
    );
    expect(actions.slice(0, 4)).toEqual(['SCHEDULE_PAUSED', 'SCHEDULE_RESUMED', 'SCHEDULE_PAUSED', 'SCHEDULE_CHANGED']);

    const changed = await call('PUT', `${base()}/scheduled-uptime/${created.body.id}`, {
      as: ADMIN,
      body: { ...window, end: '24:00' },
    });
    expect(changed.status).toBe(200);
    expect((await get(d.id)).status).toBe('RUNNING');
    expect((await call('DELETE', `${base()}/scheduled-uptime/${created.body.id}`, { as: ADMIN })).status).toBe(200);
    expect((await call('GET', `${base()}/scheduled-uptime/${created.body.id}`, { as: ADMIN })).status).toBe(404);
    // Several windows, each moved through on the test clock with the loops it wakes: more than the default 30 s
    // beside the browser tests of a loaded CI run.
  }, 90_000);
});

describe('access', () => {
  it('refuses members and other tenants, and never answers another project’s deployment', async () => {
    const d = await deploy('private');
    expect((await call('GET', dep(d.id), { as: 'member@demo.test' })).status).toBe(403);
    expect((await call('GET', dep(d.id), { as: 'greta@globex.test' })).status).toBe(403);
    expect((await call('GET', `${base()}/deployments`, { as: 'nobody@demo.test' })).status).toBe(403);
    // An admin of another project asking for this deployment under their own project: not found.
    const other = `/workspace/project/${otherProjectId}/ai/inferencing/projects/deployments/${d.id}`;
    const res = await call<{ message: string }>('GET', other, { as: 'super@demo.test' });
    expect(res.status).toBe(404);
    expect((await call('DELETE', other, { as: 'super@demo.test' })).status).toBe(404);
    expect((await call('POST', `${other}/pause`, { as: 'super@demo.test' })).status).toBe(404);
    expect((await get(d.id)).name).toBe('private');
    // Org and branch admins above the project manage it.
    expect((await call('GET', dep(d.id), { as: 'org.admin@demo.test' })).status).toBe(200);
    expect((await call('DELETE', dep(d.id), { as: 'branch.admin@demo.test' })).status).toBe(200);
    expect((await call('GET', dep(d.id), { as: ADMIN })).status).toBe(404);
  });
});
