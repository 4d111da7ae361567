/**
 * A signal for one request: it follows the caller's `signal` (for the request and, later, for reading
 * the body) and aborts with a `TimeoutError` after `ms` unless `stopTimer()` came first.
 */
export function withTimeout(
  signal: AbortSignal | null | undefined,
  ms: number,
): { signal: AbortSignal; stopTimer(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms > 0 && Number.isFinite(ms)
      ? setTimeout(() => controller.abort(new DOMException('The operation timed out', 'TimeoutError')), ms)
      : undefined;
  return { signal: controller.signal, stopTimer: () => clearTimeout(timer) };
}
