/** The predefined-model catalog and a few demo deployments of Vision Lab in different states. */
import type { DbTransaction } from '../db/database';
import {
  inferenceDeployments,
  inferenceEvents,
  inferenceKeys,
  inferenceVersions,
  predefinedModels,
} from '../db/schema';
import type { Config } from '../inferencing/config';

type Model = typeof predefinedModels.$inferInsert;
const cpu = (replicasMax = 2) => ({ replicasMin: 1, replicasMax, gpuType: null, gpuCount: 0 });
const gpu = (gpuType: 'NVIDIA_T4' | 'NVIDIA_L4' | 'NVIDIA_A10G' | 'NVIDIA_A100' | 'NVIDIA_H100', gpuCount = 1) => ({
  replicasMin: 1,
  replicasMax: 2,
  gpuType,
  gpuCount,
});

/** A realistic catalog: text generation, embeddings, vision and speech, on the runtimes operators use. */
export const CATALOG: Model[] = [
  {
    name: 'Llama 3.1 8B Instruct',
    task: 'text-generation',
    framework: 'VLLM',
    backend: 'VLLM',
    sizeMb: 16_060,
    versions: ['3.1-instruct-q8', '3.1-instruct'],
    description: 'General chat and instruction following with an 8k context; good default for assistants.',
    defaultResources: gpu('NVIDIA_L4'),
  },
  {
    name: 'Mistral 7B Instruct',
    task: 'text-generation',
    framework: 'VLLM',
    backend: 'VLLM',
    sizeMb: 14_480,
    versions: ['0.3', '0.2'],
    description: 'Compact instruction model with sliding-window attention; fast on a single GPU.',
    defaultResources: gpu('NVIDIA_A10G'),
  },
  {
    name: 'Phi-3 Mini',
    task: 'text-generation',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 2_390,
    versions: ['4k-instruct-int4', '4k-instruct'],
    description: 'Small language model for summaries and classification prompts; runs on CPU.',
    defaultResources: cpu(3),
  },
  {
    name: 'all-MiniLM-L6-v2',
    task: 'embedding',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 91,
    versions: ['2.0', '1.0'],
    description: 'Sentence embeddings (384 dimensions) for semantic search and clustering.',
    defaultResources: cpu(4),
  },
  {
    name: 'BGE Large EN',
    task: 'embedding',
    framework: 'PYTORCH',
    backend: 'TRITON',
    sizeMb: 1_340,
    versions: ['1.5'],
    description: 'High-quality English embeddings (1024 dimensions) for retrieval-augmented generation.',
    defaultResources: gpu('NVIDIA_T4'),
  },
  {
    name: 'ResNet-50',
    task: 'image-classification',
    framework: 'TENSORRT',
    backend: 'TRITON',
    sizeMb: 98,
    versions: ['1.5-fp16', '1.5'],
    description: 'ImageNet classifier compiled for TensorRT; a baseline for vision pipelines.',
    defaultResources: gpu('NVIDIA_T4'),
  },
  {
    name: 'ViT Base Patch16',
    task: 'image-classification',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 346,
    versions: ['224'],
    description: 'Vision transformer image classifier at 224×224.',
    defaultResources: gpu('NVIDIA_T4'),
  },
  {
    name: 'Whisper Small',
    task: 'speech-recognition',
    framework: 'PYTORCH',
    backend: 'PYTHON',
    sizeMb: 967,
    versions: ['en', 'multilingual'],
    description: 'Speech to text for 16 kHz audio, English or 99 languages.',
    defaultResources: gpu('NVIDIA_T4'),
  },
  {
    name: 'Whisper Large v3',
    task: 'speech-recognition',
    framework: 'TENSORRT',
    backend: 'TRITON',
    sizeMb: 3_090,
    versions: ['v3-fp16'],
    description: 'Most accurate Whisper, compiled with TensorRT-LLM for batch transcription.',
    defaultResources: gpu('NVIDIA_A100'),
  },
];

/** Seeds the catalog, and in `projectId` a running, a paused, a failed and a deploying deployment. */
export async function seedInferencing(tx: DbTransaction, projectId: number | undefined, adminId: number | undefined) {
  const models = await tx.insert(predefinedModels).values(CATALOG).returning();
  if (!projectId) return;
  const model = (name: string) => {
    const m = models.find((x) => x.name === name);
    if (!m) throw new Error(`seed: no model ${name}`);
    return m;
  };
  const predefined = (name: string): Config => {
    const m = model(name);
    return {
      sourceType: 'PREDEFINED',
      predefinedModelId: m.id,
      modelVersion: m.versions[0] ?? null,
      image: null,
      modelPath: null,
      task: m.task,
      backend: m.backend,
      ...m.defaultResources,
    };
  };
  const now = Date.now();
  const demo: {
    name: string;
    config: Config;
    status: 'RUNNING' | 'PAUSED' | 'FAILED' | 'DEPLOYING';
    reason?: string;
    events: [string, string][];
  }[] = [
    {
      name: 'support-assistant',
      config: predefined('Llama 3.1 8B Instruct'),
      status: 'RUNNING',
      events: [
        ['CREATED', 'Deployed support-assistant (version 1)'],
        ['RUNNING', 'Version 1 is running'],
      ],
    },
    {
      name: 'doc-embeddings',
      config: predefined('all-MiniLM-L6-v2'),
      status: 'PAUSED',
      reason: 'Paused by an admin',
      events: [
        ['CREATED', 'Deployed doc-embeddings (version 1)'],
        ['RUNNING', 'Version 1 is running'],
        ['PAUSED', 'Paused; the endpoint refuses calls'],
      ],
    },
    {
      name: 'defect-detector',
      config: {
        ...predefined('ResNet-50'),
        sourceType: 'CUSTOM',
        predefinedModelId: null,
        modelVersion: null,
        image: 'registry.acme.example/vision/defect-detector:2.3',
        modelPath: 's3://vision-lab/models/defect-detector/2.3',
      },
      status: 'FAILED',
      reason: 'Image pull failed: no registry credentials for registry.acme.example',
      events: [
        ['CREATED', 'Deployed defect-detector (version 1)'],
        ['FAILED', 'Image pull failed: no registry credentials for registry.acme.example'],
      ],
    },
    {
      name: 'meeting-transcriber',
      config: predefined('Whisper Small'),
      status: 'DEPLOYING',
      events: [['CREATED', 'Deployed meeting-transcriber (version 1)']],
    },
  ];
  for (const [i, d] of demo.entries()) {
    const createdAt = new Date(now - (demo.length - i) * 86_400_000);
    const [row] = await tx
      .insert(inferenceDeployments)
      .values({
        projectId,
        name: d.name,
        status: d.status,
        statusReason: d.reason ?? null,
        config: d.config,
        createdBy: adminId ?? null,
        createdAt,
        updatedAt: createdAt,
        // The deploying one comes up shortly after start-up, as a live rollout would.
        nextAt: d.status === 'DEPLOYING' ? new Date(now + 10_000) : null,
      })
      .returning({ id: inferenceDeployments.id });
    if (!row) throw new Error('seed: deployment insert returned nothing');
    await tx
      .insert(inferenceVersions)
      .values({ deploymentId: row.id, number: 1, config: d.config, createdBy: adminId ?? null, createdAt });
    await tx.insert(inferenceEvents).values(
      d.events.map(([action, detail], n) => ({
        deploymentId: row.id,
        at: new Date(createdAt.getTime() + n * 60_000),
        actorId: action === 'CREATED' || action === 'PAUSED' ? (adminId ?? null) : null,
        action,
        detail,
      })),
    );
    if (d.status === 'RUNNING' && adminId) {
      // A key whose secret nobody knows: the demo shows the list; calling needs a new key.
      await tx.insert(inferenceKeys).values({
        deploymentId: row.id,
        name: 'chat-frontend',
        prefix: 'sk-demo0',
        secretHash: `seed-${row.id}-unusable`,
        createdBy: adminId,
        createdAt,
      });
    }
  }
}
