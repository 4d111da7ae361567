/** The predefined-model catalog: the same for every tenant. */
import type { gpuTypeValues } from '@console/contract';
import type { DbTransaction } from '../../db/database';
import { predefinedModels } from './tables';

export type PredefinedModel = typeof predefinedModels.$inferSelect;
type Model = typeof predefinedModels.$inferInsert;
const cpu = (replicasMax = 2) => ({ replicasMin: 1, replicasMax, gpuType: null, gpuCount: 0 });
const gpu = (gpuType: (typeof gpuTypeValues)[number], gpuCount = 1) => ({
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
  {
    name: 'Review Sentiment',
    task: 'text-classification',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 1,
    versions: ['2', '1'],
    description:
      'Says whether a short review is positive or negative, with its probability. Built by the platform from its own data; runs on CPU.',
    defaultResources: cpu(3),
  },
  {
    name: 'Iris Species',
    task: 'tabular-classification',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 1,
    versions: ['1'],
    description:
      'Names the iris species from four measurements in centimetres (sepal length and width, petal length and width). Runs on CPU.',
    defaultResources: cpu(3),
  },
  {
    name: 'Shape Sketch',
    task: 'image-classification',
    framework: 'ONNX',
    backend: 'TRITON',
    sizeMb: 1,
    versions: ['1'],
    description:
      'Names the shape in a picture: circle, square, triangle or cross, with its probability. Draw one in any paint program, dark on light or light on dark, and upload it. Built by the platform from pictures it draws; runs on CPU.',
    defaultResources: cpu(3),
  },
];

/** Seeds the catalog; answers the stored models. */
export async function seedModels(tx: DbTransaction): Promise<PredefinedModel[]> {
  return tx.insert(predefinedModels).values(CATALOG).returning();
}
