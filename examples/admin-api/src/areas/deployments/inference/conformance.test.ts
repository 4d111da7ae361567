/**
 * Conformance with the Open Inference Protocol's REST API, read from its document
 * (github.com/kserve/open-inference-protocol, specification/protocol/inference_rest.md), against the
 * reference server running on a loopback port. Each block names the section it checks. The server
 * prefixes the protocol's paths with `/inference/{deploymentId}` and wants an API key of the deployment.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../sim/clock';
import { setupTestStack } from '../../../testing/harness';
import { projects } from '../../projects/tables';

const clock = new TestClock('2026-01-05T09:00:00Z');
const { ctx, call } = setupTestStack({ clock, deployDelayMs: 5_000 });
const ADMIN = 'project.admin@demo.test';

let root = ''; // /inference/{id}/v2
let model = '';
let secret = '';
let deploymentPath = '';

/** A protocol call: path relative to `v2`, with the deployment's key unless `key` says otherwise. */
async function oip(path: string, init: { method?: string; body?: unknown; key?: string | null } = {}) {
  const headers: Record<string, string> = {};
  const key = init.key === undefined ? secret : init.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await ctx.request(`${root}${path}`, { method: init.method ?? 'GET', headers, ...(body ? { body } : {}) });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

/** `$inference_error_response` (and the other error objects): `{ "error": $string }`, nothing else needed. */
function expectError(reply: { status: number; json: Record<string, unknown> }, status: number) {
  expect(reply.status).toBe(status);
  expect(typeof reply.json.error).toBe('string');
  expect((reply.json.error as string).length).toBeGreaterThan(0);
}

const textInput = (data: string[] = ['hello protocol world']) => ({
  name: 'text_input',
  shape: [data.length],
  datatype: 'BYTES',
  data,
});

beforeAll(async () => {
  const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  const base = `/workspace/project/${project?.id}/ai/inferencing/projects`;
  const catalog = await call<{ items: { id: number; name: string }[] }>(
    'GET',
    '/ai/inferencing/predefined-models?search=Phi-3',
    { as: ADMIN },
  );
  const phi = catalog.body.items.find((m) => m.name === 'Phi-3 Mini');
  const created = await call<{ id: number; endpointUrl: string; modelName: string }>('POST', `${base}/deployments`, {
    as: ADMIN,
    body: { name: 'oip-conformance', sourceType: 'PREDEFINED', predefinedModelId: phi?.id },
  });
  deploymentPath = `${base}/deployments/${created.body.id}`;
  root = `/inference/${created.body.id}/v2`;
  model = created.body.modelName;
  expect(new URL(created.body.endpointUrl).pathname).toBe(`${root}/models/${model}`);
  await clock.advance(5_000);
  const key = await call<{ secret: string }>('POST', `${deploymentPath}/key`, { as: ADMIN, body: { name: 'oip' } });
  secret = key.body.secret;
});

describe('API table: every path, with and without the version segment', () => {
  it('Server Live: GET v2/health/live answers $live_server_response', async () => {
    const reply = await oip('/health/live');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ live: true });
  });

  it('Server Ready: GET v2/health/ready answers whether the models are ready', async () => {
    const reply = await oip('/health/ready');
    expect(reply.status).toBe(200);
    // The document prints `{ "live": $bool }` here, a copy of the live response; servers answer `ready`.
    expect(reply.json.ready).toBe(true);
  });

  it('Server Metadata: GET v2 answers $metadata_server_response (name, version, extensions)', async () => {
    for (const path of ['', '/']) {
      const reply = await oip(path);
      expect(reply.status).toBe(200);
      expect(typeof reply.json.name).toBe('string');
      expect(typeof reply.json.version).toBe('string');
      expect(Array.isArray(reply.json.extensions)).toBe(true);
    }
  });

  it('Model Metadata: GET v2/models/<name>[/versions/<version>] answers $metadata_model_response', async () => {
    for (const path of [`/models/${model}`, `/models/${model}/versions/1`]) {
      const reply = await oip(path);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ name: model, versions: ['1'] });
      expect(typeof reply.json.platform).toBe('string');
      // Platform names use the format "<project>_<format>".
      expect(reply.json.platform).toMatch(/^[a-z0-9]+_[a-z0-9]+$/);
      for (const tensor of [...(reply.json.inputs as object[]), ...(reply.json.outputs as object[])]) {
        // $metadata_tensor: name, datatype, shape (variable-size dimensions are -1).
        expect(tensor).toEqual({ name: expect.any(String), datatype: expect.any(String), shape: expect.any(Array) });
        for (const d of (tensor as { shape: number[] }).shape) expect(Number.isInteger(d) && d >= -1).toBe(true);
      }
      expect(reply.json.inputs).toEqual([{ name: 'text_input', datatype: 'BYTES', shape: [-1] }]);
    }
  });

  it('Model Ready: GET v2/models/<name>[/versions/<version>]/ready answers $ready_model_response', async () => {
    for (const path of [`/models/${model}/ready`, `/models/${model}/versions/1/ready`]) {
      const reply = await oip(path);
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ name: model, ready: true });
    }
  });

  it('Inference: POST v2/models/<name>[/versions/<version>]/infer answers $inference_response', async () => {
    for (const path of [`/models/${model}/infer`, `/models/${model}/versions/1/infer`]) {
      const reply = await oip(path, { method: 'POST', body: { inputs: [textInput()] } });
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ model_name: model, model_version: '1' });
      const [output] = reply.json.outputs as Record<string, unknown>[];
      expect(output).toMatchObject({ name: 'text_output', datatype: 'BYTES', shape: [1] });
      expect(output?.data).toEqual(['world protocol hello']);
    }
  });
});

describe('Inference Request JSON Object', () => {
  const infer = (body: unknown) => oip(`/models/${model}/infer`, { method: 'POST', body });

  it('"id": if specified, the identifier must be returned in the response', async () => {
    const reply = await infer({ id: '42', inputs: [textInput()] });
    expect(reply.json.id).toBe('42');
    expect('id' in (await infer({ inputs: [textInput()] })).json).toBe(false);
  });

  it('"parameters": key/value pairs of strings, numbers and booleans, server-specific ones honoured', async () => {
    const reply = await infer({
      parameters: { max_tokens: 2, trace: 'abc', stream: false },
      inputs: [textInput(['one two three four'])],
    });
    expect(reply.status).toBe(200);
    // max_tokens is this server's parameter: two tokens.
    expect((reply.json.outputs as { data: string[] }[])[0]?.data).toEqual(['four three']);
    // The request's parameters come back with the answer, with the server's own.
    expect(reply.json.parameters).toEqual({ max_tokens: 2, trace: 'abc', stream: false, simulated: true });
    expectError(await infer({ parameters: { nested: { no: 1 } }, inputs: [textInput()] }), 400);
    expectError(await infer({ parameters: [1], inputs: [textInput()] }), 400);
    expectError(await infer({ inputs: [{ ...textInput(), parameters: { x: [1] } }] }), 400);
  });

  it('"outputs": optional; when given, only the named outputs come back; an unknown one is an error', async () => {
    const named = await infer({ inputs: [textInput()], outputs: [{ name: 'text_output' }] });
    expect((named.json.outputs as { name: string }[]).map((o) => o.name)).toEqual(['text_output']);
    expectError(await infer({ inputs: [textInput()], outputs: [{ name: 'nope' }] }), 400);
  });

  it('Tensor Data: row-major, given nested in its natural shape or flattened', async () => {
    const flat = await infer({
      inputs: [{ name: 'text_input', shape: [2, 1], datatype: 'BYTES', data: ['a b', 'c d'] }],
    });
    const nested = await infer({
      inputs: [{ name: 'text_input', shape: [2, 1], datatype: 'BYTES', data: [['a b'], ['c d']] }],
    });
    expect(flat.status).toBe(200);
    expect(nested.json.outputs).toEqual(flat.json.outputs);
    expect((flat.json.outputs as { shape: number[] }[])[0]?.shape).toEqual([2, 1]);
  });

  it('a malformed request fails with an error status (typically 400) and $inference_error_response', async () => {
    for (const body of [
      'not json',
      {},
      { inputs: [] },
      { inputs: [{ name: 'text_input', shape: [2], datatype: 'BYTES', data: ['only one'] }] },
      { inputs: [{ name: 'text_input', shape: [1], datatype: 'NOT_A_TYPE', data: ['x'] }] },
      { inputs: [{ name: 'text_input', shape: [1], datatype: 'INT8', data: [300] }] },
      { inputs: [{ name: 'other', shape: [1], datatype: 'BYTES', data: ['x'] }] },
      { id: 7, inputs: [textInput()] },
    ]) {
      expectError(await infer(body), 400);
    }
  });
});

describe('errors: an HTTP error status and { "error": $string }', () => {
  it('an unknown model or version is not found', async () => {
    expectError(await oip('/models/not-this-model'), 404);
    expectError(await oip('/models/not-this-model/ready'), 404);
    expectError(await oip('/models/not-this-model/infer', { method: 'POST', body: { inputs: [textInput()] } }), 404);
    expectError(await oip(`/models/${model}/versions/9`), 404);
    expectError(await oip(`/models/${model}/versions/latest/ready`), 404);
    expectError(await oip('/no/such/path'), 404);
  });

  it('a method the path does not take is refused with Allow', async () => {
    const reply = await oip(`/models/${model}/infer`);
    expectError(reply, 405);
    expect(reply.headers.get('allow')).toBe('POST');
    expectError(await oip('/health/live', { method: 'POST', body: {} }), 405);
  });

  it('without a key of this deployment every path is refused (401), asking for a bearer', async () => {
    for (const path of ['', '/health/live', '/health/ready', `/models/${model}`, `/models/${model}/ready`]) {
      const reply = await oip(path, { key: null });
      expectError(reply, 401);
      expect(reply.headers.get('www-authenticate')).toBe('Bearer');
      expectError(await oip(path, { key: 'sk-not-a-key-of-this-one' }), 401);
    }
  });
});

describe('short-lived keys (a playground session)', () => {
  it('work until they expire, then are refused like any invalid key', async () => {
    const made = await call<{ secret: string; expiresAt: string }>('POST', `${deploymentPath}/key`, {
      as: ADMIN,
      body: { name: 'session', expiresInMinutes: 5 },
    });
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    expect((await oip('/health/live', { key: made.body.secret })).status).toBe(200);
    await clock.advance(5 * 60_000);
    const expired = await oip('/health/live', { key: made.body.secret });
    expectError(expired, 401);
    expect(expired.json.error).toMatch(/expired/);
    expect((await oip('/health/live')).status).toBe(200);
    expect(
      (await call('POST', `${deploymentPath}/key`, { as: ADMIN, body: { name: 'x', expiresInMinutes: 1 } })).status,
    ).toBe(400);
  });
});

describe('versions: the version path serves the active version; an older one is named, not served', () => {
  it('after a change to version 2, version 2 answers and version 1 is not loaded', async () => {
    const changed = await call('PUT', deploymentPath, { as: ADMIN, body: { replicasMax: 4 } });
    expect(changed.status).toBe(200);
    await clock.advance(5_000);
    const meta = await oip(`/models/${model}/versions/2`);
    expect(meta.json.versions).toEqual(['2']);
    const answer = await oip(`/models/${model}/versions/2/infer`, { method: 'POST', body: { inputs: [textInput()] } });
    expect(answer.json.model_version).toBe('2');
    const old = await oip(`/models/${model}/versions/1/infer`, { method: 'POST', body: { inputs: [textInput()] } });
    expectError(old, 404);
    expect(old.json.error).toMatch(/not loaded/);
  });
});

describe('Health: a paused deployment is live but not ready, and refuses inference', () => {
  it('answers ready false with an error status while paused, and ready again once resumed', async () => {
    expect((await call('POST', `${deploymentPath}/pause`, { as: ADMIN })).status).toBe(200);
    expect((await oip('/health/live')).json).toEqual({ live: true });
    const server = await oip('/health/ready');
    expect(server.status).toBe(503);
    expect(server.json.ready).toBe(false);
    const ready = await oip(`/models/${model}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ name: model, ready: false });
    // Metadata stays readable: the model is known, only not serving.
    expect((await oip(`/models/${model}`)).status).toBe(200);
    const refused = await oip(`/models/${model}/infer`, { method: 'POST', body: { inputs: [textInput()] } });
    expectError(refused, 503);
    expect(refused.json.error).toMatch(/paused/);
    expect((await call('POST', `${deploymentPath}/resume`, { as: ADMIN })).status).toBe(200);
    expect((await oip(`/models/${model}/ready`)).json).toEqual({ name: model, ready: true });
  });
});

describe('Hostile input: every body through the API’s body gate, ids within the column, depth without recursion', () => {
  /** A raw call to the endpoint with a body of the given media type. */
  const raw = async (path: string, type: string, body: string, key: string | null = secret) => {
    const res = await ctx.request(path, {
      method: 'POST',
      headers: { 'Content-Type': type, ...(key ? { Authorization: `Bearer ${key}` } : {}) },
      body,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('answers 404 for a deployment id past the column’s range, with any key, never 500', async () => {
    for (const id of ['2147483648', '9999999999']) {
      for (const path of [`/inference/${id}/v2/health/ready`, `/inference/${id}/v2/models/x`]) {
        const res = await ctx.request(path, { headers: { Authorization: 'Bearer sk-madeupmadeupmadeup' } });
        expect(res.status, path).toBe(404);
      }
      const infer = await raw(
        `/inference/${id}/v2/models/x/infer`,
        'application/json',
        '{"inputs":[]}',
        'sk-madeupmadeup',
      );
      expectError(infer, 404);
    }
  });

  it('refuses a NUL, a lone surrogate, deep nesting and a foreign media type, whatever the JSON spelling', async () => {
    const path = `${root}/models/${model}/infer`;
    for (const type of ['application/json', 'Application/JSON', 'application/vnd.kserve+json']) {
      const nul = await raw(path, type, JSON.stringify({ inputs: [textInput(['nul\u0000'])] }));
      expectError(nul, 400);
      expect(nul.json.error).toMatch(/control characters/);
      const lone = await raw(
        path,
        type,
        `{"inputs":[{"name":"text_input","shape":[1],"datatype":"BYTES","data":["\\ud800"]}]}`,
      );
      expectError(lone, 400);
      expect(lone.json.error).toMatch(/Unicode/);
      const deep = await raw(
        path,
        type,
        `{"inputs":[{"name":"text_input","shape":[1],"datatype":"BYTES","data":${'['.repeat(50_000)}${']'.repeat(50_000)}}]}`,
      );
      expectError(deep, 400);
    }
    expectError(await raw(path, 'text/plain', JSON.stringify({ inputs: [textInput()] })), 415);
  });

  it('answers 400, not a stack overflow, to a shape 10,000 entries long and data nested as deep as it allows', async () => {
    const path = `${root}/models/${model}/infer`;
    const long = await oip(`/models/${model}/infer`, {
      method: 'POST',
      body: { inputs: [{ name: 'text_input', shape: Array(10_000).fill(1), datatype: 'BYTES', data: ['x'] }] },
    });
    expectError(long, 400);
    expect(long.json.error).toMatch(/shape/);
    const nested = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    const deep = await raw(
      path,
      'application/json',
      `{"inputs":[{"name":"text_input","shape":${JSON.stringify(Array(10_000).fill(1))},"datatype":"BYTES","data":${nested}}]}`,
    );
    expectError(deep, 400);
  });
});
