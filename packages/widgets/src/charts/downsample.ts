/**
 * Min/max-per-pixel downsampling (the M4 method): the x range is cut into `buckets` equal columns, usually one per
 * pixel, and each column keeps only its first, last, lowest and highest point. A line through what is kept covers
 * the same pixels as a line through every point, so a one-sample spike to 100 % still shows, which an
 * every-nth-point or averaging reduction would lose.
 *
 * Points must be sorted by x. A point whose y is `null` is a gap; the first gap in a column is kept so the line
 * still breaks there. The result is a subsequence of the input (the same objects, in order). When there are no
 * more than two points per column the input is returned as it is.
 */
export function downsampleMinMax<T>(
  points: readonly T[],
  buckets: number,
  x: (point: T) => number,
  y: (point: T) => number | null,
): readonly T[] {
  const columns = Math.max(1, Math.floor(buckets));
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length <= columns * 2) return points;
  const x0 = x(first);
  const span = x(last) - x0;
  if (!(span > 0)) return points;

  const kept: T[] = [];
  let column = -1;
  // Indices chosen in the current column: first, last, min, max (defined points) and the first gap.
  let firstIndex = -1;
  let lastIndex = -1;
  let minIndex = -1;
  let maxIndex = -1;
  let gapIndex = -1;
  let minValue = Number.POSITIVE_INFINITY;
  let maxValue = Number.NEGATIVE_INFINITY;

  const flush = () => {
    const chosen = [firstIndex, minIndex, maxIndex, lastIndex, gapIndex].filter((i) => i >= 0);
    chosen.sort((a, b) => a - b);
    let previous = -1;
    for (const index of chosen) {
      const point = points[index];
      if (index !== previous && point !== undefined) kept.push(point);
      previous = index;
    }
  };

  for (let index = 0; index < points.length; index++) {
    const point = points[index] as T;
    const at = Math.min(columns - 1, Math.floor(((x(point) - x0) / span) * columns));
    if (at !== column) {
      if (column >= 0) flush();
      column = at;
      firstIndex = lastIndex = minIndex = maxIndex = gapIndex = -1;
      minValue = Number.POSITIVE_INFINITY;
      maxValue = Number.NEGATIVE_INFINITY;
    }
    const value = y(point);
    if (value === null || Number.isNaN(value)) {
      if (gapIndex < 0) gapIndex = index;
      continue;
    }
    if (firstIndex < 0) firstIndex = index;
    lastIndex = index;
    if (value < minValue) {
      minValue = value;
      minIndex = index;
    }
    if (value > maxValue) {
      maxValue = value;
      maxIndex = index;
    }
  }
  flush();
  return kept;
}
