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
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
