/**
 * The models this machine can truly run: small classifiers the project trains at setup from data it
 * generates (`corpus.ts`) and writes as ONNX files, one per version of a catalogue entry. Each is built
 * once into the engines' data directory (`<dataDir>/models/<slug>/<version>/`) and reused; the build is
 * deterministic, so a rebuild gives the same file. A manifest beside the file says what the model server
 * needs to know beyond the graph: the tensors a caller sends and gets, the class names and the tokenizer.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IRIS_FEATURES, IRIS_SPECIES, irises, reviews } from './corpus';
import { linearClassifier } from './onnxFile';
import { SHAPES, type ShapeGrid, shapeFeatures, shapePictures } from './shapes';
import { type HashedWords, hashedWords } from './textFeatures';
import { accuracy, type Sample, trainSoftmax } from './train';

/** What the model server reads beside `model.onnx`. */
export interface ModelManifest {
  /** The catalogue entry and its version. */
  catalogName: string;
  modelVersion: string;
  /** The tensor a caller sends: a sentence per element, rows of numbers, or grey-scale pictures. */
  input: { name: string; datatype: 'BYTES' | 'FP32'; shape: number[] };
  /** Class names, in the order of the graph's `probabilities`. */
  labels: string[];
  /** How the input becomes the graph's `features`: hashed words for text, a grid of ink for pictures, nothing for numbers. */
  preprocess: HashedWords | ShapeGrid | { kind: 'none'; features: number };
  /** Share of the training data classified right (a sanity check, printed at build). */
  trainingAccuracy: number;
  /** Bumped when the build changes, so a cached file from an older build is rebuilt. */
  build: number;
}

/** A built-in model: a catalogue entry whose versions this project builds. */
interface BuiltIn {
  catalogName: string;
  slug: string;
  versions: Record<string, () => { onnx: Uint8Array; manifest: ModelManifest }>;
}

const BUILD = 2;

function sentiment(version: string, spec: HashedWords, count: number) {
  const data = reviews(count);
  const samples: Sample[] = data.map((r) => ({ features: hashedWords(r.text, spec), label: r.label }));
  const model = trainSoftmax(samples, { features: spec.buckets, classes: 2, epochs: 150, rate: 4, l2: 1e-4 });
  const labels = ['negative', 'positive'];
  const manifest: ModelManifest = {
    catalogName: SENTIMENT,
    modelVersion: version,
    input: { name: 'text', datatype: 'BYTES', shape: [-1] },
    labels,
    preprocess: spec,
    trainingAccuracy: accuracy(model, samples, 2),
    build: BUILD,
  };
  const onnx = linearClassifier({
    name: 'review-sentiment',
    doc: `Sentiment of a short review (${labels.join(', ')}), logistic regression on ${spec.buckets} hashed word${spec.bigrams ? ' and word-pair' : ''} counts`,
    version: Number(version),
    features: spec.buckets,
    ...model,
    metadata: { labels: JSON.stringify(labels), preprocess: JSON.stringify(spec) },
  });
  return { onnx, manifest };
}

function iris(version: string, perSpecies: number) {
  const data = irises(perSpecies);
  const samples: Sample[] = data.map((d) => ({ features: new Map(d.features.map((x, i) => [i, x])), label: d.label }));
  const model = trainSoftmax(samples, { features: 4, classes: 3, epochs: 2000, rate: 0.1, l2: 1e-4 });
  const labels = [...IRIS_SPECIES];
  const manifest: ModelManifest = {
    catalogName: IRIS,
    modelVersion: version,
    input: { name: 'features', datatype: 'FP32', shape: [-1, 4] },
    labels,
    preprocess: { kind: 'none', features: 4 },
    trainingAccuracy: accuracy(model, samples, 3),
    build: BUILD,
  };
  const onnx = linearClassifier({
    name: 'iris-species',
    doc: `Iris species from ${IRIS_FEATURES.join(', ')} in centimetres, logistic regression`,
    version: Number(version),
    features: 4,
    ...model,
    metadata: { labels: JSON.stringify(labels), features: JSON.stringify(IRIS_FEATURES) },
  });
  return { onnx, manifest };
}

function shapeSketch(version: string, spec: ShapeGrid, perShape: number) {
  const features = spec.grid * spec.grid;
  const samples: Sample[] = shapePictures(perShape).map(({ image, label }) => {
    const grid = new Float32Array(features);
    shapeFeatures(image, spec, grid);
    const sparse = new Map<number, number>();
    grid.forEach((x, i) => {
      if (x !== 0) sparse.set(i, x);
    });
    return { features: sparse, label };
  });
  const model = trainSoftmax(samples, { features, classes: SHAPES.length, epochs: 150, rate: 1, l2: 1e-4 });
  const labels = [...SHAPES];
  const manifest: ModelManifest = {
    catalogName: SHAPE_SKETCH,
    modelVersion: version,
    // Pictures of any size, one grey channel from 0 (black) to 1 (white): what the playground sends of an image.
    input: { name: 'image', datatype: 'FP32', shape: [-1, -1, -1, 1] },
    labels,
    preprocess: spec,
    trainingAccuracy: accuracy(model, samples, SHAPES.length),
    build: BUILD,
  };
  const onnx = linearClassifier({
    name: 'shape-sketch',
    doc: `The shape in a picture (${labels.join(', ')}), logistic regression on a ${spec.grid}x${spec.grid} grid of the shape's ink`,
    version: Number(version),
    features,
    ...model,
    metadata: { labels: JSON.stringify(labels), preprocess: JSON.stringify(spec) },
  });
  return { onnx, manifest };
}

/** The catalogue names of the built-in models. */
export const SENTIMENT = 'Review Sentiment';
export const IRIS = 'Iris Species';
export const SHAPE_SKETCH = 'Shape Sketch';

const BUILT_IN: BuiltIn[] = [
  {
    catalogName: SENTIMENT,
    slug: 'review-sentiment',
    versions: {
      '2': () => sentiment('2', { kind: 'hashed-words', buckets: 1024, bigrams: true }, 3000),
      '1': () => sentiment('1', { kind: 'hashed-words', buckets: 256, bigrams: false }, 600),
    },
  },
  {
    catalogName: IRIS,
    slug: 'iris-species',
    versions: { '1': () => iris('1', 60) },
  },
  {
    catalogName: SHAPE_SKETCH,
    slug: 'shape-sketch',
    versions: { '1': () => shapeSketch('1', { kind: 'shape-grid', grid: 12 }, 100) },
  },
];

/** Whether a catalogue entry's version is one this project builds and this machine runs. */
export function isBuiltIn(catalogName: string, modelVersion: string | null): boolean {
  const model = BUILT_IN.find((m) => m.catalogName === catalogName);
  return Boolean(model && modelVersion !== null && model.versions[modelVersion]);
}

/** The directory holding a built-in model's version (`model.onnx` and `model.json`). */
export function builtInDir(dataDir: string, catalogName: string, modelVersion: string): string {
  const model = BUILT_IN.find((m) => m.catalogName === catalogName);
  if (!model) throw new Error(`${catalogName} is not a model this machine builds`);
  return join(dataDir, 'models', model.slug, modelVersion);
}

/**
 * Builds a built-in model's version into `dataDir` unless a file of the same build is there, and answers
 * its directory. Written to temporary names and renamed, so a server never loads half a file.
 */
export async function ensureBuiltIn(dataDir: string, catalogName: string, modelVersion: string): Promise<string> {
  const model = BUILT_IN.find((m) => m.catalogName === catalogName);
  const build = model?.versions[modelVersion];
  if (!model || !build) throw new Error(`${catalogName} ${modelVersion} is not a model this machine builds`);
  const dir = builtInDir(dataDir, catalogName, modelVersion);
  try {
    const cached = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as ModelManifest;
    if (cached.build === BUILD) return dir;
  } catch {
    // Not built yet.
  }
  const { onnx, manifest } = build();
  await mkdir(dir, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  await writeFile(join(dir, `model.onnx${suffix}`), onnx);
  await writeFile(join(dir, `model.json${suffix}`), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(join(dir, `model.onnx${suffix}`), join(dir, 'model.onnx'));
  await rename(join(dir, `model.json${suffix}`), join(dir, 'model.json'));
  return dir;
}

/** Every built-in model's versions, for the setup step that builds them all. */
export const builtInVersions = (): { catalogName: string; modelVersion: string }[] =>
  BUILT_IN.flatMap((m) =>
    Object.keys(m.versions).map((modelVersion) => ({ catalogName: m.catalogName, modelVersion })),
  );
