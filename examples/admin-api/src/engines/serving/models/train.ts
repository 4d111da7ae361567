/**
 * Multinomial logistic regression trained by full-batch gradient descent: small, deterministic (the same
 * data always gives the same weights) and quick enough to run at setup. Samples are sparse so that hashed
 * bag-of-words features stay cheap.
 */

/** One training sample: its non-zero features (index -> value) and its class. */
export interface Sample {
  features: Map<number, number>;
  label: number;
}

/** Weights [features x classes] row-major and bias [classes], as ONNX's Gemm takes them. */
export interface LinearModel {
  weights: Float32Array;
  bias: Float32Array;
}

/** Class probabilities of one sample. */
export function predict(model: LinearModel, features: Map<number, number>, classes: number): number[] {
  const logits = Float64Array.from(model.bias);
  for (const [f, x] of features)
    for (let c = 0; c < classes; c++)
      logits[c] = (logits[c] as number) + x * (model.weights[f * classes + c] as number);
  const max = Math.max(...logits);
  const exps = Array.from(logits, (l) => Math.exp(l - max));
  const sum = exps.reduce((s, e) => s + e, 0);
  return exps.map((e) => e / sum);
}

/** Trains on `samples` with `features` inputs and `classes` outputs. */
export function trainSoftmax(
  samples: readonly Sample[],
  o: { features: number; classes: number; epochs: number; rate: number; l2: number },
): LinearModel {
  const { features, classes } = o;
  const w = new Float64Array(features * classes);
  const b = new Float64Array(classes);
  const model = () => ({ weights: Float32Array.from(w), bias: Float32Array.from(b) });
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    const gw = new Float64Array(features * classes);
    const gb = new Float64Array(classes);
    const current = { weights: w as unknown as Float32Array, bias: b as unknown as Float32Array };
    for (const s of samples) {
      const p = predict(current, s.features, classes);
      for (let c = 0; c < classes; c++) {
        const error = (p[c] as number) - (c === s.label ? 1 : 0);
        gb[c] = (gb[c] as number) + error;
        for (const [f, x] of s.features) gw[f * classes + c] = (gw[f * classes + c] as number) + error * x;
      }
    }
    const n = samples.length;
    for (let i = 0; i < w.length; i++) {
      const wi = w[i] as number;
      w[i] = wi - o.rate * ((gw[i] as number) / n + o.l2 * wi);
    }
    for (let c = 0; c < classes; c++) b[c] = (b[c] as number) - o.rate * ((gb[c] as number) / n);
  }
  return model();
}

/** Share of `samples` whose most probable class is their label. */
export function accuracy(model: LinearModel, samples: readonly Sample[], classes: number): number {
  let right = 0;
  for (const s of samples) {
    const p = predict(model, s.features, classes);
    if (p.indexOf(Math.max(...p)) === s.label) right++;
  }
  return right / samples.length;
}
