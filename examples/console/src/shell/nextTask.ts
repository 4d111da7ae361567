/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the current one: the browser
 * can paint and handle input in between. `scheduler.yield` where the browser has it (it keeps this work's
 * place ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
