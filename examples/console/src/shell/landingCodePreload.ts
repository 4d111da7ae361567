import { preloadModule } from 'react-dom';

/**
 * Once a sign-in knows its landing's module, every script of that landing (the build's list in the page: the module
 * frame, the landing page, the frame's lazy parts and all they import) is asked for at once (`rel=modulepreload`:
 * fetched, from the cache the sign-in screen's prefetch filled, and compiled, in parallel), instead of each script's
 * imports being found only once that script has arrived. React's `preloadModule` asks for each script once per page.
 */
export function preloadLandingCode(module: string, doc: Pick<Document, 'querySelectorAll'> = document): void {
  for (const meta of doc.querySelectorAll('meta[name=console-landing-code]')) {
    if (meta.getAttribute('data-module') !== module) continue;
    for (const href of meta.getAttribute('content')?.split(' ') ?? []) if (href) preloadModule(href);
  }
}
