import type { ModelMetadata } from '@console/core/inference';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { buildRequest, fieldOfError, PARAMETERS_FIELD, parseParameters } from './playgroundRequest';

const t = en.serving.playground;
const llm: ModelMetadata = {
  name: 'chat',
  platform: 'reference_simulated',
  inputs: [{ name: 'text_input', datatype: 'BYTES', shape: [-1] }],
  outputs: [{ name: 'text_output', datatype: 'BYTES', shape: [-1] }],
};
const vision: ModelMetadata = {
  ...llm,
  inputs: [{ name: 'image', datatype: 'UINT8', shape: [-1, -1, -1, 3] }],
};

describe('the playground request', () => {
  it('builds one tensor per input with the parameters given', () => {
    expect(
      buildRequest(llm, { texts: { text_input: 'hello' }, images: {}, parameters: '{"max_tokens": 4}' }, t),
    ).toEqual({
      ok: true,
      body: {
        parameters: { max_tokens: 4 },
        inputs: [{ name: 'text_input', datatype: 'BYTES', shape: [1], data: ['hello'] }],
      },
    });
  });

  it('marks each field that cannot make its tensor', () => {
    expect(buildRequest(llm, { texts: { text_input: ' ' }, images: {}, parameters: '[1]' }, t)).toEqual({
      ok: false,
      errors: { text_input: t.textRequired, [PARAMETERS_FIELD]: t.parametersInvalid },
    });
    expect(buildRequest(vision, { texts: {}, images: {}, parameters: '' }, t)).toEqual({
      ok: false,
      errors: { image: t.imageRequired },
    });
  });

  it('reads parameters as the protocol types them', () => {
    expect(parseParameters('')).toBeUndefined();
    expect(parseParameters('{"a": 1, "b": "x", "c": true}')).toEqual({ a: 1, b: 'x', c: true });
    expect(parseParameters('{"a": {"b": 1}}')).toBeNull();
    expect(parseParameters('{nope')).toBeNull();
  });

  it('finds the field a server error is about', () => {
    expect(fieldOfError("input 'text_input': data[0] is not BYTES: expected a string", llm)).toBe('text_input');
    expect(fieldOfError('parameters.max_tokens must be an integer from 1 to 512', llm)).toBe(PARAMETERS_FIELD);
    expect(fieldOfError('chat is paused; resume it to call it', llm)).toBeUndefined();
  });
});
