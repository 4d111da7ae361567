import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows `fallback` at once, then renders `children` in a background render that React splits into short slices,
 * yielding to the browser between them. For a large subtree that appears because a store changed (the router
 * resolving, a query answering): such an update renders synchronously, in one long task that blocks input.
 */
export function RenderAfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
