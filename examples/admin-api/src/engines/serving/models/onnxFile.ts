/**
 * Writes ONNX model files: the few messages of `onnx.proto` (github.com/onnx/onnx, onnx/onnx.proto, IR
 * version 8) that a small classifier needs, with their field numbers, encoded by protobufjs. What the
 * project builds at setup is written here and loaded by ONNX Runtime in the model server; nothing is
 * downloaded.
 */
import protobuf from 'protobufjs';

/** ONNX `TensorProto.DataType` values used here. */
export const OnnxType = { FLOAT: 1, INT64: 7 } as const;

const root = protobuf.Root.fromJSON({
  nested: {
    onnx: {
      nested: {
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            producerVersion: { type: 'string', id: 3 },
            modelVersion: { type: 'int64', id: 5 },
            docString: { type: 'string', id: 6 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
            metadataProps: { rule: 'repeated', type: 'StringStringEntryProto', id: 14 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        StringStringEntryProto: { fields: { key: { type: 'string', id: 1 }, value: { type: 'string', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            f: { type: 'float', id: 2 },
            i: { type: 'int64', id: 3 },
            type: { type: 'int32', id: 20 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            floatData: { rule: 'repeated', type: 'float', id: 4, options: { packed: true } },
            name: { type: 'string', id: 8 },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        TypeProto: { fields: { tensorType: { type: 'TensorTypeProto', id: 1 } } },
        TensorTypeProto: {
          fields: { elemType: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } },
        },
        TensorShapeProto: { fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } } },
        Dimension: { fields: { dimValue: { type: 'int64', id: 1 }, dimParam: { type: 'string', id: 2 } } },
      },
    },
  },
});
const ModelProto = root.lookupType('onnx.ModelProto');

/** A graph input or output: a name, an element type and a shape (a string names a variable dimension). */
export interface ValueInfo {
  name: string;
  type: number;
  shape: (number | string)[];
}

/** A node of the graph; integer attributes only (all a classifier's operators need). */
export interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, number>;
}

/** A float constant of the graph (weights, biases). */
export interface Initializer {
  name: string;
  dims: number[];
  values: ArrayLike<number>;
}

/** A whole model: one graph at opset 13 of the default domain, with its metadata. */
export interface OnnxModel {
  name: string;
  doc: string;
  version: number;
  inputs: ValueInfo[];
  outputs: ValueInfo[];
  nodes: Node[];
  initializers: Initializer[];
  metadata: Record<string, string>;
}

const valueInfo = ({ name, type, shape }: ValueInfo) => ({
  name,
  type: {
    tensorType: {
      elemType: type,
      shape: { dim: shape.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
    },
  },
});

/** The model as the bytes of an `.onnx` file. */
export function encodeOnnx(model: OnnxModel): Uint8Array {
  const message = {
    irVersion: 8,
    producerName: 'console-admin-api',
    producerVersion: '1',
    modelVersion: model.version,
    docString: model.doc,
    opsetImport: [{ domain: '', version: 13 }],
    metadataProps: Object.entries(model.metadata).map(([key, value]) => ({ key, value })),
    graph: {
      name: model.name,
      input: model.inputs.map(valueInfo),
      output: model.outputs.map(valueInfo),
      initializer: model.initializers.map((t) => ({
        name: t.name,
        dims: t.dims,
        dataType: OnnxType.FLOAT,
        floatData: Array.from(t.values),
      })),
      node: model.nodes.map((n, i) => ({
        name: `${n.op.toLowerCase()}_${i}`,
        opType: n.op,
        input: n.inputs,
        output: n.outputs,
        // AttributeProto.AttributeType INT = 2.
        attribute: Object.entries(n.attributes ?? {}).map(([name, i]) => ({ name, i, type: 2 })),
      })),
    },
  };
  const problem = ModelProto.verify(message);
  if (problem) throw new Error(`ONNX model ${model.name}: ${problem}`);
  return ModelProto.encode(ModelProto.fromObject(message)).finish();
}

/**
 * A linear classifier as ONNX: `features` [N, F] float -> Gemm with weights [F, C] and bias [C] ->
 * Softmax -> `probabilities` [N, C], and ArgMax -> `label_index` [N] (int64).
 */
export function linearClassifier(o: {
  name: string;
  doc: string;
  version: number;
  features: number;
  weights: Float32Array;
  bias: Float32Array;
  metadata: Record<string, string>;
}): Uint8Array {
  const classes = o.bias.length;
  if (o.weights.length !== o.features * classes) throw new Error(`${o.name}: weights must be features x classes`);
  return encodeOnnx({
    name: o.name,
    doc: o.doc,
    version: o.version,
    inputs: [{ name: 'features', type: OnnxType.FLOAT, shape: ['N', o.features] }],
    outputs: [
      { name: 'probabilities', type: OnnxType.FLOAT, shape: ['N', classes] },
      { name: 'label_index', type: OnnxType.INT64, shape: ['N'] },
    ],
    initializers: [
      { name: 'W', dims: [o.features, classes], values: o.weights },
      { name: 'B', dims: [classes], values: o.bias },
    ],
    nodes: [
      { op: 'Gemm', inputs: ['features', 'W', 'B'], outputs: ['logits'] },
      { op: 'Softmax', inputs: ['logits'], outputs: ['probabilities'], attributes: { axis: 1 } },
      { op: 'ArgMax', inputs: ['logits'], outputs: ['label_index'], attributes: { axis: 1, keepdims: 0 } },
    ],
    metadata: o.metadata,
  });
}
