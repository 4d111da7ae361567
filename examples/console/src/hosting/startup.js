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
// The static shell in index.html: the console's frame on a module path (the app's own loading state there), the
// centred spinner elsewhere (sign-in, callback).
(() => {
  const first = location.pathname.split('/')[1];
  // MODULE_IDS of @console/core (a classic script cannot import it).
  const modules = ['super-admin', 'org-module', 'branch-module', 'project-module', 'project-member-module'];
  if (modules.includes(first)) document.documentElement.setAttribute('data-shell', 'frame');
})();
