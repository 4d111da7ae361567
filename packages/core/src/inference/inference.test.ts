import { describe, expect, it } from 'vitest';
import { isConsoleError } from '../errors/consoleError';
import { inferCurl } from './curlCommand';
import { createInferenceClient } from './inferenceClient';
import { concreteShape, imageTensor, listTensor, tensorInputKind, textTensor } from './tensorInput';

const ENDPOINT = 'https://api.test/inference/7/v2/models/chat';

describe('tensor inputs from a model’s metadata', () => {
  it('chooses a field per tensor: text, numbers, true/false or an image', () => {
    expect(tensorInputKind({ name: 't', datatype: 'BYTES', shape: [-1] })).toBe('text');
    expect(tensorInputKind({ name: 'a', datatype: 'FP32', shape: [-1, -1] })).toBe('numbers');
    expect(tensorInputKind({ name: 'm', datatype: 'BOOL', shape: [-1] })).toBe('booleans');
    expect(tensorInputKind({ name: 'image', datatype: 'UINT8', shape: [-1, -1, -1, 3] })).toBe('image');
  });

  it('fills variable dimensions: a batch of one, the last one takes the count', () => {
    expect(concreteShape([-1], 3)).toEqual([3]);
    expect(concreteShape([-1, -1], 4)).toEqual([1, 4]);
    expect(concreteShape([-1, 2], 6)).toEqual([3, 2]);
    expect(concreteShape([2, 2], 4)).toEqual([2, 2]);
    expect(concreteShape([2, 2], 3)).toBeUndefined();
    expect(concreteShape([-1, 2], 3)).toBeUndefined();
  });

  it('reads numbers and refuses what the datatype cannot hold, naming the value', () => {
    const audio = { name: 'audio', datatype: 'FP32', shape: [-1, -1] };
    expect(listTensor(audio, '0.1, -0.2 0.05\n0')).toEqual({
      ok: true,
      tensor: { name: 'audio', datatype: 'FP32', shape: [1, 4], data: [0.1, -0.2, 0.05, 0] },
    });
    expect(listTensor({ ...audio, datatype: 'UINT8' }, '1 300')).toEqual({
      ok: false,
      error: 'Value 2 (300) is not an integer from 0 to 255',
    });
    expect(listTensor(audio, 'x')).toMatchObject({ ok: false, error: 'Value 1 (x) is not a number' });
    expect(listTensor(audio, ' ')).toMatchObject({ ok: false });
    expect(listTensor({ name: 'm', datatype: 'BOOL', shape: [-1] }, 'true 0')).toMatchObject({
      ok: true,
      tensor: { data: [true, false] },
    });
  });

  it('makes text one element and an image [1, H, W, C] in the declared scale', () => {
    expect(textTensor({ name: 'text_input', datatype: 'BYTES', shape: [-1] }, 'hi')).toEqual({
      name: 'text_input',
      datatype: 'BYTES',
      shape: [1],
      data: ['hi'],
    });
    const pixels = { width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255] };
    expect(imageTensor({ name: 'image', datatype: 'UINT8', shape: [-1, -1, -1, 3] }, pixels)).toEqual({
      name: 'image',
      datatype: 'UINT8',
      shape: [1, 1, 2, 3],
      data: [255, 0, 0, 0, 0, 255],
    });
    expect(imageTensor({ name: 'image', datatype: 'FP32', shape: [-1, -1, 1] }, pixels).data).toEqual([
      85 / 255,
      85 / 255,
    ]);
  });
});

describe('the curl command', () => {
  it('reads the key from $API_KEY unless the owner asked to show it, and quotes the body for a shell', () => {
    const body = { inputs: [{ name: 't', shape: [1], datatype: 'BYTES', data: ["it's"] }] };
    const hidden = inferCurl(ENDPOINT, body);
    expect(hidden).toContain('"Authorization: Bearer $API_KEY"');
    expect(hidden).toContain(`-d '{"inputs":[{"name":"t","shape":[1],"datatype":"BYTES","data":["it'\\''s"]}]}'`);
    expect(inferCurl(ENDPOINT, body, 'sk-secret1')).toContain("-H 'Authorization: Bearer sk-secret1'");
  });
});

describe('the inference client', () => {
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends the API key as the bearer, no cookies, and times the round trip', async () => {
    const seen: Request[] = [];
    let t = 100;
    const client = createInferenceClient({
      now: () => (t += 12.5),
      fetch: (async (url: string, init: RequestInit) => {
        seen.push(new Request(url, init));
        return reply(200, { model_name: 'chat', outputs: [] });
      }) as typeof fetch,
    });
    const result = await client.infer(ENDPOINT, 'sk-abc12345', { inputs: [] });
    expect(result).toEqual({ status: 200, ok: true, body: { model_name: 'chat', outputs: [] }, latencyMs: 12.5 });
    expect(seen[0]?.url).toBe(`${ENDPOINT}/infer`);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer sk-abc12345');
    expect(seen[0]?.credentials).toBe('omit');
  });

  it('answers an error status as a result with the protocol’s error, and metadata errors as a ConsoleError', async () => {
    const client = createInferenceClient({
      fetch: (async () => reply(503, { error: 'chat is paused' })) as unknown as typeof fetch,
    });
    const result = await client.infer(ENDPOINT, 'sk-abc12345', { inputs: [] });
    expect(result).toMatchObject({ status: 503, ok: false, body: { error: 'chat is paused' } });
    const failure = await client.metadata(ENDPOINT, 'sk-abc12345').catch((e: unknown) => e);
    expect(isConsoleError(failure) && failure.status === 503 && failure.message === 'chat is paused').toBe(true);
  });

  it('turns an unreachable endpoint into a network error', async () => {
    const client = createInferenceClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const failure = await client.infer(ENDPOINT, 'sk-abc12345', { inputs: [] }).catch((e: unknown) => e);
    expect(isConsoleError(failure) && failure.code).toBe('network_error');
  });
});
