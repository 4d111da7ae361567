import { preloadModule } from 'react-dom';

/**
 * Once a sign-in knows its landing's module, every script of that landing (the build's list in the page: the module
 * frame, the landing page, the frame's lazy parts and all they import) is asked for at once (`rel=modulepreload`:
 * fetched, from the cache the sign-in screen's prefetch filled, and compiled, in parallel), instead of each script's
 * imports being found only once that script has arrived. React's `preloadModule` asks for each script once per page.
 */
export function preloadLandingCode(module: string, doc: Pick<Document, 'querySelectorAll'> = document): void {
  // The scripts the page already asks for (the callback page's links to every landing's common scripts, the entry):
  // React finds only the links it added itself, and would add a second one for each of these.
  const asked = new Set(
    [...doc.querySelectorAll('link[rel=modulepreload][href], script[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    ),
  );
  for (const meta of doc.querySelectorAll('meta[name=console-landing-code]')) {
    if (meta.getAttribute('data-module') !== module) continue;
    for (const href of meta.getAttribute('content')?.split(' ') ?? [])
      if (href && !asked.has(href)) preloadModule(href);
  }
}
