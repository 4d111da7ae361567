/** A value axis: the range it spans and the values it marks. */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/** Whether every value is a whole number, so the axis may count in whole steps. */
export function allWhole(values: Iterable<number | null | undefined>): boolean {
  for (const value of values) {
    if (value !== null && value !== undefined && !Number.isInteger(value)) return false;
  }
  return true;
}

/** The smallest of 1, 2, 5, 10, 20, 50 … that is at least `rough`. */
function wholeStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (power * factor >= rough) return power * factor;
  }
  return power * 10;
}

/**
 * Ticks for a count ("1.5 tickets" means nothing): whole-number steps of 1, 2 or 5 × 10ⁿ, about `count` of them,
 * and a domain widened to whole steps at both ends. A range of nothing (all zeros) still spans one step.
 */
export function wholeTicks([lo, hi]: [number, number], count = 5): ValueAxis {
  const low = Math.floor(Math.min(lo, hi));
  const high = Math.ceil(Math.max(lo, hi));
  const step = wholeStep((high - low) / Math.max(1, count));
  const from = Math.floor(low / step) * step;
  let to = Math.ceil(high / step) * step;
  if (to <= from) to = from + step;
  const ticks: number[] = [];
  for (let tick = from; tick <= to; tick += step) ticks.push(tick);
  return { domain: [from, to], ticks };
}
