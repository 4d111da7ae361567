/**
 * The connection hand-off on local serving, for real: the stack with model servers on ONNX Runtime, a client's
 * kept-alive connection handed to a replica after its first infer call, and what must still hold on it: a revoked
 * key refused at once, other paths and deployments answered as the API answers them, the rate limit, a version
 * switch and a pause that end the hand-off between two calls without failing one. Skipped where the runtime is not
 * installed. Slow-ish: each deployment starts a model server (about two seconds).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../config';
import { runtimeVersion } from '../../../engines/serving/local';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../../../idp/test-browser';
import { type Stack, startStack } from '../../../stack';

const runtime = runtimeVersion();
if ('missing' in runtime) console.warn(`Skipping the hand-off tests: ${runtime.missing}`);

let stack: Stack;
let dataDir = '';
let token = '';
let base = '';
let modelId: number | undefined;
// Every setup call from an address of its own: the per-address limit is low here, for the rate limit test.
let caller = 0;
const nextAddress = () => `10.1.${(++caller >> 8) & 255}.${caller & 255}`;

async function api<T>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': nextAddress(),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

const INPUT = JSON.stringify({
  inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['The support team was fast and helpful'] }],
});

/** A running deployment of the sentiment model and a key of it. */
async function deploy(name: string) {
  const created = await api<{ id: number }>('POST', base, {
    name,
    sourceType: 'PREDEFINED',
    predefinedModelId: modelId,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const key = await api<{ secret: string; keyId: number }>('POST', `${base}/${id}/key`, { name: 'client' });
  await waitFor(id, (row) => row.status === 'RUNNING');
  return { id, secret: key.body.secret, keyId: key.body.keyId, path: `/inference/${id}/v2/models/${name}/infer` };
}

async function waitFor(id: number, done: (row: { status: string; activeVersion: number }) => boolean) {
  const started = Date.now();
  for (;;) {
    const row = await api<{ status: string; activeVersion: number }>('GET', `${base}/${id}`);
    if (done(row.body)) return row.body;
    if (Date.now() - started > 60_000) throw new Error(`deployment ${id} is still ${row.body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One kept-alive connection to the API, as a client library holds it. */
function connection(address = '203.0.113.1') {
  const client = new Client(stack.apiUrl, { pipelining: 1 });
  const call = async (path: string, secret: string, o: { method?: string; headers?: Record<string, string> } = {}) => {
    const res = await client.request({
      method: (o.method ?? 'POST') as 'POST',
      path,
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...o.headers,
      },
      ...((o.method ?? 'POST') === 'POST' ? { body: INPUT } : {}),
    });
    const text = await res.body.text();
    return {
      status: res.statusCode,
      headers: res.headers,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  };
  return { client, call };
}

const stats = () => ({ ...(stack.handOffStats ?? { handed: 0, back: 0, toServer: 0 }) });

describe.skipIf('missing' in runtime)('connections handed to the model servers', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hand-off-'));
    const config = readConfig({
      API_PORT: '0',
      IDP_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      CONSOLE_ORIGIN,
      ENGINES: 'local',
      ENGINES_DATA_DIR: dataDir,
      // 40 an hour: one back every 90 s, longer than a test may run, so the count below does not hang on how fast
      // the calls go (at 40 a minute a slow machine refilled one just before the last call).
      RATE_LIMIT_PER_IP: '40/3600',
      TRUST_PROXY: '1',
    });
    stack = await startStack(config, { log: false });
    const { code, verifier } = await signIn(stack.issuer, 'project.admin@demo.test');
    token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
    const projects = await api<{ items: { id: number; name: string }[] }>('GET', '/workspace/project?pageSize=100');
    const project = projects.body.items.find((p) => p.name === 'Vision Lab');
    base = `/workspace/project/${project?.id}/ai/inferencing/projects/deployments`;
    const catalog = await api<{ items: { id: number; name: string }[] }>(
      'GET',
      '/ai/inferencing/predefined-models?search=Review',
    );
    modelId = catalog.body.items.find((m) => m.name === 'Review Sentiment')?.id;
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the infer calls of a handed connection from the replica, and refuses a revoked key on it at once', async () => {
    const d = await deploy('handed-reviews');
    const { client, call } = connection();
    const before = stats();
    const first = await call(d.path, d.secret);
    expect(first.status).toBe(200);
    expect(first.body.outputs).toContainEqual(expect.objectContaining({ name: 'label', data: ['positive'] }));
    expect(stats().handed).toBe(before.handed + 1);
    for (let i = 0; i < 5; i++) expect((await call(d.path, d.secret)).status).toBe(200);
    // Still one connection, and the API handed it once.
    expect(stats().handed).toBe(before.handed + 1);
    // A wrong key on the same connection: the API's answer, from the replica.
    const wrong = await call(d.path, 'sk-not-a-key-of-this-deployment');
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    expect(wrong.body).toEqual({ error: 'The API key is not valid for this deployment' });

    expect((await api('DELETE', `${base}/${d.id}/key?keyId=${d.keyId}`)).status).toBe(200);
    const revoked = await call(d.path, d.secret);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ error: 'The API key is not valid for this deployment' });

    // The calls answered by the replica are counted by the API (metrics, the key's last use).
    const key = await api<{ secret: string; keyId: number }>('POST', `${base}/${d.id}/key`, { name: 'again' });
    expect((await call(d.path, key.body.secret)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2_500));
    const row = await api<{ requestCount: number }>('GET', `${base}/${d.id}`);
    expect(row.body.requestCount).toBeGreaterThanOrEqual(7);
    const keys = await api<{ name: string; lastUsedAt: string | null }[]>('GET', `${base}/${d.id}/key?name=again`);
    expect(keys.body[0]?.lastUsedAt).not.toBeNull();
    await client.close();
  }, 90_000);

  it('answers the other requests of a handed connection as the API does: other paths, models and deployments', async () => {
    const d = await deploy('relayed-reviews');
    const { client, call } = connection('203.0.113.2');
    expect((await call(d.path, d.secret)).status).toBe(200);
    const handed = stats().handed;
    // The model's metadata (not an infer call): the API's answer.
    const metadata = await call(`/inference/${d.id}/v2/models/relayed-reviews`, d.secret, { method: 'GET' });
    expect(metadata.status).toBe(200);
    expect(metadata.body).toMatchObject({ name: 'relayed-reviews', platform: 'onnxruntime_onnx' });
    // Another model name, another deployment, a console path: each as the API answers it.
    const otherModel = await call(`/inference/${d.id}/v2/models/something-else/infer`, d.secret);
    expect(otherModel.status).toBe(404);
    expect(otherModel.body.error).toContain("Unknown model 'something-else'");
    const otherDeployment = await call('/inference/999999/v2/models/relayed-reviews/infer', d.secret);
    expect(otherDeployment.status).toBe(401);
    expect(otherDeployment.body).toEqual({ error: 'The API key is not valid for this deployment' });
    const health = await call('/health', d.secret, { method: 'GET' });
    expect(health.status).toBe(200);
    // The body gates, with the API's answers.
    const text = await call(d.path, d.secret, { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    // And infer calls again after all that, on the same connection, still handed.
    expect((await call(d.path, d.secret)).status).toBe(200);
    expect(stats().handed).toBe(handed);
    await client.close();

    // A browser's call (an Origin) is never handed off: the relay answers it, with CORS.
    const browser = connection('203.0.113.3');
    const fromBrowser = await browser.call(d.path, d.secret, { headers: { origin: CONSOLE_ORIGIN } });
    expect(fromBrowser.status).toBe(200);
    expect(fromBrowser.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    expect(stats().handed).toBe(handed);
    await browser.client.close();
  }, 90_000);

  it('ends the hand-off between two calls on a version switch and a pause, failing none', async () => {
    const d = await deploy('switched-reviews');
    const { client, call } = connection('203.0.113.4');
    expect((await call(d.path, d.secret)).body.model_version).toBe('1');
    const back = stats().back;
    let running = true;
    const statuses: number[] = [];
    const versions = new Set<unknown>();
    const calling = (async () => {
      // From a few addresses in turn (a proxy's clients), each well within its budget.
      for (let n = 0; running; n++) {
        const res = await call(d.path, d.secret, { headers: { 'x-forwarded-for': `203.0.114.${(n >> 3) & 255}` } });
        statuses.push(res.status);
        versions.add(res.body.model_version);
      }
    })();
    expect((await api('PUT', `${base}/${d.id}`, { modelVersion: '1' })).status).toBe(200);
    await waitFor(d.id, (row) => row.status === 'RUNNING' && row.activeVersion === 2);
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await calling;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The old replica gave the connection back; the new one answers it now.
    expect(stats().back).toBeGreaterThan(back);
    expect((await call(d.path, d.secret)).body.model_version).toBe('2');

    // A pause: the next call is the API's 503, on the same connection.
    expect((await api('POST', `${base}/${d.id}/pause`)).status).toBe(200);
    await waitFor(d.id, (row) => row.status === 'PAUSED');
    const paused = await call(d.path, d.secret);
    expect(paused.status).toBe(503);
    expect(String(paused.body.error)).toContain('paused');
    await client.close();
  }, 120_000);

  it('keeps the per-address rate limit on a handed connection: past it, 429', async () => {
    const d = await deploy('limited-reviews');
    const { client, call } = connection('198.51.100.7');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await call(d.path, d.secret)).status);
    // The first 40 answered, every call past the budget refused.
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
    expect(statuses.slice(40)).toEqual(Array(20).fill(429));
    const refused = await call(d.path, d.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by this one's budget.
    const other = connection('198.51.100.8');
    expect((await other.call(d.path, d.secret)).status).toBe(200);
    await Promise.all([client.close(), other.client.close()]);
  }, 90_000);
});
