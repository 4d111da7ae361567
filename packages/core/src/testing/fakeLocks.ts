import type { LockManagerLike } from '../platform/crossTab';

/** Test helper: an in-process Web Locks stand-in (exclusive locks, FIFO, abortable while waiting). */
export function fakeLocks(): LockManagerLike & { held: Set<string> } {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const request = <T>(
    name: string,
    optionsOrCallback: { signal?: AbortSignal } | ((lock: unknown) => Promise<T> | T),
    maybeCallback?: (lock: unknown) => Promise<T> | T,
  ): Promise<T> => {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const signal = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback.signal;
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      held.add(name);
      try {
        return await (callback as (lock: unknown) => Promise<T> | T)({ name });
      } finally {
        held.delete(name);
      }
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request, held } as LockManagerLike & { held: Set<string> };
}
