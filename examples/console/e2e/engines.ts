import { existsSync } from 'node:fs';

/**
 * Whether the end-to-end stack runs the local engines (real model servers among them), as
 * `scripts/engines/index.mjs` chooses: unless `ENGINES=simulated`, when the engines' Debian packages are
 * installed (the stack installs them first where it can).
 */
export const localEngines =
  process.env.ENGINES !== 'simulated' &&
  [
    '/usr/bin/jupyterhub',
    '/usr/lib/python3/dist-packages/ipykernel/__init__.py',
    '/usr/bin/prometheus',
    '/usr/bin/prometheus-node-exporter',
  ].every((file) => existsSync(file));

/**
 * The catalogue model a spec deploys and calls: on local engines one this machine runs (ONNX Runtime), on
 * simulated ones the reference stand-in's text model. `answer` is part of what it answers to `prompt`.
 */
export const servedModel = localEngines
  ? {
      search: 'Review',
      name: 'Review Sentiment',
      version: '2',
      input: 'text',
      example: 'The new release is fast and reliable',
      prompt: 'the playground is great and helpful',
      answer: 'positive',
    }
  : {
      search: 'Phi-3',
      name: 'Phi-3 Mini',
      version: '4k-instruct-int4',
      input: 'text_input',
      example: 'Summarise our release notes',
      prompt: 'the playground says hello',
      answer: 'hello says playground the',
    };
