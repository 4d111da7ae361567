/**
 * Deployments on local serving, end to end through the API: real model-server processes on ONNX Runtime
 * start on create (RUNNING once they answer ready), the endpoint passes calls to them, pause and resume end
 * and start them, a version switch under a stream of calls fails none, delete ends them, and a model needing
 * a GPU fails to schedule with the reason. Skipped, with the reason, where the runtime is not installed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import type { Serving } from '../../engines/serving';
import { runtimeVersion } from '../../engines/serving/local';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';

const runtime = runtimeVersion();
if ('missing' in runtime) console.warn(`Skipping local serving's tests: ${runtime.missing}`);
const dataDir = await mkdtemp(join(tmpdir(), 'serving-api-'));
const { ctx, call } = setupTestStack({
  env: { RATE_LIMITS: 'off', ENGINES: 'local', ENGINES_DATA_DIR: dataDir },
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const ADMIN = 'project.admin@demo.test';
const { consoleOrigin } = readConfig({ RATE_LIMITS: 'off' });
/** The app's serving engine (an app with a database has one). */
const serving = () => (ctx.app as unknown as { serving: Serving }).serving;

interface Deployment {
  id: number;
  status: string;
  statusReason: string | null;
  modelName: string;
  activeVersion: number;
}

describe.skipIf('missing' in runtime)('deployments served by model-server processes', () => {
  let base = '';
  const models = new Map<string, number>();
  beforeAll(async () => {
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
    base = `/workspace/project/${project?.id}/ai/inferencing/projects`;
    const catalog = await call<{ items: { id: number; name: string }[] }>(
      'GET',
      '/ai/inferencing/predefined-models?pageSize=100',
      { as: ADMIN },
    );
    for (const m of catalog.body.items) models.set(m.name, m.id);
  });

  const get = async (id: number) => (await call<Deployment>('GET', `${base}/deployments/${id}`, { as: ADMIN })).body;
  const until = async (id: number, status: string) => {
    await expect.poll(async () => (await get(id)).status, { timeout: 30_000, interval: 100 }).toBe(status);
    return get(id);
  };

  // Three rollouts of real model servers (each start about 2 s, more on a busy machine): more than the default 30 s.
  it('runs a catalogue model for real, switches versions under load without a failed call, pauses, resumes and deletes', {
    timeout: 90_000,
  }, async () => {
    const started = Date.now();
    const created = await call<Deployment>('POST', `${base}/deployments`, {
      as: ADMIN,
      body: { name: 'reviews', sourceType: 'PREDEFINED', predefinedModelId: models.get('Review Sentiment') },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('DEPLOYING');
    const id = created.body.id;
    await until(id, 'RUNNING');
    console.log(`create to RUNNING: ${Date.now() - started} ms`);
    const key = await call<{ secret: string }>('POST', `${base}/deployments/${id}/key`, {
      as: ADMIN,
      body: { name: 't' },
    });
    const root = `/inference/${id}/v2/models/reviews`;
    const headers = { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' };
    const infer = async (text: string) => {
      const res = await ctx.request(`${root}/infer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: [text] }] }),
      });
      return {
        status: res.status,
        json: (await res.json()) as { model_version?: string; outputs?: { data: unknown[] }[] },
      };
    };
    const meta = await (await ctx.request(root, { headers })).json();
    expect(meta).toMatchObject({ platform: 'onnxruntime_onnx', inputs: [{ name: 'text', datatype: 'BYTES' }] });
    const first = await infer('The dashboard is fast and helpful, highly recommended');
    expect(first.status).toBe(200);
    expect(first.json.outputs?.[0]?.data).toEqual(['positive']);
    expect((await infer('the api keeps crashing, very disappointed')).json.outputs?.[0]?.data).toEqual(['negative']);

    // What the endpoint refuses itself, and what the model server refuses (the protocol's 400), on the same path.
    const post = (body: string, extra: Record<string, string> = {}) =>
      ctx.request(`${root}/infer`, { method: 'POST', headers: { ...headers, ...extra }, body });
    const refused = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      const json = (await res.json()) as { error?: unknown };
      expect(typeof json.error).toBe('string');
      return json.error as string;
    };
    const wrongKey = await post('{}', { Authorization: 'Bearer sk-not-a-key-of-this' });
    expect(wrongKey.headers.get('www-authenticate')).toBe('Bearer');
    await refused(wrongKey, 401);
    await refused(await post('{}', { 'Content-Type': 'text/plain' }), 415);
    await refused(
      await ctx.request(`${root}/infer`, {
        method: 'POST',
        headers,
        body: 'x'.repeat(17 * 1024 * 1024),
      }),
      413,
    );
    await refused(await post('{"inputs": ['), 400);
    expect(
      await refused(
        await post(JSON.stringify({ inputs: [{ name: 'text', shape: [1], datatype: 'FP32', data: [1] }] })),
        400,
      ),
    ).toMatch(/input 'text' must be BYTES/);
    expect(await refused(await post(JSON.stringify({ inputs: [] })), 400)).toBeTruthy();
    // A call from the console's page (an Origin: CORS) is answered alike, with the API's CORS headers.
    const fromConsole = await post(
      JSON.stringify({ inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['fast and helpful'] }] }),
      { Origin: consoleOrigin },
    );
    expect(fromConsole.status).toBe(200);
    expect(fromConsole.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    // The server keeps serving.
    expect((await infer('great support')).status).toBe(200);

    // Version 2 runs the model's older version; then back to version 1, under a stream of calls.
    let stream = true;
    const outcomes: number[] = [];
    const versions = new Set<string>();
    const load = (async () => {
      while (stream) {
        const reply = await infer('I love the new release');
        outcomes.push(reply.status);
        if (reply.json.model_version) versions.add(reply.json.model_version);
      }
    })();
    const update = await call('PUT', `${base}/deployments/${id}`, { as: ADMIN, body: { modelVersion: '1' } });
    expect(update.status).toBeLessThan(300);
    await expect.poll(async () => (await get(id)).activeVersion, { timeout: 10_000 }).toBe(2);
    await until(id, 'RUNNING');
    const back = await call('GET', `${base}/deployments/${id}/versions/1/activate`, { as: ADMIN });
    expect(back.status).toBeLessThan(300);
    await expect.poll(async () => (await get(id)).activeVersion, { timeout: 10_000 }).toBe(1);
    await until(id, 'RUNNING');
    await new Promise((r) => setTimeout(r, 300));
    stream = false;
    await load;
    expect(outcomes.length).toBeGreaterThan(10);
    expect(outcomes.filter((s) => s !== 200)).toEqual([]);
    expect([...versions].sort()).toEqual(['1', '2']);
    expect(
      serving()
        .replicas(id)
        .map((r) => r.version),
    ).toEqual([1]);

    expect((await call('POST', `${base}/deployments/${id}/pause`, { as: ADMIN })).status).toBeLessThan(300);
    expect(serving().replicas(id)).toEqual([]);
    expect((await infer('great')).status).toBe(503);
    expect((await call('POST', `${base}/deployments/${id}/resume`, { as: ADMIN })).status).toBeLessThan(300);
    expect((await infer('great')).status).toBe(200);

    expect((await call('DELETE', `${base}/deployments/${id}`, { as: ADMIN })).status).toBeLessThan(300);
    expect(serving().replicas(id)).toEqual([]);
  });

  it('fails to schedule a model that needs a GPU this machine lacks, with the reason the catalogue gives', async () => {
    const catalog = await call<{ items: { name: string; unavailableReason: string | null }[] }>(
      'GET',
      '/ai/inferencing/predefined-models?pageSize=100',
      { as: ADMIN },
    );
    const entry = (name: string) => catalog.body.items.find((m) => m.name === name);
    expect(entry('Review Sentiment')?.unavailableReason).toBeNull();
    expect(entry('Iris Species')?.unavailableReason).toBeNull();
    const reason = entry('Llama 3.1 8B Instruct')?.unavailableReason;
    expect(reason).toMatch(/NVIDIA L4 GPU; this machine has none/);
    const created = await call<Deployment>('POST', `${base}/deployments`, {
      as: ADMIN,
      body: { name: 'chat', sourceType: 'PREDEFINED', predefinedModelId: models.get('Llama 3.1 8B Instruct') },
    });
    const started = Date.now();
    const failed = await until(created.body.id, 'FAILED');
    console.log(`create to FAILED: ${Date.now() - started} ms`);
    expect(failed.statusReason).toContain(reason);
  });
});
