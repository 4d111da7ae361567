/**
 * Reproducible randomness for the reference server's simulations: the same inputs always give the
 * same numbers (a restarted server draws the same utilisation curve, an embedding of the same text
 * is the same vector). Not for anything secret.
 */

/** A 32-bit seed from a list of values (FNV-1a over their text, NUL-separated so ['ab'] and ['a', 'b'] differ). */
export function seedFrom(values: readonly unknown[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    const text = `${String(value)}\u0000`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

/** Floats in [0, 1) from a 32-bit seed (mulberry32: small, fast, well spread for simulation). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
