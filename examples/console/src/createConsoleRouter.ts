import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './routerContext';
import { routeTree } from './routeTree.gen';
import { PageError } from './shell/PageError';

/** The console's router over the generated route tree, with the guards' context. */
export function createConsoleRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    notFoundMode: 'root',
    // A failing page shows its error inside the module frame; the root's own error screen is for the frame.
    defaultErrorComponent: PageError,
    defaultPreload: false,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
