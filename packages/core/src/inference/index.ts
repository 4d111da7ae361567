// `@console/core/inference`: calling a deployed model (KServe v2 inference protocol), its tensors and the
// equivalent curl command.
export { inferCurl, shellQuote } from './curlCommand';
export type { InferCallResult, InferenceClient, InferenceClientOptions } from './inferenceClient';
export { createInferenceClient } from './inferenceClient';
export type {
  InferenceParameters,
  InferInputTensor,
  InferRequestBody,
  InferResponseBody,
  ModelMetadata,
  TensorDatatype,
  TensorMetadata,
} from './inferenceTypes';
export type { ImagePixels, TensorInputKind, TensorResult } from './tensorInput';
export { concreteShape, imageTensor, listTensor, tensorInputKind, textTensor } from './tensorInput';
