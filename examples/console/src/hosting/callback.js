// The callback page's inline script (vite.config.ts puts it in index.html with the build's values in place of
// __ISSUER__, __CLIENT_ID__ and __API_BASE__; the CSP allows it by its hash). Back from the identity provider,
// it sends the code exchange while the HTML is still parsed, instead of once the entry script has loaded and run:
// @console/core's AuthClient.handleCallback takes its answer (window.__consoleCodeExchange) and checks it as its own.
// It only sends when the callback's state is the one this browser stored, with the stored PKCE verifier, to the token
// endpoint that discovery found earlier in this tab for the configured issuer (on the issuer's origin); the CSP lets
// it talk to nothing else (and to the admin API, below). It stores nothing: the tokens are checked and kept by core.
// It also asks for the code that finishes the sign-in (core's callback chunk, named by the build in the meta element
// console-callback-chunk) beside the entry script, and the scripts every landing runs (console-landing-code) while the
// code exchange is out.
// As soon as the tokens are in, it sends the session's first two requests (the user's info and space, what the
// callback's landing waits for) to the admin API (__API_BASE__, where core sends the bearer), with the access token
// of that answer, rather than once core has run. It reads the token endpoint's answer itself, once, and hands core
// a copy of it (status, headers, body and address) only after those requests are out: core still checks and keeps the
// tokens. The page's fetch hands each API answer, once, to core's own request for the same URL with the same
// bearer (a GET); anything else goes to the network as before. Core only sends that bearer once it has checked the
// ID token and kept the tokens: a sign-in core refuses uses none of these answers. When core has kept tokens before
// (another way in), nothing is sent.
// When the user's info or space says a super administrator signed in, and the sign-in leads to the landing (it started
// from the sign-in screen: auth_return_to "/"), the landing's first request (the organizations page's first page, as
// its loader asks for it) is sent the moment that answer is in and handed to core the same way, rather than once core
// has read the answer and the router is built.
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
    const returnTo = cookie('auth_return_to');
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
    const api = __API_BASE__.replace(/\/+$/, '');
    const send = fetch;
    // The access token core keeps (its cookie, maybe in chunks): once it changes, core has its tokens and its own
    // requests are out, and these would only repeat them.
    const heldToken = () =>
      document.cookie
        .split(/;\s*/)
        .filter((part) => /^access_token(\.\d+)?=/.test(part))
        .join(';');
    const heldBefore = heldToken();
    const response = fetch(token.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
    // Core is handed the answer as read here, once the session's first requests are out (below); the body is read
    // once (a copy's body is read only after core's own read, often after core has kept the tokens and sent its own).
    // Core checks the answer came from the token endpoint: the copy keeps its address. A failure is core's to read.
    const answered = response.then(async (answer) => {
      const text = await answer.text();
      try {
        const tokens = answer.ok && answer.url === token.href ? JSON.parse(text) : undefined;
        if (typeof tokens?.access_token === 'string' && heldToken() === heldBefore) startSession(tokens.access_token);
      } catch {}
      const copy = new Response(text, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
      Object.defineProperty(copy, 'url', { value: answer.url });
      return copy;
    });
    answered.catch(() => {});
    window.__consoleCodeExchange = { code, response: answered };
    // After this script, in a task of their own: the parser goes on (to the entry script) and the code exchange is out.
    setTimeout(() => preloadLandingCode(), 0);
    // The scripts every landing runs (the build lists each landing's in console-landing-code elements) are asked for
    // while the code exchange is out, rather than once the user's space names the landing: fetched (mostly from the
    // cache the sign-in screen filled) and compiled before the token answer. Not in this script: adding the links here
    // held the parser for tens of milliseconds; nor after the token answer, where their compile held the session's
    // requests' answers, or after the space, where it held the landing's render (bench/results/signin7-ab.md).
    const preloadLandingCode = () => {
      const lists = [...document.querySelectorAll('meta[name="console-landing-code"]')].map((meta) =>
        (meta.getAttribute('content') || '').split(' ').filter(Boolean),
      );
      for (const href of lists[0] || []) {
        if (!lists.every((list) => list.includes(href))) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    };
    const startSession = (accessToken) => {
      const bearer = `Bearer ${accessToken}`;
      const early = new Map();
      let dropped = false;
      const handOver = (input, init) => {
        const answer = typeof input === 'string' ? early.get(input) : undefined;
        if (
          answer &&
          (init?.method ?? 'GET').toUpperCase() === 'GET' &&
          new Headers(init?.headers).get('authorization') === bearer
        ) {
          early.delete(input);
          if (early.size === 0) window.fetch = send;
          return answer;
        }
        return send(input, init);
      };
      const ask = (path) => {
        const answer = send(`${api}${path}`, { headers: { accept: 'application/json', authorization: bearer } });
        answer.catch(() => {});
        early.set(`${api}${path}`, answer);
        return answer;
      };
      const toLanding = !returnTo || returnTo === '/' || returnTo === '/super-admin/organizations';
      let landingAsked = false;
      for (const path of ['/users/info', '/users/space']) {
        const answer = ask(path);
        if (!toLanding) continue;
        // Both answers say whether a super administrator signed in; the first to come in sends the landing's request.
        // Core is handed each answer as read here, once that request is out (a copy's body would be read only after
        // core's own read).
        const read = answer.then(async (got) => {
          const text = await got.text();
          let user;
          try {
            user = JSON.parse(text);
          } catch {}
          if (got.ok && user?.isSuperAdmin === true && !landingAsked && !dropped) {
            landingAsked = true;
            ask('/organizations?sortBy=ID&sortOrder=DESC&pageIndex=0&pageSize=10');
            // Core may have taken the first two answers already, and the page's fetch was given back.
            if (window.fetch === send) window.fetch = handOver;
          }
          return new Response(text, { status: got.status, statusText: got.statusText, headers: got.headers });
        });
        read.catch(() => {});
        early.set(`${api}${path}`, read);
      }
      window.fetch = handOver;
      // Core asks for them moments after it runs; when it never does (a sign-in it refuses, a request it shapes
      // differently), the answers are dropped and the page's own fetch is back after a while.
      setTimeout(() => {
        dropped = true;
        early.clear();
        if (window.fetch === handOver) window.fetch = send;
      }, 10000);
    };
  } catch {
    // Anything unexpected: core exchanges the code itself, as without this script.
  }
})();
