import { scaleLinear } from '@visx/scale';
import { wholeTicks } from './valueTicks';

/**
 * The linear scale of a value axis and its ticks. Counts (`whole`) step in whole numbers; other values take the
 * scale's own nice ticks.
 */
export function valueScale(
  domain: [number, number],
  range: [number, number],
  whole: boolean,
  count: number,
): { scale: ReturnType<typeof scaleLinear<number>>; ticks: number[] } {
  if (whole) {
    const axis = wholeTicks(domain, count);
    return { scale: scaleLinear<number>({ domain: axis.domain, range }), ticks: axis.ticks };
  }
  const scale = scaleLinear<number>({ domain, range, nice: true });
  return { scale, ticks: scale.ticks(count) };
}

/** Px of the left margin that fits the widest tick label (11 px text, about 6.5 px a character). */
export function tickLabelRoom(labels: readonly string[], min = 32, max = 104): number {
  const chars = labels.reduce((widest, label) => Math.max(widest, label.length), 0);
  return Math.min(max, Math.max(min, Math.ceil(chars * 6.5) + 12));
}
