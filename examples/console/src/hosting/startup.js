// The one inline script of index.html (vite.config.ts puts it in the page; the CSP allows it by its hash, see
// src/hosting/securityHeaders.ts): it runs while the HTML is parsed, without a request of its own before the
// first paint. Keep it small and free of imports.
//
// Applies the theme a person chose in the user menu before the first paint. Without a choice the page follows
// the system's colour scheme.
(() => {
  try {
    const choice = localStorage.getItem('console-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute('data-theme', choice);
  } catch {
    // Storage refused (private mode, a policy): the system's scheme applies.
  }
})();
// The static shell in index.html: the console's frame on a module path (the app's own loading state there); the
// sign-in screen on a sign-in path when no session cookie is there (what the app will show); else the centred
// spinner (callback, or a session the app checks first).
(() => {
  const first = location.pathname.split('/')[1];
  // MODULE_IDS of @console/core (a classic script cannot import it).
  const modules = ['super-admin', 'org-module', 'branch-module', 'project-module', 'project-member-module'];
  if (modules.includes(first)) document.documentElement.setAttribute('data-shell', 'frame');
  // The cookie token store's names (StoreKey of @console/core), whole or split in chunks.
  const session = /(?:^|;\s*)(?:access|refresh)_token(?:\.\d+)?=/.test(document.cookie);
  if (['', 'login', 'not-authenticated'].includes(first) && location.pathname.split('/').length <= 2 && !session)
    document.documentElement.setAttribute('data-shell', 'signin');
})();
