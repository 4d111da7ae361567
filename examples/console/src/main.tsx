import { createCookieTokenStore } from '@console/core';
import { createConsoleClient } from '@console/core/client';
import { ConsoleProvider, createSelectionStore, persistRoleOnSelection } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';
import { createConsoleRouter } from './createConsoleRouter';
import { startLanguage } from './i18n/language';
import { callbackResult, startCallback } from './shell/earlyCallback';
import { warmLandingFromUserInfo } from './shell/earlyLanding';
import { setLandingWarmup } from './shell/landingWarmup';
import { goToRootOnSignOut, scrollToTopOnNavigation } from './shell/navigationEffects';
import { nextTask } from './shell/nextTask';
import { prefetchLanding } from './shell/prefetchLanding';
import { prefetchSession } from './shell/prefetchSession';
import { preloadOpenedRoute } from './shell/preloadOpenedRoute';
import { createSelectionOwner, idTokenSubject, trackSelectionOwner } from './shell/selectionOwner';
import { createStartupFreshness } from './shell/startupFreshness';
import './staticData';
import './styles.css';

// The console's CSP forbids eval: zod (the widgets' forms) must not probe for it, which the browser reports as a
// violation. zod reads its settings from this global (what `config()` of zod/v4/core sets) when it loads; setting it
// here rather than calling `config()` keeps zod out of the entry script, so it loads with the first form's route.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;

// The startup runs as a few short tasks rather than one long one (the scripts' evaluation, the router, the first
// render), so the loading screen stays responsive on a slow phone. The first render is a transition: React
// renders it in slices, yielding to the browser between them.
void start();

async function start(): Promise<void> {
  // The scripts' evaluation and the client's making (its call tables, the session's first requests) are tasks apart:
  // on a slow phone the two made one long task (a Chromium trace with the CPU 4x slower: about 190 ms).
  await nextTask();
  // One cookie store (spec section 6) for the tokens and for the module and role the guards record.
  const tokenStore = createCookieTokenStore();
  const client = createConsoleClient({
    tokenStore,
    apiBase: config.apiBase,
    oidc: { issuer: config.oidcIssuer },
    clientId: config.oidcClientId,
    sessionLifetimeSeconds: config.sessionLifetimeSeconds,
    // The /callback route replaces its own history entry when it redirects; a second, direct
    // history.replaceState would make the router load /callback again.
    replaceUrl: () => {},
  });
  // What the startup requests for the first screen is not requested again by its loader and screen right after.
  const freshness = createStartupFreshness();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: freshness.staleTime } },
  });
  const store = createSelectionStore();
  // The selection kept across reloads is used early only by the user who made it (the ID token's subject).
  const owner = createSelectionOwner(() => idTokenSubject(tokenStore));

  // Back from the identity provider: the code exchange starts now, beside the startup below (the callback route takes
  // it). The user's info and space are requested as soon as the tokens are in; a super administrator's landing as soon
  // as the info says so.
  let signingIn: Promise<unknown> | undefined;
  if (window.location.pathname === '/callback') {
    startCallback(client.auth, window.location.href, ({ returnTo }) => {
      prefetchSession(client, queryClient);
      void warmLandingFromUserInfo(client, queryClient, returnTo);
    });
    signingIn = callbackResult(client.auth, window.location.href).catch(() => undefined);
  }
  prefetchSession(client, queryClient);
  goToRootOnSignOut(client, queryClient, (url) => window.location.assign(url));

  // A reader who chose German gets it from the first screen (its texts load alongside the startup).
  const language = startLanguage();
  await nextTask();
  // Back from the identity provider, the code exchange's answer is checked and the session's first requests go out
  // before the router is built (tens of milliseconds of script): the requests are then on the wire meanwhile.
  await signingIn;
  const context = { client, auth: client.auth, queryClient, store, persist: tokenStore };
  const router = createConsoleRouter(context);
  // Building the router (its route tree processed) is a task of its own: on a slow phone it and the first load's
  // start together made one long task (a Chromium trace with the CPU 4x slower: about 240 ms).
  await nextTask();
  trackSelectionOwner(owner, { store, auth: client.auth, router });
  // The role cookie follows the tenant switchers, not only module entries.
  persistRoleOnSelection({ client, queryClient, store, persist: tokenStore });
  // The first screen's code loads while the session is checked, not after it.
  preloadOpenedRoute(router, window.location.pathname);
  // ...and so is its data, with the selection kept from the last visit.
  void prefetchLanding({ router, pathname: window.location.pathname, context, owner, freshness });
  // After a sign-in, the landing's code and data load as soon as the callback knows where it leads.
  setLandingWarmup({ router, context, freshness });
  scrollToTopOnNavigation(router, (options) => window.scrollTo(options));
  // The first route loads (its guard, its code) before the first render: until then index.html's shell stays
  // painted with the page's heading, and React renders the page once, with no empty outlet in between (the
  // router renders nothing until a load has matched). A failed load renders as the router shows it.
  const firstRoute = router.load().catch(() => undefined);
  await nextTask();
  await language;
  await firstRoute;
  // The first load's end (its guards, the matched routes' state) and the first render are tasks apart.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to mount the console in.');
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ConsoleProvider client={client} queryClient={queryClient} store={store}>
          <RouterProvider router={router} />
        </ConsoleProvider>
      </StrictMode>,
    );
  });
  // No Intl formatter is made ahead of use: the first of a kind on a page loads its locale data (a date format 60-140
  // ms on this machine, a number format 25-70 ms), one task too long to be anything but blocking time on a phone, and
  // the landings' first screens need none (counts and days in English and German are written without Intl).
}
