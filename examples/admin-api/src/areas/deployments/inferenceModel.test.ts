import { describe, expect, it } from 'vitest';
import type { InferResponse, InferTensor } from '../../domain/inferenceTensors';
import { DEFAULT_LABELS, type InferOutcome, infer, modelMetadata, type ReferenceModel } from './inferenceModel';

const llm: ReferenceModel = { name: 'llama-mini', version: '1', task: 'text-generation' };
const embedder: ReferenceModel = { name: 'minilm', task: 'embedding' };
const classifier: ReferenceModel = { name: 'resnet', task: 'image-classification' };
const whisper: ReferenceModel = { name: 'whisper-tiny', task: 'speech-recognition' };

const ok = (outcome: InferOutcome): InferResponse => {
  if (!outcome.ok) throw new Error(`expected a response, got: ${outcome.error}`);
  return outcome.response;
};
const error = (outcome: InferOutcome) => (outcome.ok ? 'no error' : outcome.error);
const output = (response: InferResponse, name: string) => response.outputs.find((o) => o.name === name) as InferTensor;
const request = (input: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  inputs: [input],
  ...extra,
});
const texts = (name: string, data: string[]) => request({ name, shape: [data.length], datatype: 'BYTES', data });
/** A deterministic pseudo-random clip of `n` samples in [-0.5, 0.5]. */
const clip = (n: number, seed = 1) => Array.from({ length: n }, (_, i) => Math.sin(i * 0.37 * seed) / 2);

describe('modelMetadata', () => {
  it('declares each task’s tensors in the protocol’s shape', () => {
    expect(modelMetadata(llm)).toEqual({
      name: 'llama-mini',
      versions: ['1'],
      platform: 'reference_simulated',
      inputs: [{ name: 'text_input', datatype: 'BYTES', shape: [-1] }],
      outputs: [{ name: 'text_output', datatype: 'BYTES', shape: [-1] }],
    });
    expect(modelMetadata({ ...embedder, dimensions: 8 }).outputs).toEqual([
      { name: 'embedding', datatype: 'FP32', shape: [-1, 8] },
    ]);
    expect(modelMetadata(classifier).outputs[0]?.shape).toEqual([-1, DEFAULT_LABELS.length]);
    expect(modelMetadata(whisper).inputs).toEqual([{ name: 'audio', datatype: 'FP32', shape: [-1, -1] }]);
  });

  it('refuses a model definition it cannot serve', () => {
    expect(() => modelMetadata({ ...embedder, dimensions: 0 })).toThrow(RangeError);
    expect(() => infer({ ...classifier, labels: [] }, {})).toThrow(RangeError);
    expect(() => infer({ name: 'x', task: 'translation' as 'embedding' }, {})).toThrow('unknown task');
  });
});

describe('infer: text generation', () => {
  it('answers each prompt with its words reversed, echoing id and version, marked simulated', () => {
    const response = ok(infer(llm, { id: 'r1', ...texts('text_input', ['Hello there world', '']) }));
    expect(response).toEqual({
      model_name: 'llama-mini',
      model_version: '1',
      id: 'r1',
      parameters: { simulated: true },
      outputs: [{ name: 'text_output', datatype: 'BYTES', shape: [2], data: ['world there Hello', ''] }],
    });
  });

  it('honours max_tokens and refuses a bad one', () => {
    const response = ok(infer(llm, texts('text_input', ['one two three four'])));
    expect(output(response, 'text_output').data).toEqual(['four three two one']);
    const capped = ok(infer(llm, { ...texts('text_input', ['one two three four']), parameters: { max_tokens: 2 } }));
    expect(output(capped, 'text_output').data).toEqual(['four three']);
    expect(error(infer(llm, { ...texts('text_input', ['x']), parameters: { max_tokens: 0 } }))).toBe(
      'parameters.max_tokens must be an integer from 1 to 512',
    );
  });

  it('refuses the wrong input name or datatype, and unknown outputs', () => {
    expect(error(infer(llm, texts('prompt', ['x'])))).toBe("Unexpected input 'prompt': llama-mini takes 'text_input'");
    expect(error(infer(llm, request({ name: 'text_input', shape: [1], datatype: 'FP32', data: [1] })))).toBe(
      "input 'text_input' must be BYTES, got FP32",
    );
    expect(error(infer(llm, { ...texts('text_input', ['x']), outputs: [{ name: 'logits' }] }))).toBe(
      "Unknown output 'logits': llama-mini returns 'text_output'",
    );
    expect(error(infer(llm, { inputs: 'none' }))).toBe('inputs must be a non-empty list');
  });
});

describe('infer: embedding', () => {
  it('returns one unit vector of the model’s length per text, the same for the same text', () => {
    const response = ok(infer(embedder, texts('text', ['alpha', 'beta', 'alpha'])));
    const tensor = output(response, 'embedding');
    expect(tensor).toMatchObject({ datatype: 'FP32', shape: [3, 384] });
    const rows = [0, 1, 2].map((i) => tensor.data.slice(i * 384, (i + 1) * 384) as number[]);
    for (const row of rows) expect(Math.hypot(...row)).toBeCloseTo(1, 4);
    expect(rows[2]).toEqual(rows[0]);
    expect(rows[1]).not.toEqual(rows[0]);
    expect(ok(infer(embedder, texts('text', ['alpha'])))).toEqual(ok(infer(embedder, texts('text', ['alpha']))));
  });

  it('follows the model’s dimensions and name', () => {
    const small = output(ok(infer({ ...embedder, dimensions: 8 }, texts('text', ['alpha']))), 'embedding');
    expect(small.shape).toEqual([1, 8]);
    const other = output(
      ok(infer({ name: 'other', task: 'embedding', dimensions: 8 }, texts('text', ['alpha']))),
      'embedding',
    );
    expect(other.data).not.toEqual(small.data);
  });
});

describe('infer: image classification', () => {
  const pixels = (seed: number) => Array.from({ length: 2 * 2 * 3 }, (_, i) => (i * 37 + seed * 11) % 256);

  it('scores every label, sums to one and names the best one, stably', () => {
    const body = request({ name: 'image', shape: [2, 2, 3], datatype: 'UINT8', data: pixels(1) });
    const response = ok(infer(classifier, body));
    const scores = output(response, 'probabilities');
    expect(scores.shape).toEqual([1, DEFAULT_LABELS.length]);
    const values = scores.data as number[];
    expect(values.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 4);
    expect(output(response, 'label').data).toEqual([DEFAULT_LABELS[values.indexOf(Math.max(...values))]]);
    expect(ok(infer(classifier, body))).toEqual(response);
  });

  it('takes a batch of pixel images, FP32 images or encoded images, and its own labels', () => {
    const batch = request({
      name: 'image',
      shape: [2, 2, 2, 3],
      datatype: 'UINT8',
      data: [...pixels(1), ...pixels(2)],
    });
    const scores = output(ok(infer(classifier, batch)), 'probabilities');
    expect(scores.shape).toEqual([2, 10]);
    expect(scores.data.slice(0, 10)).not.toEqual(scores.data.slice(10));
    const floats = request({ name: 'image', shape: [1, 1, 1], datatype: 'FP32', data: [0.5] });
    expect(output(ok(infer(classifier, floats)), 'label').shape).toEqual([1]);
    const encoded = request({ name: 'image', shape: [2], datatype: 'BYTES', data: ['aGVsbG8=', 'd29ybGQ='] });
    const labelled = ok(
      infer({ ...classifier, labels: ['ok', 'defect'], version: '3' }, { ...encoded, outputs: [{ name: 'label' }] }),
    );
    expect(labelled.outputs).toHaveLength(1);
    expect(output(labelled, 'label').data.every((l) => l === 'ok' || l === 'defect')).toBe(true);
  });

  it('refuses images of the wrong shape or datatype', () => {
    expect(
      error(infer(classifier, request({ name: 'image', shape: [2, 2], datatype: 'UINT8', data: [1, 2, 3, 4] }))),
    ).toBe("input 'image' must have shape [H, W, C] or [N, H, W, C] with C 1 or 3, got [2, 2]");
    expect(
      error(infer(classifier, request({ name: 'image', shape: [1, 1, 4], datatype: 'UINT8', data: [1, 2, 3, 4] }))),
    ).toContain('with C 1 or 3');
    expect(error(infer(classifier, request({ name: 'image', shape: [1], datatype: 'INT32', data: [1] })))).toBe(
      "input 'image' must be UINT8 or FP32 or BYTES, got INT32",
    );
  });
});

describe('infer: speech recognition', () => {
  it('transcribes each clip with words in proportion to its length, stably, and silence as nothing', () => {
    const body = request({
      name: 'audio',
      shape: [2, 16_000],
      datatype: 'FP32',
      data: [...clip(16_000), ...new Array(16_000).fill(0)],
    });
    const response = ok(infer(whisper, body));
    const text = output(response, 'text');
    expect(text.shape).toEqual([2]);
    expect((text.data[0] as string).split(' ')).toHaveLength(3);
    expect(text.data[1]).toBe('');
    expect(ok(infer(whisper, body))).toEqual(response);
    const long = request({ name: 'audio', shape: [80_000], datatype: 'FP32', data: clip(80_000, 2) });
    expect((output(ok(infer(whisper, long)), 'text').data[0] as string).split(' ')).toHaveLength(13);
  });

  it('reads the sample rate from the parameters', () => {
    const body = {
      ...request({ name: 'audio', shape: [8_000], datatype: 'FP32', data: clip(8_000) }),
      parameters: { sample_rate: 8_000 },
    };
    expect((output(ok(infer(whisper, body)), 'text').data[0] as string).split(' ')).toHaveLength(3);
    expect(error(infer(whisper, { ...body, parameters: { sample_rate: 100 } }))).toBe(
      'parameters.sample_rate must be an integer from 8000 to 48000',
    );
  });

  it('refuses samples out of range, bad shapes and other datatypes', () => {
    expect(error(infer(whisper, request({ name: 'audio', shape: [2], datatype: 'FP32', data: [0.5, 1.5] })))).toBe(
      "input 'audio': samples must be between -1 and 1",
    );
    expect(error(infer(whisper, request({ name: 'audio', shape: [1, 1, 1], datatype: 'FP32', data: [0] })))).toContain(
      'must have shape [samples] or [N, samples]',
    );
    expect(error(infer(whisper, request({ name: 'audio', shape: [1], datatype: 'INT16', data: [0] })))).toBe(
      "input 'audio' must be FP32, got INT16",
    );
  });
});

describe('infer: classification (the stand-in of the models local serving runs)', () => {
  it('answers a label, its probability and every class’s, the same for the same input', () => {
    const model: ReferenceModel = { name: 'reviews', version: '1', task: 'text-classification' };
    expect(modelMetadata(model).inputs).toEqual([{ name: 'text', datatype: 'BYTES', shape: [-1] }]);
    const body = { inputs: [{ name: 'text', shape: [2], datatype: 'BYTES', data: ['good', 'bad'] }] };
    const first = infer(model, body);
    expect(first).toEqual(infer(model, body));
    if (!first.ok) throw new Error(first.error);
    const [label, probability, probabilities] = first.response.outputs;
    expect(label).toMatchObject({ name: 'label', shape: [2] });
    for (const l of label?.data ?? []) expect(['negative', 'positive']).toContain(l);
    expect(probability?.shape).toEqual([2]);
    expect(probabilities?.shape).toEqual([2, 2]);
  });

  it('takes rows of four numbers for tabular classification, and refuses other shapes', () => {
    const model: ReferenceModel = { name: 'iris', task: 'tabular-classification' };
    const row = (shape: number[], data: number[]) => ({
      inputs: [{ name: 'features', shape, datatype: 'FP32', data }],
    });
    const ok = infer(model, row([1, 4], [5.1, 3.5, 1.4, 0.2]));
    expect(ok.ok && ok.response.outputs[0]?.data.length).toBe(1);
    expect(infer(model, row([1, 3], [1, 2, 3]))).toEqual({
      ok: false,
      error: "input 'features' must have shape [N, 4], got [1, 3]",
    });
  });
});
