import type { InferInputTensor, TensorMetadata } from './inferenceTypes';

/** How a person gives one input tensor: text, a list of numbers, true/false values, or an image file. */
export type TensorInputKind = 'text' | 'numbers' | 'booleans' | 'image';

/** Integer ranges of the protocol's integer types (64-bit ones limited to what a JS number holds exactly). */
const INTEGER_RANGES: Record<string, [number, number]> = {
  UINT8: [0, 255],
  UINT16: [0, 65_535],
  UINT32: [0, 4_294_967_295],
  UINT64: [0, Number.MAX_SAFE_INTEGER],
  INT8: [-128, 127],
  INT16: [-32_768, 32_767],
  INT32: [-2_147_483_648, 2_147_483_647],
  INT64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Whether a declared tensor is an image: numeric, `[H, W, C]` or `[N, H, W, C]` with 1 or 3 channels. */
const looksLikeImage = (t: TensorMetadata) =>
  t.datatype !== 'BYTES' &&
  t.datatype !== 'BOOL' &&
  (t.shape.length === 3 || t.shape.length === 4) &&
  (t.shape.at(-1) === 3 || t.shape.at(-1) === 1);

/** The field a tensor of a model's metadata is given with. */
export function tensorInputKind(tensor: TensorMetadata): TensorInputKind {
  if (tensor.datatype === 'BYTES') return 'text';
  if (tensor.datatype === 'BOOL') return 'booleans';
  return looksLikeImage(tensor) ? 'image' : 'numbers';
}

/**
 * A concrete shape for `count` elements of a declared shape: fixed dimensions stay, the last variable one
 * (`-1`) takes what is left and earlier variable ones are 1 (a batch of one). `undefined` when the count
 * does not fit.
 */
export function concreteShape(declared: readonly number[], count: number): number[] | undefined {
  if (declared.length === 0) return count === 1 ? [] : undefined;
  const fixed = declared.filter((d) => d >= 0).reduce((n, d) => n * d, 1);
  const last = declared.lastIndexOf(-1);
  if (last < 0) return fixed === count ? [...declared] : undefined;
  if (fixed === 0 || count % fixed !== 0 || count === 0) return undefined;
  return declared.map((d, i) => (d >= 0 ? d : i === last ? count / fixed : 1));
}

/** A text tensor: one string element. */
export function textTensor(tensor: TensorMetadata, text: string): InferInputTensor {
  return { name: tensor.name, datatype: tensor.datatype, shape: concreteShape(tensor.shape, 1) ?? [1], data: [text] };
}

/** Why `value` does not fit the datatype, or undefined. */
function numberProblem(value: number, datatype: string): string | undefined {
  if (!Number.isFinite(value)) return 'not a number';
  const range = INTEGER_RANGES[datatype];
  if (range && (!Number.isInteger(value) || value < range[0] || value > range[1]))
    return `not an integer from ${range[0]} to ${range[1]}`;
  return undefined;
}

/** The tensor, or what is wrong with the input (for the field's error). */
export type TensorResult = { ok: true; tensor: InferInputTensor } | { ok: false; error: string };

/** Values separated by commas, spaces or new lines, as a tensor of the declared datatype and shape. */
export function listTensor(tensor: TensorMetadata, input: string): TensorResult {
  const words = input.split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return { ok: false, error: 'Enter at least one value' };
  const data: (number | boolean)[] = [];
  for (const [i, word] of words.entries()) {
    if (tensor.datatype === 'BOOL') {
      if (!/^(true|false|1|0)$/i.test(word))
        return { ok: false, error: `Value ${i + 1} (${word}) is not true or false` };
      data.push(/^(true|1)$/i.test(word));
      continue;
    }
    const value = Number(word);
    const problem = numberProblem(value, tensor.datatype);
    if (problem) return { ok: false, error: `Value ${i + 1} (${word}) is ${problem}` };
    data.push(value);
  }
  const shape = concreteShape(tensor.shape, data.length);
  if (!shape) return { ok: false, error: `${data.length} values do not fit the shape [${tensor.shape.join(', ')}]` };
  return { ok: true, tensor: { name: tensor.name, datatype: tensor.datatype, shape, data } };
}

/** An image's pixels as a canvas reads them: RGBA, row by row. */
export interface ImagePixels {
  width: number;
  height: number;
  rgba: ArrayLike<number>;
}

/** An image as the declared tensor takes it: `[1, H, W, C]` or `[H, W, C]`, 0-255 integers or 0-1 floats. */
export function imageTensor(tensor: TensorMetadata, image: ImagePixels): InferInputTensor {
  const channels = tensor.shape.at(-1) === 1 ? 1 : 3;
  const scale = tensor.datatype.startsWith('FP') ? 1 / 255 : 1;
  const data: number[] = [];
  for (let i = 0; i < image.width * image.height; i++) {
    const [r, g, b] = [image.rgba[i * 4] ?? 0, image.rgba[i * 4 + 1] ?? 0, image.rgba[i * 4 + 2] ?? 0];
    if (channels === 1) data.push(Math.round((r + g + b) / 3) * scale);
    else data.push(r * scale, g * scale, b * scale);
  }
  const hwc = [image.height, image.width, channels];
  return { name: tensor.name, datatype: tensor.datatype, shape: tensor.shape.length === 4 ? [1, ...hwc] : hwc, data };
}
