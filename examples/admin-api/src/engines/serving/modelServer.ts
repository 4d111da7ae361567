/**
 * One model server: loads a model file with ONNX Runtime and answers the Open Inference Protocol v2
 * (KServe's REST API) for it, plus Prometheus metrics. Run as its own process, one per replica, by the
 * local serving engine (`local.ts`) with the same Node and tsx as the API:
 *
 *   tsx src/engines/serving/modelServer.ts --model-dir <dir> --name <model> --version <n> \
 *     [--port 0] [--host 127.0.0.1] [--deployment-id <id>] [--project-id <id>]
 *
 * `<dir>` holds `model.onnx` and its manifest `model.json` (`models/builtIn.ts`). Once listening it prints
 * one JSON line `{"listening": <port>}` on stdout; when the model cannot be loaded it prints the loader's
 * message on stderr and exits with 1. It exits when its standard input closes (its parent is gone), so no
 * server outlives the API that started it. Started with an IPC channel (by `local.ts`), it also answers the
 * connections the API hands it, through `replicaGate.ts`.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as ort from 'onnxruntime-node';
import { Counter, Histogram, Registry } from 'prom-client';
import { formatShape, type InferTensor, parseInferRequest } from '../../domain/inferenceTensors';
import type { ModelManifest } from './models/builtIn';
import { shapeFeatures } from './models/shapes';
import { denseHashedWords } from './models/textFeatures';
import { createReplicaGate } from './replicaGate';

/** The KServe platform name of what this server runs (`<runtime>_<format>`). */
export const PLATFORM = 'onnxruntime_onnx';
/** ONNX Runtime's version, as the npm package names it. */
export const RUNTIME_VERSION: string = (
  JSON.parse(await readFile(new URL(import.meta.resolve('onnxruntime-node/package.json')), 'utf8')) as {
    version: string;
  }
).version;
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const { values: args } = parseArgs({
  options: {
    'model-dir': { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string', default: '1' },
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'deployment-id': { type: 'string', default: '' },
    'project-id': { type: 'string', default: '' },
  },
});
const modelDir = args['model-dir'];
const name = args.name;
if (!modelDir || !name) {
  console.error('usage: modelServer --model-dir <dir> --name <model> [--version <n>] [--port <port>]');
  process.exit(2);
}
const version = args.version as string;

let manifest: ModelManifest;
let session: ort.InferenceSession;
try {
  manifest = JSON.parse(await readFile(join(modelDir, 'model.json'), 'utf8')) as ModelManifest;
  session = await ort.InferenceSession.create(join(modelDir, 'model.onnx'), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
  });
} catch (error) {
  console.error(`Cannot load the model in ${modelDir}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const classes = manifest.labels.length;
const featureCount =
  manifest.preprocess.kind === 'hashed-words'
    ? manifest.preprocess.buckets
    : manifest.preprocess.kind === 'shape-grid'
      ? manifest.preprocess.grid * manifest.preprocess.grid
      : manifest.preprocess.features;

const OUTPUTS = [
  { name: 'label', datatype: 'BYTES', shape: [-1] },
  { name: 'probability', datatype: 'FP32', shape: [-1] },
  { name: 'probabilities', datatype: 'FP32', shape: [-1, classes] },
];

// Metrics, labelled with the deployment, its project and the version this server runs.
const registry = new Registry();
registry.setDefaultLabels({
  deployment_id: args['deployment-id'] as string,
  project_id: args['project-id'] as string,
  version,
  model_name: name,
});
const requests = new Counter({
  name: 'inference_requests_total',
  help: 'Inference requests answered, by HTTP status code',
  labelNames: ['code'],
  registers: [registry],
});
// Present from the start at 0, so that Prometheus's increase() counts the first calls too.
requests.labels('200').inc(0);
requests.labels('400').inc(0);
const errors = new Counter({
  name: 'inference_request_errors_total',
  help: 'Inference requests answered with an error (4xx or 5xx)',
  registers: [registry],
});
const duration = new Histogram({
  name: 'inference_request_duration_seconds',
  help: 'Time from receiving an inference request to its answer',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
const predict = new Histogram({
  name: 'request_predict_seconds',
  help: 'Time in the model (pre-processing and ONNX Runtime), as KServe names it',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

type Reply = { status: number; body: unknown };
const error = (status: number, message: string): Reply => ({ status, body: { error: message } });

/** The model's features from the caller's input tensor, or what is wrong with it. */
function featuresOf(input: InferTensor): { rows: number; data: Float32Array } | string {
  const expected = manifest.input;
  if (input.datatype !== expected.datatype)
    return `input '${expected.name}' must be ${expected.datatype}, got ${input.datatype}`;
  const { shape } = input;
  if (manifest.preprocess.kind === 'hashed-words') {
    const spec = manifest.preprocess;
    if (shape.length !== 1 && !(shape.length === 2 && shape[1] === 1))
      return `input '${expected.name}' must have shape [N] (one sentence each), got ${formatShape(shape)}`;
    const rows = input.data.length;
    const data = new Float32Array(rows * spec.buckets);
    for (const [i, text] of input.data.entries()) denseHashedWords(String(text), spec, data, i * spec.buckets);
    return { rows, data };
  }
  if (manifest.preprocess.kind === 'shape-grid') {
    const spec = manifest.preprocess;
    // [N, H, W, C] or one picture [H, W, C], with 1 (grey) or 3 (red, green, blue) channels.
    const dims = shape.length === 3 ? [1, ...shape] : shape;
    const [rows, height, width, channels] = dims as [number, number, number, number];
    if (dims.length !== 4 || (channels !== 1 && channels !== 3) || height < 1 || width < 1 || height * width > 1 << 20)
      return `input '${expected.name}' must have shape [N, H, W, 1] (grey pictures up to a million pixels), got ${formatShape(shape)}`;
    const values = input.data as number[];
    // Values from 0 to 1; pictures sent as 0 to 255 are scaled.
    let max = 0;
    for (const v of values) if (v > max) max = v;
    const scale = max > 1 ? 1 / 255 : 1;
    const data = new Float32Array(rows * featureCount);
    const pixels = new Float32Array(height * width);
    for (let r = 0; r < rows; r++) {
      const base = r * height * width * channels;
      for (let p = 0; p < height * width; p++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += values[base + p * channels + c] as number;
        pixels[p] = (sum / channels) * scale;
      }
      shapeFeatures({ width, height, pixels }, spec, data, r * featureCount);
    }
    return { rows, data };
  }
  const width = manifest.preprocess.features;
  if (!(shape.length === 2 && shape[1] === width) && !(shape.length === 1 && shape[0] === width))
    return `input '${expected.name}' must have shape [N, ${width}] or [${width}], got ${formatShape(shape)}`;
  return { rows: input.data.length / width, data: Float32Array.from(input.data as number[]) };
}

async function infer(body: unknown): Promise<Reply> {
  const request = parseInferRequest(body);
  if (typeof request === 'string') return error(400, request);
  const expected = manifest.input.name;
  const unexpected = request.inputs.find((i) => i.name !== expected);
  if (unexpected) return error(400, `Unexpected input '${unexpected.name}': ${name} takes '${expected}'`);
  const known = OUTPUTS.map((o) => o.name);
  const wanted = request.outputs?.map((o) => o.name) ?? known;
  const unknown = wanted.find((n) => !known.includes(n));
  if (unknown)
    return error(400, `Unknown output '${unknown}': ${name} returns ${known.map((n) => `'${n}'`).join(', ')}`);
  const features = featuresOf(request.inputs[0] as InferTensor);
  if (typeof features === 'string') return error(400, features);
  if (features.rows === 0) return error(400, `input '${expected}' must hold at least one element`);
  const tensor = new ort.Tensor('float32', features.data, [features.rows, featureCount]);
  const result = await session.run({ features: tensor });
  const probabilities = Array.from(result.probabilities?.data as Float32Array, (p) => Math.round(p * 1e6) / 1e6);
  const top = Array.from(result.label_index?.data as BigInt64Array, Number);
  const outputs: InferTensor[] = [
    { name: 'label', datatype: 'BYTES', shape: [features.rows], data: top.map((i) => manifest.labels[i] as string) },
    {
      name: 'probability',
      datatype: 'FP32',
      shape: [features.rows],
      data: top.map((c, row) => probabilities[row * classes + c] as number),
    },
    { name: 'probabilities', datatype: 'FP32', shape: [features.rows, classes], data: probabilities },
  ];
  return {
    status: 200,
    body: {
      model_name: name,
      model_version: version,
      ...(request.id !== undefined ? { id: request.id } : {}),
      ...(request.parameters ? { parameters: request.parameters } : {}),
      outputs: outputs.filter((o) => wanted.includes(o.name)),
    },
  };
}

const metadata = () => ({
  name,
  versions: [version],
  platform: PLATFORM,
  inputs: [manifest.input],
  outputs: OUTPUTS,
  parameters: {
    labels: manifest.labels.join(','),
    catalog_name: manifest.catalogName,
    model_version: manifest.modelVersion,
  },
});

/** The protocol's paths, with and without `/versions/<version>`. */
const MODEL_PATH = /^\/v2\/models\/([^/]+)(?:\/versions\/([^/]+))?(\/ready|\/infer)?$/;

async function route(req: IncomingMessage, path: string, readBody: () => Promise<string>): Promise<Reply> {
  const method = req.method ?? 'GET';
  const only = (allowed: string, reply: () => Promise<Reply> | Reply) =>
    method === allowed ? reply() : error(405, `${method} is not allowed here: use ${allowed}`);
  if (path === '/v2' || path === '/v2/')
    return only('GET', () => ({
      status: 200,
      body: { name: 'console-model-server', version: RUNTIME_VERSION, extensions: [] },
    }));
  if (path === '/v2/health/live') return only('GET', () => ({ status: 200, body: { live: true } }));
  if (path === '/v2/health/ready') return only('GET', () => ({ status: 200, body: { ready: true } }));
  const match = MODEL_PATH.exec(path);
  if (!match) return error(404, `No such path of the inference protocol: ${path}`);
  const [, model, wantedVersion, action] = match;
  if (decodeURIComponent(model as string) !== name)
    return error(404, `Unknown model '${model}': this server serves '${name}'`);
  if (wantedVersion !== undefined && wantedVersion !== version)
    return error(404, `Version '${wantedVersion}' of '${name}' is not loaded: version '${version}' is served`);
  if (action === '/ready') return only('GET', () => ({ status: 200, body: { name, ready: true } }));
  if (action !== '/infer') return only('GET', () => ({ status: 200, body: metadata() }));
  return only('POST', async () => {
    // Too large (413) or not UTF-8 (400): answered by the server's handler below.
    const text = await readBody();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return error(400, 'The body must be a JSON inference request');
    }
    const started = performance.now();
    const reply = await infer(body);
    predict.observe((performance.now() - started) / 1000);
    return reply;
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new RangeError(`Body larger than ${MAX_BODY_BYTES} bytes`));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(utf8.decode(Buffer.concat(chunks)));
      } catch {
        reject(new TypeError('The body must be valid UTF-8 text'));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type: string) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Answers a request for `path` of the protocol (metrics included); resolves with the status sent. */
async function answer(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
  const infer = path.endsWith('/infer');
  const started = performance.now();
  let reply: Reply;
  try {
    reply = await route(req, path, () => readBody(req));
  } catch (caught) {
    reply =
      caught instanceof RangeError
        ? error(413, caught.message)
        : caught instanceof TypeError && caught.message.startsWith('The body')
          ? error(400, caught.message)
          : error(500, `The model failed: ${caught instanceof Error ? caught.message : String(caught)}`);
  }
  send(res, reply.status, JSON.stringify(reply.body), 'application/json');
  if (infer) {
    duration.observe((performance.now() - started) / 1000);
    requests.inc({ code: String(reply.status) });
    if (reply.status >= 400) errors.inc();
  }
  return reply.status;
}

const server = createServer(async (req, res) => {
  if (gate?.handles(req)) {
    gate.handle(req, res);
    return;
  }
  const path = (req.url ?? '/').split('?')[0] as string;
  if (path === '/metrics') {
    send(res, 200, await registry.metrics(), registry.contentType);
    return;
  }
  await answer(req, res, path);
});
// Connections the API hands over (its IPC channel), when it started this server with one.
const gate = createReplicaGate({ server, answer, name, version, drained: () => closed.then(() => process.exit(0)) });
let closeServer: () => void = () => {};
const closed = new Promise<void>((resolve) => {
  closeServer = () => server.close(() => resolve());
});
server.keepAliveTimeout = 65_000;
server.listen(Number(args.port), args.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ listening: port, runtime: `ONNX Runtime ${RUNTIME_VERSION}` })}\n`);
});

// The parent holds our standard input: when it is gone (exited, killed), so are we.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
/** Stops: calls under way are answered, idle connections close, nothing new is accepted; handed connections go back. */
function stop() {
  // Handed connections first: they go back to the API, not closed with the idle ones.
  if (gate) gate.drain();
  else void closed.then(() => process.exit(0));
  closeServer();
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 4_000).unref();
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
// The API's channel: its end (the API exited) ends this server too.
process.on('disconnect', () => process.exit(0));
