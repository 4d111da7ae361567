import { type ReactNode, useDeferredValue, useState } from 'react';
import { firstDataPainted } from './afterFirstData';

/**
 * Shows `fallback` at once, then renders `children` in a background render that React splits into short slices,
 * yielding to the browser between them. For a large subtree that appears because a store changed (the router
 * resolving, a query answering): such an update renders synchronously, in one long task that blocks input. On the
 * console's first screen (until its data has painted) the children render at once: that render is already a
 * transition (main.tsx), rendered in slices, and the frame then paints with its page's rows in one commit rather than
 * its skeleton first.
 */
export function RenderAfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [atOnce] = useState(() => !firstDataPainted());
  const ready = useDeferredValue(true, atOnce ? undefined : false);
  return ready ? children : fallback;
}
