// Applies the theme a person chose in the top bar before the first paint (a classic script from the portal's own
// origin). Without a choice the page follows the system's colour scheme.
(() => {
  try {
    const choice = localStorage.getItem('portal-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.setAttribute('data-theme', choice);
  } catch {
    // Storage refused (private mode, a policy): the system's scheme applies.
  }
})();
