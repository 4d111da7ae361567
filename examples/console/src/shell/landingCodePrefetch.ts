/** The landings' scripts the build names in the page (src/hosting/landingCode.ts), one meta element per module. */
export function landingCodeHrefs(doc: Pick<Document, 'querySelectorAll' | 'cookie'>): string[] {
  const metas = [...doc.querySelectorAll('meta[name="console-landing-code"]')];
  // The module kept from a session that ended without signing out: its landing is where the next sign-in leads.
  const module = /(?:^|;\s*)module=([^;]*)/.exec(doc.cookie)?.[1];
  const kept = metas.filter((meta) => meta.getAttribute('data-module') === module);
  const hrefs = new Set<string>();
  for (const meta of kept.length ? kept : metas) {
    for (const href of (meta.getAttribute('content') ?? '').split(' ')) if (href) hrefs.add(href);
  }
  return [...hrefs];
}

let started = false;

/**
 * The sign-in screen fetches the landings' code into the browser's cache (`rel=prefetch`: fetched at low priority,
 * not compiled, and not cancelled by the navigation to the identity provider) while the person signs in at the
 * identity provider. Back on the callback page, the landing's code is then read from the cache instead of taking
 * the page's six connections from the session's first API requests. Once per page.
 */
export function prefetchLandingCode(doc: Document = document): void {
  if (started) return;
  started = true;
  for (const href of landingCodeHrefs(doc)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.append(link);
  }
}
