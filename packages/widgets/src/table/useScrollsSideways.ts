import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether a box is narrower than its content, so it scrolls sideways. Such a box must be reachable by keyboard
 * (a tab stop, a region with a name) so that people without a pointer can scroll it; a box that fits needs no stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The observer reports every observed box once it is laid out, then on each change: the widths are read
    // after the browser's own layout. Reading them here, in the effect, would force a layout of the whole page
    // in the middle of the startup's script (50 ms and more on a phone for a landing).
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
