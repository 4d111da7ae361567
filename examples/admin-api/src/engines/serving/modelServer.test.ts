/**
 * The model server for real: ONNX Runtime loading a built-in model in its own process, answering the Open
 * Inference Protocol as `areas/deployments/inference/conformance.test.ts` asks of the API's endpoint, and
 * its metrics. Skipped, with the reason, where the runtime is not installed. Few and focused: each start
 * of a server takes about two seconds.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineSettings } from '../mode';
import { createLocalServing, runtimeVersion } from './local';
import { builtInDir, ensureBuiltIn, SENTIMENT, SHAPE_SKETCH } from './models/builtIn';
import { drawShape, SHAPES } from './models/shapes';
import type { Serving, ServingEvent, ServingSpec } from './types';

const runtime = runtimeVersion();
if ('missing' in runtime) console.warn(`Skipping the model server's tests: ${runtime.missing}`);

let dataDir = '';
let serving: Serving;
const settings = (): EngineSettings => ({
  mode: 'local',
  hubUrl: '',
  hubApiToken: undefined,
  prometheusUrl: '',
  dataDir,
});
const spec = (o: Partial<ServingSpec> = {}): ServingSpec => ({
  deploymentId: 1,
  projectId: 9,
  version: 2,
  modelName: 'reviews',
  catalogName: SENTIMENT,
  modelVersion: '2',
  replicas: 1,
  gpuType: null,
  gpuCount: 0,
  ...o,
});

describe.skipIf('missing' in runtime)('a model server on ONNX Runtime', () => {
  let url = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'serving-'));
    serving = createLocalServing(settings(), { backoffMs: 50 });
    await serving.start(spec());
    await serving.switchTo(1, 2);
    url = serving.route(1)?.url ?? '';
  });
  afterAll(async () => {
    await serving?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}/v2${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('answers health, server metadata and model metadata naming the platform as KServe does', async () => {
    expect(await call('/health/live')).toEqual({ status: 200, json: { live: true } });
    expect(await call('/health/ready')).toEqual({ status: 200, json: { ready: true } });
    expect((await call('')).json).toMatchObject({
      name: expect.any(String),
      version: 'version' in runtime ? runtime.version : '',
      extensions: [],
    });
    for (const path of ['/models/reviews', '/models/reviews/versions/2']) {
      const { status, json } = await call(path);
      expect(status).toBe(200);
      expect(json).toMatchObject({
        name: 'reviews',
        versions: ['2'],
        platform: 'onnxruntime_onnx',
        inputs: [{ name: 'text', datatype: 'BYTES', shape: [-1] }],
      });
    }
    expect(await call('/models/reviews/ready')).toEqual({ status: 200, json: { name: 'reviews', ready: true } });
  });

  it('classifies sentences with the real model, a label and its probability each', async () => {
    const { status, json } = await call('/models/reviews/infer', {
      id: 'r1',
      inputs: [
        {
          name: 'text',
          shape: [2],
          datatype: 'BYTES',
          data: ['I love this console, it is fast and reliable', 'The api keeps crashing, one star'],
        },
      ],
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ model_name: 'reviews', model_version: '2', id: 'r1' });
    const [label, probability, probabilities] = json.outputs as { name: string; shape: number[]; data: unknown[] }[];
    expect(label).toMatchObject({ name: 'label', datatype: 'BYTES', shape: [2], data: ['positive', 'negative'] });
    expect(probability?.shape).toEqual([2]);
    for (const p of (probability?.data ?? []) as number[]) expect(p).toBeGreaterThan(0.6);
    expect(probabilities?.shape).toEqual([2, 2]);
  });

  it('refuses wrong names, datatypes and shapes with {"error"} 400s and keeps serving', async () => {
    const bad = [
      { inputs: [{ name: 'prompt', shape: [1], datatype: 'BYTES', data: ['x'] }] },
      { inputs: [{ name: 'text', shape: [1], datatype: 'FP32', data: [1] }] },
      { inputs: [{ name: 'text', shape: [1, 2], datatype: 'BYTES', data: ['a', 'b'] }] },
      { inputs: [{ name: 'text', shape: [2], datatype: 'BYTES', data: ['a'] }] },
      { inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['a'] }], outputs: [{ name: 'nope' }] },
    ];
    for (const body of bad) {
      const { status, json } = await call('/models/reviews/infer', body);
      expect(status).toBe(400);
      expect(Object.keys(json)).toEqual(['error']);
    }
    expect((await call('/models/other')).status).toBe(404);
    expect((await call('/models/reviews/versions/1/infer', { inputs: [] })).status).toBe(404);
    const ok = await call('/models/reviews/infer', {
      inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['great'] }],
    });
    expect(ok.status).toBe(200);
  });

  it('exposes request counts, errors and a latency histogram labelled with the deployment', async () => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const labels = 'deployment_id="1",project_id="9",version="2"';
    expect(text).toContain(`inference_requests_total{code="200",${labels}`);
    expect(text).toMatch(new RegExp(`inference_request_errors_total\\{${labels}[^}]*\\} 6`));
    expect(text).toContain('inference_request_duration_seconds_bucket{le="0.005"');
    expect(text).toContain('request_predict_seconds_count');
    expect(serving.scrapeTargets()).toEqual([
      { targets: [new URL(url).host], labels: expect.objectContaining({ replica: '0' }) },
    ]);
  });

  it('restarts a replica killed from outside, and tells', async () => {
    const events: ServingEvent[] = [];
    serving.onEvent((e) => events.push(e));
    const [replica] = serving.replicas(1);
    process.kill(replica?.pid as number, 'SIGKILL');
    await expect
      .poll(() => events, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ kind: 'restarted', replica: 0 })]);
    const next = serving.route(1);
    expect(next).toBeDefined();
    const res = await fetch(`${next?.url}/v2/health/ready`);
    expect(res.status).toBe(200);
  });

  it('gives a version up after repeated crashes, and says why', { timeout: 60_000 }, async () => {
    const events: ServingEvent[] = [];
    serving.onEvent((e) => events.push(e));
    await serving.start(spec({ deploymentId: 3 }));
    await serving.switchTo(3, 2);
    for (let crash = 1; crash <= 4; crash++) {
      await expect.poll(() => serving.replicas(3)[0]?.state, { timeout: 20_000 }).toBe('ready');
      process.kill(serving.replicas(3)[0]?.pid as number, 'SIGKILL');
      if (crash < 4)
        await expect
          .poll(() => events.filter((e) => e.kind === 'restarted' && e.deploymentId === 3).length, { timeout: 20_000 })
          .toBe(crash);
    }
    await expect
      .poll(() => events.find((e) => e.kind === 'failed' && e.deploymentId === 3), { timeout: 20_000 })
      .toMatchObject({ reason: expect.stringMatching(/was killed \(SIGKILL\).*crashed 4 times within a minute/) });
    expect(serving.replicas(3)).toEqual([]);
    expect(serving.route(3)).toBeUndefined();
  });

  it('fails to start a model file that does not load, with the loader’s message', async () => {
    const dir = builtInDir(dataDir, SENTIMENT, '1');
    await ensureBuiltIn(dataDir, SENTIMENT, '1');
    await writeFile(join(dir, 'model.onnx'), 'not a model');
    await expect(serving.start(spec({ deploymentId: 2, modelVersion: '1' }))).rejects.toThrow(/Cannot load the model/);
    expect(serving.replicas(2)).toEqual([]);
  });

  it('names the shape in pictures it never saw, of any size, dark on light or light on dark', {
    timeout: 60_000,
  }, async () => {
    await serving.start(
      spec({ deploymentId: 4, version: 1, modelName: 'shapes', catalogName: SHAPE_SKETCH, modelVersion: '1' }),
    );
    await serving.switchTo(4, 1);
    const shapesUrl = serving.route(4)?.url ?? '';
    const metadata = (await (await fetch(`${shapesUrl}/v2/models/shapes`)).json()) as { inputs: unknown[] };
    expect(metadata.inputs).toEqual([{ name: 'image', datatype: 'FP32', shape: [-1, -1, -1, 1] }]);
    // Drawn here, not from the training pictures' seed: large, off-centre, as a person's upload would be.
    const pictures = SHAPES.flatMap((shape) => [
      {
        shape,
        image: drawShape(shape, {
          size: 96,
          scale: 0.6,
          cx: 0.4,
          cy: 0.55,
          angle: 0.05,
          stroke: 0,
          ink: 0.1,
          paper: 0.95,
        }),
      },
      {
        shape,
        image: drawShape(shape, { size: 40, scale: 0.8, cx: 0.5, cy: 0.5, angle: -0.1, stroke: 0.2, ink: 1, paper: 0 }),
      },
    ]);
    for (const { shape, image } of pictures) {
      const res = await fetch(`${shapesUrl}/v2/models/shapes/infer`, {
        method: 'POST',
        body: JSON.stringify({
          inputs: [
            {
              name: 'image',
              datatype: 'FP32',
              shape: [1, image.height, image.width, 1],
              data: Array.from(image.pixels),
            },
          ],
        }),
      });
      expect(res.status).toBe(200);
      const outputs = ((await res.json()) as { outputs: { name: string; data: unknown[] }[] }).outputs;
      expect({ shape, label: outputs[0]?.data[0] }).toEqual({ shape, label: shape });
      expect(outputs[1]?.data[0]).toBeGreaterThan(0.5);
    }
    // A triangle drawn here pixel by pixel, apex up, as people draw one (not by the generator the model learnt from).
    const side = 30;
    const triangle = Array.from({ length: side * side }, (_, i) => {
      const [x, y] = [i % side, Math.floor(i / side)];
      const half = ((y - 4) / 22) * 12;
      return y >= 4 && y <= 26 && Math.abs(x - 15) <= half ? 0 : 1;
    });
    const drawn = await fetch(`${shapesUrl}/v2/models/shapes/infer`, {
      method: 'POST',
      body: JSON.stringify({ inputs: [{ name: 'image', datatype: 'FP32', shape: [side, side, 1], data: triangle }] }),
    });
    expect(((await drawn.json()) as { outputs: { data: unknown[] }[] }).outputs[0]?.data).toEqual(['triangle']);
    // A picture must be [N, H, W, 1] (or 3 channels): anything else is a 400 with the protocol's error.
    const bad = await fetch(`${shapesUrl}/v2/models/shapes/infer`, {
      method: 'POST',
      body: JSON.stringify({ inputs: [{ name: 'image', datatype: 'FP32', shape: [4], data: [0, 1, 0, 1] }] }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['error']);
    await serving.stop(4);
  });

  it('refuses models that need hardware or weights this machine lacks', () => {
    expect(serving.cannotRun(spec({ gpuType: 'NVIDIA_L4', gpuCount: 1 }))).toMatch(
      /NVIDIA L4 GPU; this machine has none/,
    );
    expect(serving.cannotRun(spec({ catalogName: 'Phi-3 Mini', modelVersion: '4k-instruct' }))).toMatch(
      /no model file/,
    );
  });
});
