/**
 * Tensors of the Open Inference Protocol (KServe v2) REST API: what a request carries, checked
 * before any model looks at it. Data may be flat or nested, always in row-major order.
 */

/** The protocol's tensor datatypes. */
export type TensorDatatype =
  | 'BOOL'
  | 'UINT8'
  | 'UINT16'
  | 'UINT32'
  | 'UINT64'
  | 'INT8'
  | 'INT16'
  | 'INT32'
  | 'INT64'
  | 'FP16'
  | 'FP32'
  | 'FP64'
  | 'BYTES';

/** A value of a tensor as JSON carries it. */
export type TensorValue = boolean | number | string;

/** A named tensor: an input of a request or an output of a response. */
export interface InferTensor {
  name: string;
  shape: number[];
  datatype: TensorDatatype;
  parameters?: Record<string, TensorValue>;
  /** Row-major, flattened. */
  data: TensorValue[];
}

/** `POST /v2/models/{name}/infer` body. */
export interface InferRequest {
  id?: string;
  parameters?: Record<string, TensorValue>;
  inputs: InferTensor[];
  outputs?: { name: string; parameters?: Record<string, TensorValue> }[];
}

/** The answer to an {@link InferRequest}. */
export interface InferResponse {
  model_name: string;
  model_version?: string;
  id?: string;
  parameters?: Record<string, TensorValue>;
  outputs: InferTensor[];
}

/** Elements one request may carry in all: enough for a batch of small images, not a denial of service. */
export const MAX_TENSOR_ELEMENTS = 4_194_304;

/** Dimensions a tensor may have: more than any model serves, few enough to name in a message. */
export const MAX_TENSOR_RANK = 16;

/** Integer ranges; 64-bit types are limited to what a JSON number holds exactly. */
const INTEGER_RANGES: Partial<Record<TensorDatatype, [number, number]>> = {
  UINT8: [0, 255],
  UINT16: [0, 65_535],
  UINT32: [0, 4_294_967_295],
  UINT64: [0, Number.MAX_SAFE_INTEGER],
  INT8: [-128, 127],
  INT16: [-32_768, 32_767],
  INT32: [-2_147_483_648, 2_147_483_647],
  INT64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const FLOATS = new Set<TensorDatatype>(['FP16', 'FP32', 'FP64']);

/** Whether a string names a datatype. */
export function isTensorDatatype(value: unknown): value is TensorDatatype {
  if (typeof value !== 'string') return false;
  return (
    value === 'BOOL' || value === 'BYTES' || FLOATS.has(value as TensorDatatype) || Object.hasOwn(INTEGER_RANGES, value)
  );
}

/** Why a value does not fit a datatype, or undefined when it does. */
function valueProblem(value: unknown, datatype: TensorDatatype): string | undefined {
  if (datatype === 'BYTES') return typeof value === 'string' ? undefined : 'expected a string';
  if (datatype === 'BOOL') return typeof value === 'boolean' ? undefined : 'expected true or false';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'expected a number';
  const range = INTEGER_RANGES[datatype];
  if (range && (!Number.isInteger(value) || value < range[0] || value > range[1])) {
    return `expected an integer from ${range[0]} to ${range[1]}`;
  }
  return undefined;
}

/**
 * Flattens nested data (row-major) into `into`; false when it nests deeper than `depth` allows. Walked with a
 * stack of its own: how deep the data nests is the client's to choose.
 */
function flatten(data: unknown[], depth: number, into: unknown[]): boolean {
  const stack: { items: unknown[]; next: number }[] = [{ items: data, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { items: unknown[]; next: number };
    if (top.next >= top.items.length) {
      stack.pop();
      continue;
    }
    const item = top.items[top.next++];
    if (!Array.isArray(item)) into.push(item);
    else if (stack.length >= depth) return false;
    else stack.push({ items: item, next: 0 });
  }
  return true;
}

/** Why `value` is not a protocol `$parameters` object (names to strings, numbers or booleans), or undefined. */
function parametersProblem(value: unknown, label: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${label} must be an object`;
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
      return `${label}.${name} must be a string, a number or a boolean`;
  }
  return undefined;
}

/** `[2, 3]` for messages. */
export const formatShape = (shape: readonly number[]) => `[${shape.join(', ')}]`;

/**
 * Checks a request's shape and each input tensor (name, shape, datatype, data against both), and
 * returns it with every input's data flattened; a string says what is wrong, naming the tensor.
 */
export function parseInferRequest(body: unknown): InferRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'Expected a JSON object with an inputs list';
  const { id, parameters, inputs, outputs } = body as Record<string, unknown>;
  if (id !== undefined && typeof id !== 'string') return 'id must be a string';
  const badParameters = parametersProblem(parameters, 'parameters');
  if (badParameters) return badParameters;
  if (!Array.isArray(inputs) || inputs.length === 0) return 'inputs must be a non-empty list';
  const parsed: InferTensor[] = [];
  let elements = 0;
  for (const [i, input] of inputs.entries()) {
    if (typeof input !== 'object' || input === null) return `inputs[${i}] must be an object`;
    const { name, shape, datatype, data, parameters: own } = input as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') return `inputs[${i}].name must be a non-empty string`;
    const label = `input '${name}'`;
    const badOwn = parametersProblem(own, `${label}: parameters`);
    if (badOwn) return badOwn;
    if (parsed.some((p) => p.name === name)) return `${label} is given twice`;
    if (Array.isArray(shape) && shape.length > MAX_TENSOR_RANK) {
      return `${label}: shape must have at most ${MAX_TENSOR_RANK} dimensions, got ${shape.length}`;
    }
    if (!Array.isArray(shape) || !shape.every((d) => Number.isInteger(d) && d >= 0)) {
      return `${label}: shape must be a list of non-negative integers`;
    }
    if (!isTensorDatatype(datatype)) return `${label}: ${String(datatype)} is not a tensor datatype`;
    if (!Array.isArray(data)) return `${label}: data must be a list`;
    const expected = shape.reduce((n: number, d: number) => n * d, 1);
    elements += expected;
    if (elements > MAX_TENSOR_ELEMENTS) return `The request carries more than ${MAX_TENSOR_ELEMENTS} elements`;
    const flat: unknown[] = [];
    if (!flatten(data, Math.max(1, shape.length), flat))
      return `${label}: data nests deeper than shape ${formatShape(shape)}`;
    if (flat.length !== expected) {
      return `${label}: data has ${flat.length} elements but shape ${formatShape(shape)} needs ${expected}`;
    }
    for (const [j, value] of flat.entries()) {
      const problem = valueProblem(value, datatype);
      if (problem) return `${label}: data[${j}] is not ${datatype}: ${problem}`;
    }
    const tensor: InferTensor = { name, shape: shape as number[], datatype, data: flat as TensorValue[] };
    if (own !== undefined) tensor.parameters = own as Record<string, TensorValue>;
    parsed.push(tensor);
  }
  const request: InferRequest = { inputs: parsed };
  if (id !== undefined) request.id = id;
  if (parameters !== undefined) request.parameters = parameters as Record<string, TensorValue>;
  if (outputs !== undefined) {
    if (!Array.isArray(outputs) || !outputs.every((o) => typeof o?.name === 'string')) {
      return 'outputs must be a list of objects with a name';
    }
    for (const o of outputs as { name: string; parameters?: unknown }[]) {
      const bad = parametersProblem(o.parameters, `output '${o.name}': parameters`);
      if (bad) return bad;
    }
    request.outputs = outputs as InferRequest['outputs'] & object;
  }
  return request;
}
