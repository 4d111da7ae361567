import { afterEach, describe, expect, it } from 'vitest';
// React DOM's client is what carries out preloadModule (the console's entry script imports it).
import 'react-dom/client';
import { preloadLandingCode } from './landingCodePreload';

function page(): void {
  document.head.innerHTML = `
    <meta name="console-landing-code" data-module="super-admin" content="/assets/a.js /assets/frame.js" />
    <meta name="console-landing-code" data-module="project-module" content="/assets/frame.js /assets/b.js" />`;
}

describe("a sign-in's preload of its landing's code", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("asks for every script of the landing's module at once, each once, and none of other modules", () => {
    page();
    preloadLandingCode('super-admin');
    preloadLandingCode('super-admin');
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    // The frame's script, shared with other modules' landings, asked for once.
    expect(links).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/frame.js'],
    ]);
  });

  it('does not ask again for the scripts the page already asks for (the callback page’s links, the entry)', () => {
    // Scripts of their own: React remembers every script it was asked for, for the whole page (this file).
    document.head.innerHTML = `
      <meta name="console-landing-code" data-module="branch-module" content="/assets/common.js /assets/entry.js /assets/c.js" />
      <script type="module" src="/assets/entry.js"></script>`;
    // As the callback page's inline script adds them: no `as`, so React's own lookup does not find them.
    const common = document.createElement('link');
    common.rel = 'modulepreload';
    common.href = '/assets/common.js';
    document.head.append(common);
    preloadLandingCode('branch-module');
    const links = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/common.js', '/assets/c.js']);
  });

  it('asks for nothing for a module the page names no scripts for', () => {
    page();
    preloadLandingCode('org-module');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
