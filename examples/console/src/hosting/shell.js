// The second inline script of index.html, at the end of the static shell (vite.config.ts puts it there; the CSP
// allows it by its hash). It runs before the first paint and writes the shell's texts in the reader's kept
// language and, on a navigation page, the page's heading, from the table in <script id="console-shell-texts">
// (src/hosting/startupScript.ts builds it from src/modules.ts and the console's catalogues). Keep it small and
// free of imports; on any error the shell keeps its English texts and no heading.
(() => {
  try {
    const data = JSON.parse(document.getElementById('console-shell-texts').textContent);
    let language = 'en';
    try {
      const kept = localStorage.getItem('console-language');
      if (kept && Object.hasOwn(data.languages, kept)) language = kept;
    } catch {
      // Storage refused: English, as the app starts.
    }
    const texts = data.languages[language];
    const write = (id, text) => {
      document.getElementById(id).textContent = text;
    };
    document.documentElement.lang = language;
    const shell = document.documentElement.getAttribute('data-shell');
    if (shell === 'signin') {
      write('console-shell-signin-heading', texts.signin.heading);
      write('console-shell-signin-text', texts.signin.text);
      write('console-shell-signin-button', texts.signin.button);
      return;
    }
    if (shell !== 'frame') return;
    write('console-shell-menu', texts.menu);
    write('console-shell-loading', texts.loading);
    const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
    const key = Object.hasOwn(data.pages, path) ? data.pages[path] : undefined;
    const title = key === undefined ? undefined : texts.pages[key];
    if (!title) return;
    const heading = document.getElementById('console-shell-heading');
    const h1 = document.createElement('h1');
    h1.setAttribute('data-slot', 'page-header-title');
    // Not the app's own heading yet: tests that wait for the app tell the two apart.
    h1.setAttribute('data-shell-heading', '');
    h1.textContent = title;
    heading.querySelector('[data-slot="page-header-text"]').append(h1);
    // The widgets' heading follows the theme as the app's will: the kept choice, else the system's.
    heading.firstElementChild.setAttribute(
      'data-theme',
      document.documentElement.getAttribute('data-theme') || 'system',
    );
    heading.hidden = false;
    document.title = `${document.title}-${title}`;
  } catch {
    // A host that changed the markup: the shell stays as it is.
  }
})();
