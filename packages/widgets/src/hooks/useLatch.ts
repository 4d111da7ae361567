import { useState } from 'react';

/**
 * `true` from the first render where `when` is, and ever after: a part mounted from its first use on (a popover, a
 * dialog whose code loads when first opened) stays mounted, so that it closes, animates and returns focus as before.
 */
export function useLatch(when: boolean): boolean {
  const [latched, setLatched] = useState(when);
  if (when && !latched) setLatched(true);
  return latched || when;
}
