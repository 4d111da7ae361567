/**
 * The text classifier's tokenizer, shared by the trainer and the model server: lower-case words (and, from
 * version 2, pairs of neighbouring words) hashed into a fixed number of buckets and counted, then scaled to
 * unit length. The ONNX graph takes the counts; the model server turns a request's sentence into them, as a
 * KServe transformer (pre-processor) does in front of a predictor.
 */

/** How a text model's sentences become its `features` tensor. */
export interface HashedWords {
  kind: 'hashed-words';
  buckets: number;
  bigrams: boolean;
}

/** FNV-1a of a string, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The words of a sentence: letters, digits and apostrophes, lower-cased. */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** A sentence's sparse feature vector (bucket -> value), unit length. */
export function hashedWords(text: string, spec: HashedWords): Map<number, number> {
  const tokens = words(text);
  const terms = spec.bigrams ? [...tokens, ...tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`)] : tokens;
  const counts = new Map<number, number>();
  for (const term of terms) {
    const bucket = fnv1a(term) % spec.buckets;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const norm = Math.hypot(...counts.values()) || 1;
  for (const [k, v] of counts) counts.set(k, v / norm);
  return counts;
}

/** The dense row of {@link hashedWords}, written into `into` at `offset`. */
export function denseHashedWords(text: string, spec: HashedWords, into: Float32Array, offset: number) {
  for (const [k, v] of hashedWords(text, spec)) into[offset + k] = v;
}
