import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { goToRootOnSignOut, scrollToTopOnNavigation } from './navigationEffects';

describe('scrollToTopOnNavigation', () => {
  it('scrolls smoothly to the top when the page changes, not when only the search changes', async () => {
    const root = createRootRoute();
    const routeTree = root.addChildren(['/a', '/b'].map((path) => createRoute({ getParentRoute: () => root, path })));
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/a'] }) });
    await router.load();
    const scrollTo = vi.fn();
    scrollToTopOnNavigation(router, scrollTo);
    await router.navigate({ href: '/b' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    await router.navigate({ href: '/b?x=1' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('goToRootOnSignOut', () => {
  it('forgets cached data and goes to the app root when the session ends elsewhere', () => {
    let ended = () => {};
    const auth = {
      onSignedOut(cb: () => void) {
        ended = cb;
        return () => {};
      },
    };
    const queryClient = { clear: vi.fn() };
    const assign = vi.fn();
    goToRootOnSignOut({ auth } as unknown as Parameters<typeof goToRootOnSignOut>[0], queryClient, assign);
    expect(assign).not.toHaveBeenCalled();
    ended();
    expect(queryClient.clear).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
