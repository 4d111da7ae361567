import { useLayoutEffect, useState } from 'react';
import { RESIZE_REDRAW_MS } from './chartDefaults';

/** What `useDebouncedResize` gives: a ref for the element to measure and its width in whole pixels. */
export interface DebouncedSize<T extends HTMLElement> {
  ref: (element: T | null) => void;
  /** `undefined` until the element is mounted and measured. */
  width: number | undefined;
}

/**
 * The width of an element, measured once before the first paint and again `delayMs` (default 150) after the
 * last window resize or change of the element's own size. A drag across the window therefore costs one redraw,
 * not one per frame; in between, a chart drawn into a `viewBox` simply scales.
 */
export function useDebouncedResize<T extends HTMLElement = HTMLDivElement>(
  delayMs: number = RESIZE_REDRAW_MS,
): DebouncedSize<T> {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number>();

  useLayoutEffect(() => {
    if (element === null) return;
    let measured = Math.floor(element.getBoundingClientRect().width);
    setWidth(measured);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      // Only a new width redraws; the same width must not cost a render.
      if (next === measured) return;
      measured = next;
      setWidth(next);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, delayMs);
    };
    window.addEventListener('resize', schedule);
    // A container can change width without the window (a sidebar closes); that waits the same delay. Height
    // changes are ignored: the drawing's own height follows its width and would otherwise wake this again.
    const onObserve = (entries: ResizeObserverEntry[]) => {
      const width = entries.at(-1)?.contentRect.width;
      if (width !== undefined && Math.floor(width) !== measured) schedule();
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onObserve);
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [element, delayMs]);

  return { ref: setElement, width };
}
