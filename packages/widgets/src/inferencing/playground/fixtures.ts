import type { DeploymentKey } from '@console/core';
import type { InferCallResult, InferRequestBody, ModelMetadata } from '@console/core/inference';
import { sampleDeployment } from '../fixtures';
import type { PlaygroundKey } from './playgroundTypes';

/** A running text-generation deployment, as the playground reads it. */
export const runningDeployment = sampleDeployment(1, { status: 'RUNNING', name: 'support-assistant' });

export const llmMetadata: ModelMetadata = {
  name: 'support-assistant',
  versions: ['2'],
  platform: 'reference_simulated',
  inputs: [{ name: 'text_input', datatype: 'BYTES', shape: [-1] }],
  outputs: [{ name: 'text_output', datatype: 'BYTES', shape: [-1] }],
};
export const speechMetadata: ModelMetadata = {
  name: 'meeting-transcriber',
  versions: ['1'],
  platform: 'reference_simulated',
  inputs: [{ name: 'audio', datatype: 'FP32', shape: [-1, -1] }],
  outputs: [{ name: 'text', datatype: 'BYTES', shape: [-1] }],
};
export const visionMetadata: ModelMetadata = {
  name: 'defect-detector',
  versions: ['1'],
  platform: 'reference_simulated',
  inputs: [{ name: 'image', datatype: 'UINT8', shape: [-1, -1, -1, 3] }],
  outputs: [
    { name: 'probabilities', datatype: 'FP32', shape: [-1, 10] },
    { name: 'label', datatype: 'BYTES', shape: [-1] },
  ],
};

/** A shape classifier on grey pictures as a model server on ONNX Runtime describes it. */
export const sketchMetadata: ModelMetadata = {
  name: 'shapes',
  versions: ['1'],
  platform: 'onnxruntime_onnx',
  inputs: [{ name: 'image', datatype: 'FP32', shape: [-1, -1, -1, 1] }],
  outputs: [
    { name: 'label', datatype: 'BYTES', shape: [-1] },
    { name: 'probability', datatype: 'FP32', shape: [-1] },
    { name: 'probabilities', datatype: 'FP32', shape: [-1, 4] },
  ],
};

/** A sentence classifier as a model server on ONNX Runtime describes it. */
export const sentimentMetadata: ModelMetadata = {
  name: 'review-sentiment',
  versions: ['1'],
  platform: 'onnxruntime_onnx',
  inputs: [{ name: 'text', datatype: 'BYTES', shape: [-1] }],
  outputs: [
    { name: 'label', datatype: 'BYTES', shape: [-1] },
    { name: 'probability', datatype: 'FP32', shape: [-1] },
    { name: 'probabilities', datatype: 'FP32', shape: [-1, 2] },
  ],
};
/** A classifier of rows of four measurements. */
export const irisMetadata: ModelMetadata = {
  name: 'iris-species',
  versions: ['1'],
  platform: 'onnxruntime_onnx',
  inputs: [{ name: 'features', datatype: 'FP32', shape: [-1, 4] }],
  outputs: [
    { name: 'label', datatype: 'BYTES', shape: [-1] },
    { name: 'probability', datatype: 'FP32', shape: [-1] },
    { name: 'probabilities', datatype: 'FP32', shape: [-1, 3] },
  ],
};

export const ownKeys: DeploymentKey[] = [
  {
    keyId: 7,
    name: 'chat-frontend',
    prefix: 'sk-Ab12x',
    createdBy: 'Paula Project',
    createdAt: '2026-01-05T08:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
  },
];

export const sessionKey: PlaygroundKey = {
  kind: 'session',
  keyId: 9,
  name: 'playground-m1x',
  prefix: 'sk-Zq9rT',
  secret: 'sk-Zq9rTsessionsecretnevershown',
};
export const ownKeyShown: PlaygroundKey = {
  kind: 'own',
  keyId: 7,
  name: 'chat-frontend',
  prefix: 'sk-Ab12x',
  secret: 'sk-Ab12xMyOwnSecretValue',
  showInCurl: true,
};

/** The reference server's answer: the prompt's words reversed, as `inferenceModel.ts` simulates. */
export async function answer(body: InferRequestBody): Promise<InferCallResult> {
  const prompt = String(body.inputs[0]?.data[0] ?? '');
  return {
    status: 200,
    ok: true,
    latencyMs: 4.2,
    body: {
      model_name: 'support-assistant',
      model_version: '2',
      parameters: { ...body.parameters, simulated: true },
      outputs: [{ name: 'text_output', datatype: 'BYTES', shape: [1], data: [prompt.split(' ').reverse().join(' ')] }],
    },
  };
}
