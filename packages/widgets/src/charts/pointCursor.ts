/** The point a chart's keyboard or pointer is on: a series and an index into its points. */
export interface PointCursor {
  series: number;
  index: number;
}

/** For a move to another series: the index in `series` closest (in x) to the point the cursor is on. */
export type NearestIndex = (series: number, from: PointCursor) => number;

const sameIndex: NearestIndex = (_series, from) => from.index;

function step(length: number): number {
  return Math.max(1, Math.round(length / 10));
}

/**
 * Where a key press moves the cursor over series of `lengths` points: Left/Right one point, PageUp/PageDown a
 * tenth of the series, Home/End to either end, Up/Down to the previous/next non-empty series (at the nearest
 * point), Escape away (`null`). Returns `undefined` for keys a chart does not use.
 */
export function nextCursor(
  key: string,
  cursor: PointCursor | null,
  lengths: readonly number[],
  nearest: NearestIndex = sameIndex,
): PointCursor | null | undefined {
  const filled = lengths.flatMap((length, series) => (length > 0 ? [series] : []));
  const firstSeries = filled[0];
  const current = cursor ?? null;
  if (firstSeries === undefined) return undefined;
  const series = current?.series ?? firstSeries;
  const last = (lengths[series] ?? 1) - 1;
  const at = (index: number): PointCursor => ({ series, index: Math.min(last, Math.max(0, index)) });

  switch (key) {
    case 'ArrowRight':
      return at(current === null ? 0 : current.index + 1);
    case 'ArrowLeft':
      return at(current === null ? last : current.index - 1);
    case 'PageDown':
      return at(current === null ? 0 : current.index + step(last + 1));
    case 'PageUp':
      return at(current === null ? last : current.index - step(last + 1));
    case 'Home':
      return at(0);
    case 'End':
      return at(last);
    case 'ArrowDown':
    case 'ArrowUp': {
      if (current === null) return at(0);
      const position = filled.indexOf(series);
      const target = filled[key === 'ArrowDown' ? position + 1 : position - 1];
      if (target === undefined) return current;
      const targetLast = (lengths[target] ?? 1) - 1;
      return { series: target, index: Math.min(targetLast, Math.max(0, nearest(target, current))) };
    }
    case 'Escape':
      // With nothing to clear, Escape stays with the page (it may close a dialog around the chart).
      return current === null ? undefined : null;
    default:
      return undefined;
  }
}
