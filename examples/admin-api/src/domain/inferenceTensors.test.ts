import { describe, expect, it } from 'vitest';
import { isTensorDatatype, MAX_TENSOR_ELEMENTS, parseInferRequest } from './inferenceTensors';

const tensor = (over: Record<string, unknown> = {}) => ({
  name: 'x',
  shape: [2, 2],
  datatype: 'FP32',
  data: [1, 2, 3, 4],
  ...over,
});
const parse = (over: Record<string, unknown> = {}) => parseInferRequest({ inputs: [tensor(over)] });

describe('parseInferRequest', () => {
  it('accepts flat and nested row-major data and flattens it', () => {
    const nested = parse({
      data: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(nested).toEqual({ inputs: [{ name: 'x', shape: [2, 2], datatype: 'FP32', data: [1, 2, 3, 4] }] });
    expect(parse()).toEqual(nested);
  });

  it('keeps id, parameters, tensor parameters and requested outputs', () => {
    const request = parseInferRequest({
      id: 'req-1',
      parameters: { max_tokens: 4 },
      inputs: [tensor({ parameters: { binary_data: false } })],
      outputs: [{ name: 'y' }],
    });
    expect(request).toMatchObject({
      id: 'req-1',
      parameters: { max_tokens: 4 },
      inputs: [{ parameters: { binary_data: false } }],
      outputs: [{ name: 'y' }],
    });
  });

  it('refuses a body that is not a request', () => {
    expect(parseInferRequest(null)).toBe('Expected a JSON object with an inputs list');
    expect(parseInferRequest([])).toBe('Expected a JSON object with an inputs list');
    expect(parseInferRequest({ inputs: [] })).toBe('inputs must be a non-empty list');
    expect(parseInferRequest({ id: 3, inputs: [tensor()] })).toBe('id must be a string');
    expect(parseInferRequest({ parameters: [], inputs: [tensor()] })).toBe('parameters must be an object');
    expect(parseInferRequest({ inputs: [tensor()], outputs: [{}] })).toBe(
      'outputs must be a list of objects with a name',
    );
  });

  it('names the tensor and the problem', () => {
    expect(parseInferRequest({ inputs: [7] })).toBe('inputs[0] must be an object');
    expect(parse({ name: '' })).toBe('inputs[0].name must be a non-empty string');
    expect(parseInferRequest({ inputs: [tensor(), tensor()] })).toBe("input 'x' is given twice");
    expect(parse({ shape: [2, -1] })).toBe("input 'x': shape must be a list of non-negative integers");
    expect(parse({ datatype: 'FP33' })).toBe("input 'x': FP33 is not a tensor datatype");
    expect(parse({ data: 'abc' })).toBe("input 'x': data must be a list");
    expect(parse({ data: [1, 2, 3] })).toBe("input 'x': data has 3 elements but shape [2, 2] needs 4");
    expect(
      parse({
        shape: [4],
        data: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toBe("input 'x': data nests deeper than shape [4]");
  });

  it('checks every value against the datatype', () => {
    expect(parse({ datatype: 'UINT8', data: [0, 255, 256, 1] })).toBe(
      "input 'x': data[2] is not UINT8: expected an integer from 0 to 255",
    );
    expect(parse({ datatype: 'INT32', data: [1, 2.5, 3, 4] })).toContain('data[1] is not INT32');
    expect(parse({ datatype: 'BYTES', data: ['a', 'b', 3, 'd'] })).toBe(
      "input 'x': data[2] is not BYTES: expected a string",
    );
    expect(parse({ datatype: 'BOOL', data: [true, false, 1, true] })).toBe(
      "input 'x': data[2] is not BOOL: expected true or false",
    );
    expect(parse({ data: [1, '2', 3, 4] })).toBe("input 'x': data[1] is not FP32: expected a number");
    expect(parse({ datatype: 'INT64', data: [1, 2, 3, 2 ** 60] })).toContain('data[3] is not INT64');
  });

  it('limits the elements of a request', () => {
    expect(parse({ shape: [MAX_TENSOR_ELEMENTS + 1], data: [] })).toBe(
      `The request carries more than ${MAX_TENSOR_ELEMENTS} elements`,
    );
  });

  it('knows the datatypes', () => {
    expect(['BOOL', 'UINT64', 'INT8', 'FP16', 'BYTES'].every(isTensorDatatype)).toBe(true);
    expect(isTensorDatatype('STRING')).toBe(false);
    expect(isTensorDatatype('toString')).toBe(false);
  });
});
