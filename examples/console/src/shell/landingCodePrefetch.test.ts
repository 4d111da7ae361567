import { afterEach, describe, expect, it } from 'vitest';
import { landingCodeHrefs, prefetchLandingCode } from './landingCodePrefetch';

function page(cookie: string): Document {
  document.head.innerHTML = `
    <meta name="console-landing-code" data-module="super-admin" content="/assets/a.js /assets/frame.js" />
    <meta name="console-landing-code" data-module="project-module" content="/assets/frame.js /assets/b.js" />`;
  return { querySelectorAll: document.querySelectorAll.bind(document), cookie } as unknown as Document;
}

describe("the sign-in screen's prefetch of the landings' code", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("fetches every landing's scripts once when the next landing is not known", () => {
    expect(landingCodeHrefs(page(''))).toEqual(['/assets/a.js', '/assets/frame.js', '/assets/b.js']);
  });

  it('fetches only the kept module’s landing when a session ended without signing out', () => {
    expect(landingCodeHrefs(page('theme=dark; module=project-module'))).toEqual(['/assets/frame.js', '/assets/b.js']);
  });

  it('fetches every landing for a module cookie it does not know', () => {
    expect(landingCodeHrefs(page('module=elsewhere'))).toHaveLength(3);
  });

  it('adds one prefetch link per script, once however often it is asked', () => {
    page('');
    prefetchLandingCode();
    prefetchLandingCode();
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).toEqual([
      ['prefetch', '/assets/a.js'],
      ['prefetch', '/assets/frame.js'],
      ['prefetch', '/assets/b.js'],
    ]);
  });
});
