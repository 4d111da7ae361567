import type { Deployment } from '@console/core';

/** A small valid input tensor for each task, as the KServe v2 protocol carries it. */
const INPUTS: Record<Deployment['task'], object> = {
  // A model's input, not a widget text: the same call whatever the reader's language.
  'text-generation': { name: 'text_input', shape: [1], datatype: 'BYTES', data: ['Summarise our release notes'] }, // i18n-ignore
  embedding: { name: 'text', shape: [1], datatype: 'BYTES', data: ['A sentence to embed'] },
  'image-classification': { name: 'image', shape: [1, 1, 2, 3], datatype: 'UINT8', data: [255, 0, 0, 0, 255, 0] },
  'speech-recognition': { name: 'audio', shape: [1, 4], datatype: 'FP32', data: [0.1, -0.2, 0.05, 0] },
  // A model's input, not a widget text: the same call whatever the reader's language.
  'text-classification': {
    name: 'text',
    shape: [1],
    datatype: 'BYTES',
    data: ['The new release is fast and reliable'], // i18n-ignore
  },
  'tabular-classification': { name: 'features', shape: [1, 4], datatype: 'FP32', data: [5.1, 3.5, 1.4, 0.2] },
};

/** The request body of a first call to a deployment. */
export const exampleBody = (task: Deployment['task']) => ({ inputs: [INPUTS[task]] });

/** A curl command calling a deployment's endpoint with an API key from `$API_KEY`. */
export function exampleRequest(deployment: Pick<Deployment, 'endpointUrl' | 'task'>): string {
  return [
    `curl -X POST '${deployment.endpointUrl}/infer' \\`,
    `  -H "Authorization: Bearer $API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(exampleBody(deployment.task))}'`,
  ].join('\n');
}
