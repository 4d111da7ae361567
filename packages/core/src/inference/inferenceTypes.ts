/**
 * The Open Inference Protocol (KServe v2) REST payloads a client reads and sends, as its document names
 * them: `$metadata_model_response`, `$inference_request`, `$inference_response`.
 */

/** A tensor element type of the protocol. */
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

/** `$parameters`: names to strings, numbers or booleans. */
export type InferenceParameters = Record<string, string | number | boolean>;

/** `$metadata_tensor`: a tensor a model takes or gives; `-1` in `shape` is any size. */
export interface TensorMetadata {
  name: string;
  datatype: TensorDatatype | (string & {});
  shape: number[];
}

/** `$metadata_model_response`. */
export interface ModelMetadata {
  name: string;
  versions?: string[];
  platform: string;
  inputs: TensorMetadata[];
  outputs: TensorMetadata[];
}

/** One input of a request (`$request_input`), data flattened in row-major order. */
export interface InferInputTensor {
  name: string;
  shape: number[];
  datatype: TensorDatatype | (string & {});
  parameters?: InferenceParameters;
  data: (string | number | boolean)[];
}

/** `$inference_request`. */
export interface InferRequestBody {
  id?: string;
  parameters?: InferenceParameters;
  inputs: InferInputTensor[];
  outputs?: { name: string; parameters?: InferenceParameters }[];
}

/** `$inference_response`. */
export interface InferResponseBody {
  model_name: string;
  model_version?: string;
  id?: string;
  parameters?: InferenceParameters;
  outputs: InferInputTensor[];
}
