import { CLUSTER_MAX_POINTS, CLUSTER_MAX_RANGE_DAYS, CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { invalid } from '../../http/errors';

/** A checked window of a series or report. */
export interface ClusterRange {
  from: Date;
  to: Date;
  /** Seconds between points. */
  step: number;
}

/**
 * Checks what the contract's schema cannot say alone: `to` after `from`, the longest range, and the
 * point count of the step; without a step, the finest one that keeps the series within its bound.
 */
export function checkRange(query: { from: string; to: string; step?: number | undefined }): ClusterRange {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const spanSeconds = (to.getTime() - from.getTime()) / 1000;
  if (!(spanSeconds > 0)) throw invalid({ to: 'Must be after from' });
  if (spanSeconds > CLUSTER_MAX_RANGE_DAYS * 86_400)
    throw invalid({ to: `At most ${CLUSTER_MAX_RANGE_DAYS} days after from` });
  const pointsOf = (step: number) => Math.floor(spanSeconds / step) + 1;
  if (query.step !== undefined) {
    if (pointsOf(query.step) > CLUSTER_MAX_POINTS)
      throw invalid({ step: `Gives more than ${CLUSTER_MAX_POINTS} points over this range: use a larger step` });
    return { from, to, step: query.step };
  }
  const multiples = Math.max(1, Math.ceil(spanSeconds / (CLUSTER_MAX_POINTS - 1) / CLUSTER_SAMPLE_SECONDS));
  return { from, to, step: multiples * CLUSTER_SAMPLE_SECONDS };
}
