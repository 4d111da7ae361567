/** Which of its four faces a chart shows. */
export type ChartStatus = 'loading' | 'error' | 'empty' | 'data';

/**
 * The face of a chart from its data count (`undefined` before the first load), load flag and error. An error
 * wins; a reload with data present keeps the data (the frame is marked busy instead).
 */
export function chartStatus(count: number | undefined, loading: boolean, error: unknown): ChartStatus {
  if (error) return 'error';
  if (count === undefined || (loading && count === 0)) return 'loading';
  return count === 0 ? 'empty' : 'data';
}
