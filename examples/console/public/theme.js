// Applies the theme a person chose in the user menu before the first paint (a classic script, allowed by the
// console's CSP as it comes from its own origin). Without a choice the page follows the system's colour scheme.
(() => {
  try {
    const choice = localStorage.getItem('console-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute('data-theme', choice);
  } catch {
    // Storage refused (private mode, a policy): the system's scheme applies.
  }
})();
