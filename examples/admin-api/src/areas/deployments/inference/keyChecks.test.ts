/**
 * The inference endpoint's cached key checks: a key is read once and reused, yet a revoked key, a paused
 * deployment or a withdrawn permission is refused on the very next call, whether the change came through a
 * request or straight in the database (a background job, another instance): the change feed drops the entry.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../sim/clock';
import { setupTestStack } from '../../../testing/harness';
import { projects } from '../../projects/tables';
import { inferenceDeployments, inferenceKeys, inferencePermissions } from '../tables';

const clock = new TestClock('2026-01-05T09:00:30Z');
const { ctx, call, idOf } = setupTestStack({ clock, deployDelayMs: 1_000 });
const ADMIN = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';

let base = '';
let catalogId = 0;

async function deployed(name: string) {
  const created = await call<{ id: number; endpointUrl: string }>('POST', `${base}/deployments`, {
    as: ADMIN,
    body: { name, sourceType: 'PREDEFINED', predefinedModelId: catalogId },
  });
  expect(created.status).toBe(201);
  await clock.advance(1_000);
  const dep = `${base}/deployments/${created.body.id}`;
  const key = async (as = ADMIN, keyName = 'k') =>
    (await call<{ keyId: number; secret: string }>('POST', `${dep}/key`, { as, body: { name: keyName } })).body;
  const infer = (secret: string) =>
    ctx.request(`${new URL(created.body.endpointUrl).pathname}/infer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: ['a b'] }] }),
    });
  return { id: created.body.id, dep, key, infer };
}

beforeAll(async () => {
  const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  base = `/workspace/project/${project?.id}/ai/inferencing/projects`;
  const catalog = await call<{ items: { id: number }[] }>('GET', '/ai/inferencing/predefined-models?search=Phi-3', {
    as: ADMIN,
  });
  catalogId = catalog.body.items[0]?.id ?? 0;
});

describe('cached key checks of the inference endpoint', () => {
  it('refuses a key revoked through the API on the next call', async () => {
    const d = await deployed('cached-revoke');
    const key = await d.key();
    for (let i = 0; i < 3; i++) expect((await d.infer(key.secret)).status).toBe(200);
    expect((await call('DELETE', `${d.dep}/key?keyId=${key.keyId}`, { as: ADMIN })).status).toBe(200);
    expect((await d.infer(key.secret)).status).toBe(401);
  });

  it('refuses a key deleted straight in the database (another instance, a job) on the next call', async () => {
    const d = await deployed('cached-db');
    const key = await d.key();
    expect((await d.infer(key.secret)).status).toBe(200);
    expect((await d.infer(key.secret)).status).toBe(200);
    await ctx.database.db.delete(inferenceKeys).where(eq(inferenceKeys.id, key.keyId));
    expect((await d.infer(key.secret)).status).toBe(401);
  });

  it('answers a deployment paused straight in the database with 503 on the next call', async () => {
    const d = await deployed('cached-pause');
    const key = await d.key();
    expect((await d.infer(key.secret)).status).toBe(200);
    await ctx.database.db
      .update(inferenceDeployments)
      .set({ status: 'PAUSED' })
      .where(eq(inferenceDeployments.id, d.id));
    expect((await d.infer(key.secret)).status).toBe(503);
  });

  it("refuses a member's key once their permission to call is withdrawn in the database", async () => {
    const d = await deployed('cached-grant');
    const given = await call('POST', `${d.dep}/permissions`, {
      as: ADMIN,
      body: { entries: [{ userId: idOf(MEMBER), access: 'CALL' }] },
    });
    expect(given.status).toBe(200);
    const key = await d.key(MEMBER, 'member-key');
    expect((await d.infer(key.secret)).status).toBe(200);
    await ctx.database.db.delete(inferencePermissions).where(eq(inferencePermissions.deploymentId, d.id));
    expect((await d.infer(key.secret)).status).toBe(401);
  });

  it('still counts every call and marks the key used (written once a second, read after a flush)', async () => {
    const d = await deployed('cached-counts');
    const key = await d.key();
    for (let i = 0; i < 5; i++) expect((await d.infer(key.secret)).status).toBe(200);
    const detail = await call<{ requestCount: number }>('GET', d.dep, { as: ADMIN });
    expect(detail.body.requestCount).toBe(5);
    const keys = await call<{ lastUsedAt: string | null }[]>('GET', `${d.dep}/key`, { as: ADMIN });
    expect(keys.body[0]?.lastUsedAt).toBe(clock.now().toISOString());
  });
});
