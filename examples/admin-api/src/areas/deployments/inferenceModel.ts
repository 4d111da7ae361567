import {
  formatShape,
  type InferRequest,
  type InferResponse,
  type InferTensor,
  parseInferRequest,
  type TensorDatatype,
  type TensorValue,
} from '../../domain/inferenceTensors';
import { seededRandom, seedFrom } from '../../domain/seededRandom';

/**
 * The reference server's stand-in for a served model. It runs no model: each task answers with a
 * deterministic transform of its input (same input, same output), in the protocol's exact shapes,
 * so a console, a client library or a test can call a deployment end to end. Responses carry
 * `parameters.simulated: true` to say so, and metadata names the platform `reference_simulated`.
 */

/** What a predefined model does; it fixes the tensors it takes and returns. */
export type InferenceTask =
  | 'text-generation'
  | 'embedding'
  | 'image-classification'
  | 'speech-recognition'
  | 'text-classification'
  | 'tabular-classification';

/** A model as the inference endpoint serves it. */
export interface ReferenceModel {
  name: string;
  version?: string;
  task: InferenceTask;
  /** Embedding length for `embedding` (default 384). */
  dimensions?: number;
  /** Class names for `image-classification` (default {@link DEFAULT_LABELS}). */
  labels?: readonly string[];
}

/** A tensor a model declares: `-1` is any size. */
export interface TensorMetadata {
  name: string;
  datatype: TensorDatatype;
  shape: number[];
}

/** `GET /v2/models/{name}` body. */
export interface ModelMetadata {
  name: string;
  versions?: string[];
  platform: string;
  inputs: TensorMetadata[];
  outputs: TensorMetadata[];
}

/** The result of {@link infer}: a response, or the message of a 400 (`{ "error": message }` in the protocol). */
export type InferOutcome = { ok: true; response: InferResponse } | { ok: false; error: string };

/** Classes of the reference image classifier when a model names none. */
export const DEFAULT_LABELS = ['cat', 'dog', 'bird', 'car', 'bicycle', 'person', 'tree', 'building', 'flower', 'boat'];

const WORDS = (
  'the a model signal data result value system network service cluster project request answer ' +
  'meeting report schedule update review support ticket team customer status plan today time'
).split(' ');

/** What one task takes and returns; the first input datatype is the one metadata shows. */
interface TaskSpec {
  input: { name: string; datatypes: TensorDatatype[]; shape: number[] };
  outputs: (model: ReferenceModel) => TensorMetadata[];
  run(model: ReferenceModel, input: InferTensor, request: InferRequest): InferTensor[] | string;
}

const batchOf = (input: InferTensor) => input.data.length;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A positive integer request parameter within bounds, its default, or an error message. */
function intParameter(
  request: InferRequest,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number | string {
  const value = request.parameters?.[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return `parameters.${name} must be an integer from ${min} to ${max}`;
  }
  return value;
}

/** A few words drawn from a fixed vocabulary, seeded by `seed`. */
function words(seed: number, count: number): string {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
}

/** A seed from at most 4096 evenly spaced values of `values`, plus their count (a large image hashes quickly). */
function sampleSeed(model: ReferenceModel, values: readonly TensorValue[]): number {
  const stride = Math.max(1, Math.floor(values.length / 4096));
  const sample: unknown[] = [model.name, values.length];
  for (let i = 0; i < values.length; i += stride) sample.push(values[i]);
  return seedFrom(sample);
}

/** Simulated classification: deterministic class scores per row of the input (its values seed them). */
function classify(model: ReferenceModel, rows: TensorValue[][], labels: readonly string[]): InferTensor[] {
  const probabilities: number[] = [];
  const top: string[] = [];
  const best: number[] = [];
  for (const row of rows) {
    const random = seededRandom(sampleSeed(model, row));
    const exps = labels.map(() => Math.exp(random() * 4));
    const sum = exps.reduce((s, x) => s + x, 0);
    const scores = exps.map((x) => round6(x / sum));
    const max = Math.max(...scores);
    probabilities.push(...scores);
    best.push(max);
    top.push(labels[scores.indexOf(max)] as string);
  }
  return [
    { name: 'label', datatype: 'BYTES', shape: [rows.length], data: top },
    { name: 'probability', datatype: 'FP32', shape: [rows.length], data: best },
    { name: 'probabilities', datatype: 'FP32', shape: [rows.length, labels.length], data: probabilities },
  ];
}
const classOutputs = (count: number): TensorMetadata[] => [
  { name: 'label', datatype: 'BYTES', shape: [-1] },
  { name: 'probability', datatype: 'FP32', shape: [-1] },
  { name: 'probabilities', datatype: 'FP32', shape: [-1, count] },
];
const SENTIMENTS = ['negative', 'positive'];
const SPECIES = ['setosa', 'versicolor', 'virginica'];

const TASKS: Record<InferenceTask, TaskSpec> = {
  'text-classification': {
    input: { name: 'text', datatypes: ['BYTES'], shape: [-1] },
    outputs: (model) => classOutputs((model.labels ?? SENTIMENTS).length),
    run(model, input) {
      if (input.shape.length !== 1) return `input 'text' must have shape [N], got ${formatShape(input.shape)}`;
      return classify(
        model,
        input.data.map((text) => [text]),
        model.labels ?? SENTIMENTS,
      );
    },
  },
  'tabular-classification': {
    input: { name: 'features', datatypes: ['FP32'], shape: [-1, 4] },
    outputs: (model) => classOutputs((model.labels ?? SPECIES).length),
    run(model, input) {
      const { shape } = input;
      if (shape.length !== 2 || shape[1] !== 4)
        return `input 'features' must have shape [N, 4], got ${formatShape(shape)}`;
      const rows = Array.from({ length: shape[0] as number }, (_, i) => input.data.slice(i * 4, i * 4 + 4));
      return classify(model, rows, model.labels ?? SPECIES);
    },
  },
  'text-generation': {
    input: { name: 'text_input', datatypes: ['BYTES'], shape: [-1] },
    outputs: () => [{ name: 'text_output', datatype: 'BYTES', shape: [-1] }],
    run(_model, input, request) {
      const maxTokens = intParameter(request, 'max_tokens', 32, 1, 512);
      if (typeof maxTokens === 'string') return maxTokens;
      // The reference reply: the prompt's words in reverse order, capped at max_tokens.
      const data = input.data.map((prompt) =>
        String(prompt).split(/\s+/).filter(Boolean).reverse().slice(0, maxTokens).join(' '),
      );
      return [{ name: 'text_output', datatype: 'BYTES', shape: input.shape, data }];
    },
  },
  embedding: {
    input: { name: 'text', datatypes: ['BYTES'], shape: [-1] },
    outputs: (model) => [{ name: 'embedding', datatype: 'FP32', shape: [-1, model.dimensions ?? 384] }],
    run(model, input) {
      const dimensions = model.dimensions ?? 384;
      const data: number[] = [];
      for (const text of input.data) {
        const random = seededRandom(seedFrom([model.name, text]));
        const vector = Array.from({ length: dimensions }, () => random() * 2 - 1);
        const norm = Math.hypot(...vector) || 1;
        for (const x of vector) data.push(round6(x / norm));
      }
      return [{ name: 'embedding', datatype: 'FP32', shape: [batchOf(input), dimensions], data }];
    },
  },
  'image-classification': {
    input: { name: 'image', datatypes: ['UINT8', 'FP32', 'BYTES'], shape: [-1, -1, -1, 3] },
    outputs: (model) => [
      { name: 'probabilities', datatype: 'FP32', shape: [-1, (model.labels ?? DEFAULT_LABELS).length] },
      { name: 'label', datatype: 'BYTES', shape: [-1] },
    ],
    run(model, input) {
      const labels = model.labels ?? DEFAULT_LABELS;
      let images: TensorValue[][];
      if (input.datatype === 'BYTES') {
        // Encoded images (e.g. base64 JPEG), one per element.
        images = input.data.map((encoded) => [encoded]);
      } else {
        const { shape } = input;
        const batched = shape.length === 4;
        const channels = shape.at(-1);
        if ((shape.length !== 3 && !batched) || (channels !== 1 && channels !== 3) || shape.includes(0)) {
          return `input 'image' must have shape [H, W, C] or [N, H, W, C] with C 1 or 3, got ${formatShape(shape)}`;
        }
        const count = batched ? (shape[0] as number) : 1;
        const size = input.data.length / count;
        images = Array.from({ length: count }, (_, i) => input.data.slice(i * size, (i + 1) * size));
      }
      const probabilities: number[] = [];
      const top: string[] = [];
      for (const pixels of images) {
        const random = seededRandom(sampleSeed(model, pixels));
        const exps = labels.map(() => Math.exp(random() * 4));
        const sum = exps.reduce((s, x) => s + x, 0);
        const scores = exps.map((x) => round6(x / sum));
        probabilities.push(...scores);
        top.push(labels[scores.indexOf(Math.max(...scores))] as string);
      }
      return [
        { name: 'probabilities', datatype: 'FP32', shape: [images.length, labels.length], data: probabilities },
        { name: 'label', datatype: 'BYTES', shape: [images.length], data: top },
      ];
    },
  },
  'speech-recognition': {
    input: { name: 'audio', datatypes: ['FP32'], shape: [-1, -1] },
    outputs: () => [{ name: 'text', datatype: 'BYTES', shape: [-1] }],
    run(model, input, request) {
      const rate = intParameter(request, 'sample_rate', 16_000, 8_000, 48_000);
      if (typeof rate === 'string') return rate;
      const { shape } = input;
      if ((shape.length !== 1 && shape.length !== 2) || shape.at(-1) === 0) {
        return `input 'audio' must have shape [samples] or [N, samples], got ${formatShape(shape)}`;
      }
      if (input.data.some((x) => Math.abs(x as number) > 1)) return "input 'audio': samples must be between -1 and 1";
      const length = shape.at(-1) as number;
      const clips = Array.from({ length: input.data.length / length }, (_, i) =>
        input.data.slice(i * length, (i + 1) * length),
      );
      const data = clips.map((clip) => {
        if (clip.every((x) => Math.abs(x as number) < 0.01)) return '';
        const count = Math.min(64, Math.max(1, Math.round((length / rate) * 2.5)));
        return words(sampleSeed(model, clip), count);
      });
      return [{ name: 'text', datatype: 'BYTES', shape: [clips.length], data }];
    },
  },
};

/** The model's metadata as the protocol's model metadata endpoint returns it. */
export function modelMetadata(model: ReferenceModel): ModelMetadata {
  const spec = checkModel(model);
  return {
    name: model.name,
    ...(model.version !== undefined ? { versions: [model.version] } : {}),
    platform: 'reference_simulated',
    inputs: [{ name: spec.input.name, datatype: spec.input.datatypes[0] as TensorDatatype, shape: spec.input.shape }],
    outputs: spec.outputs(model),
  };
}

/** Refuses a model definition the tasks cannot serve (a configuration mistake, not a caller's). */
function checkModel(model: ReferenceModel): TaskSpec {
  const spec = TASKS[model.task];
  if (!spec) throw new RangeError(`${model.name}: unknown task ${String(model.task)}`);
  const { dimensions, labels } = model;
  if (dimensions !== undefined && !(Number.isInteger(dimensions) && dimensions >= 1 && dimensions <= 4096)) {
    throw new RangeError(`${model.name}: dimensions must be an integer from 1 to 4096`);
  }
  if (labels !== undefined && labels.length === 0) throw new RangeError(`${model.name}: labels must not be empty`);
  return spec;
}

/**
 * Answers a v2 inference request body for `model`, or says what is wrong with it. Throws a
 * RangeError only for a model definition it cannot serve.
 */
export function infer(model: ReferenceModel, body: unknown): InferOutcome {
  const spec = checkModel(model);
  const request = parseInferRequest(body);
  if (typeof request === 'string') return { ok: false, error: request };
  const expected = spec.input.name;
  const unexpected = request.inputs.find((i) => i.name !== expected);
  if (unexpected)
    return { ok: false, error: `Unexpected input '${unexpected.name}': ${model.name} takes '${expected}'` };
  const input = request.inputs[0] as InferTensor;
  if (!spec.input.datatypes.includes(input.datatype)) {
    return {
      ok: false,
      error: `input '${expected}' must be ${spec.input.datatypes.join(' or ')}, got ${input.datatype}`,
    };
  }
  const known = spec.outputs(model).map((o) => o.name);
  const wanted = request.outputs?.map((o) => o.name) ?? known;
  const unknown = wanted.find((name) => !known.includes(name));
  if (unknown)
    return {
      ok: false,
      error: `Unknown output '${unknown}': ${model.name} returns ${known.map((n) => `'${n}'`).join(', ')}`,
    };
  const outputs = spec.run(model, input, request);
  if (typeof outputs === 'string') return { ok: false, error: outputs };
  const response: InferResponse = {
    model_name: model.name,
    ...(model.version !== undefined ? { model_version: model.version } : {}),
    ...(request.id !== undefined ? { id: request.id } : {}),
    // The request's parameters come back as the protocol allows, with what says the answer is simulated.
    parameters: { ...request.parameters, simulated: true },
    outputs: outputs.filter((o) => wanted.includes(o.name)),
  };
  return { ok: true, response };
}
