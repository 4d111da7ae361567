// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESET_ONLY } from './scrollResetOnly';

type Listener = (event: { toLocation: { hash: string; state: Record<string, unknown> } }) => void;

/** The replacement module, loaded as the build loads it. */
const load = () =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(SCROLL_RESET_ONLY)}`) as Promise<{
    setupScrollRestoration: (router: unknown) => void;
  }>;

function fakeRouter(options: Record<string, unknown> = {}) {
  const listeners: Listener[] = [];
  return {
    options,
    _scroll: { n: true } as { n: boolean; h?: boolean; r?: boolean },
    subscribe: vi.fn((event: string, listener: Listener) => {
      if (event === 'onRendered') listeners.push(listener);
    }),
    rendered: (hash = '', state: Record<string, unknown> = {}) => {
      for (const listener of listeners) listener({ toLocation: { hash, state } });
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the router scroll handling this build keeps', () => {
  it('scrolls the window to the top after each navigation, once set up however often asked', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { setupScrollRestoration } = await load();
    const router = fakeRouter({ scrollRestorationBehavior: 'instant' });
    setupScrollRestoration(router);
    setupScrollRestoration(router);
    expect(router.subscribe).toHaveBeenCalledTimes(1);
    router.rendered();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves the scroll where it is after a navigation that asked so, and then resets again', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { setupScrollRestoration } = await load();
    const router = fakeRouter();
    setupScrollRestoration(router);
    router._scroll.n = false; // what `navigate({ resetScroll: false })` sets
    router.rendered();
    expect(scrollTo).not.toHaveBeenCalled();
    router.rendered();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("scrolls the hash's element into view instead of the window to the top", async () => {
    const scrollTo = vi.fn();
    const scrollIntoView = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'part' ? { scrollIntoView } : null) });
    const { setupScrollRestoration } = await load();
    const router = fakeRouter();
    setupScrollRestoration(router);
    router.rendered('part');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith(true);
  });

  it('refuses a router that asks for kept scroll positions', async () => {
    const { setupScrollRestoration } = await load();
    expect(() => setupScrollRestoration(fakeRouter({ scrollRestoration: true }))).toThrow();
  });
});
