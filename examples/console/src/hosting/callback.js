// The callback page's inline script (vite.config.ts puts it in index.html with the build's values in place of
// __ISSUER__ and __CLIENT_ID__; the CSP allows it by its hash). Back from the identity provider,
// it sends the code exchange while the HTML is still parsed, instead of once the entry script has loaded and run:
// @console/core's AuthClient.handleCallback takes its answer (window.__consoleCodeExchange) and checks it as its own.
// It only sends when the callback's state is the one this browser stored, with the stored PKCE verifier, to the token
// endpoint that discovery found earlier in this tab for the configured issuer (on the issuer's origin); the CSP lets
// it talk to nothing else. It reads nothing back and stores nothing: the tokens are checked and kept by core.
// It also asks for the code that finishes the sign-in (core's callback chunk, named by the build in the meta element
// console-callback-chunk) beside the entry script.
// Keep it small and free of imports.
(() => {
  if (location.pathname !== '/callback') return;
  try {
    const issuer = __ISSUER__;
    const cookie = (name) => {
      const found = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
      return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
    };
    const chunk = document.querySelector('meta[name="console-callback-chunk"]')?.getAttribute('content');
    if (chunk) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      document.head.append(link);
    }
    const params = new URLSearchParams(location.search);
    const code = params.get('code');
    const state = params.get('state');
    const verifier = cookie('code_verifier');
    const kept = JSON.parse(sessionStorage.getItem(`console-oidc:${issuer}`) || 'null');
    const token = kept && typeof kept.token === 'string' ? new URL(kept.token) : null;
    if (!code || !state || state !== cookie('auth_state') || !verifier || !token) return;
    if (token.origin !== new URL(issuer).origin) return;
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: __CLIENT_ID__,
      redirect_uri: `${location.origin}/callback`,
      code,
      scope: 'openid',
      code_verifier: verifier,
    });
    const response = fetch(token.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
    // Core reads the answer (or the failure) when it runs.
    response.catch(() => {});
    window.__consoleCodeExchange = { code, response };
  } catch {
    // Anything unexpected: core exchanges the code itself, as without this script.
  }
})();
