/**
 * The part of onnxruntime-node's API the model server uses: its npm package (1.20.1) ships the JavaScript
 * without the declarations its `types` field names.
 */
declare module 'onnxruntime-node' {
  export type TensorData = Float32Array | BigInt64Array | Int32Array | Uint8Array | string[];
  export class Tensor {
    constructor(type: 'float32' | 'int64' | 'int32' | 'uint8' | 'string', data: TensorData, dims: readonly number[]);
    readonly data: TensorData;
    readonly dims: readonly number[];
    readonly type: string;
  }
  export namespace InferenceSession {
    interface SessionOptions {
      intraOpNumThreads?: number;
      interOpNumThreads?: number;
    }
  }
  export class InferenceSession {
    static create(path: string, options?: InferenceSession.SessionOptions): Promise<InferenceSession>;
    readonly inputNames: readonly string[];
    readonly outputNames: readonly string[];
    run(feeds: Record<string, Tensor>): Promise<Record<string, Tensor>>;
  }
}
