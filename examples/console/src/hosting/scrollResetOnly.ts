import type { Plugin } from 'vite';

/** The router's scroll restoration module, wherever the package manager put it. */
const SCROLL_RESTORATION = /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]scroll-restoration\.js$/;

/**
 * What the router's scroll handling does with `scrollRestoration: false` (this console's choice: see
 * createConsoleRouter.ts), and nothing else: after each navigation renders, the window goes back to the top (unless
 * the navigation said `resetScroll: false`), or to the element the location's hash names. The router's module also
 * keeps every page's scroll positions in session storage for restoring them, which this console never does: about
 * 0.7 KB gz less in the entry script. The router's other exports of that module keep their meaning.
 */
export const SCROLL_RESET_ONLY = `
export const storageKey = 'tsr-scroll-restoration-v1_3';
export const defaultGetScrollRestorationKey = (location) => location.state.__TSR_key || location.href;
export const getElementScrollRestorationEntry = () => undefined;
export function setupScrollRestoration(router) {
  if (router.options.scrollRestoration || router.options.scrollToTopSelectors) throw new Error('scroll: not in this build');
  const scroll = router._scroll;
  if (scroll.r) return;
  scroll.r = true;
  router.subscribe('onRendered', (event) => {
    const reset = scroll.n;
    scroll.n = true;
    scroll.h = false;
    const hash = event.toLocation.hash;
    const intoView = event.toLocation.state.__hashScrollIntoViewOptions ?? true;
    if (reset && !hash) scrollTo({ top: 0, left: 0, behavior: router.options.scrollRestorationBehavior });
    if (hash && intoView) document.getElementById(hash)?.scrollIntoView(intoView);
  });
}
`;

/** Replaces the router's scroll restoration module with {@link SCROLL_RESET_ONLY} in the build. */
export function scrollResetOnly(): Plugin {
  return {
    name: 'console-scroll-reset-only',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (SCROLL_RESTORATION.test(id.split('?')[0] ?? id) ? SCROLL_RESET_ONLY : undefined),
  };
}
