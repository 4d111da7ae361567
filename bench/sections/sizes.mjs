// Package sizes, min+gz, each bundled alone with esbuild from the built `dist` (as a partner's app would
// ship it), beside anchors bundled in the same run the same way.

import { BUDGETS, CEILINGS } from '../budgets.mjs';
import { bundleSize, REACT_PEERS, weightShares } from '../lib/bundleSize.mjs';
import { consoleInitialJs, coreSizes, cssGz, ensurePackagesBuilt, widgetSizes } from '../lib/measureSizes.mjs';

export const title = 'Package sizes (min+gz, esbuild, from dist) beside anchors bundled the same way';

const OIDC_STACK = `export * from 'oidc-client-ts'; export { ofetch, createFetch } from 'ofetch';
export { fetchEventSource } from '@microsoft/fetch-event-source';`;
const OAUTH4_STACK = `export * from 'oauth4webapi'; export { ofetch, createFetch } from 'ofetch';
export { createParser } from 'eventsource-parser';`;
// What a sign-in needs from each anchor: a user manager; or discovery, PKCE, code and refresh grants.
const OIDC_SIGN_IN = "export { UserManager, WebStorageStateStore } from 'oidc-client-ts';";
const OAUTH4_SIGN_IN = `export { discoveryRequest, processDiscoveryResponse, generateRandomCodeVerifier,
calculatePKCECodeChallenge, generateRandomState, validateAuthResponse, authorizationCodeGrantRequest,
processAuthorizationCodeResponse, refreshTokenGrantRequest, processRefreshTokenResponse, None } from 'oauth4webapi';`;
const AIMS = { NotificationInbox: 20 * 1024, UsersPanel: 40 * 1024 };

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  ensurePackagesBuilt(ctx.log);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const core = await coreSizes();
  const [oidc, oauth4, oidcSignIn, oauth4SignIn, react] = await Promise.all([
    bundleSize(OIDC_STACK),
    bundleSize(OAUTH4_STACK),
    bundleSize(OIDC_SIGN_IN),
    bundleSize(OAUTH4_SIGN_IN),
    bundleSize("export * from '@console/react';", { external: REACT_PEERS }),
  ]);
  const usersPanel = await bundleSize("export { UsersPanel } from '@console/widgets';", { external: REACT_PEERS });
  const workos = await bundleSize("export { UsersManagement } from '@workos-inc/widgets';", { external: REACT_PEERS });
  const css = cssGz();
  ctx.log('bundling each widget from dist and from src...');
  const widgets = await widgetSizes();
  const byName = Object.fromEntries(widgets.map((w) => [w.name, w]));
  const initial = consoleInitialJs(ctx.log);

  const rows = [
    {
      measure: '@console/core whole (ofetch, eventsource-parser bundled), gz',
      ours: core.whole.gz,
      anchor: oidc.gz,
      anchorLabel: 'oidc-client-ts + ofetch + fetch-event-source',
      note:
        `budget ${kb(BUDGETS.coreWhole)} not met: held at a ${kb(CEILINGS.coreWhole)} ceiling. Of the minified bytes: ` +
        `${weightShares(core.whole.metafile, 6)}. Cutting to 12 KB means the typed API, inbox and stream ` +
        'leaving the whole import (they are tree-shaken when unused), not trimming what is there',
    },
    {
      measure: '@console/core whole, gz',
      ours: core.whole.gz,
      anchor: oauth4.gz,
      anchorLabel: 'oauth4webapi + ofetch + eventsource-parser',
      note: 'core also carries the typed admin API, access decisions, the inbox and cross-tab stream',
    },
    {
      measure: '@console/core sign-in only (AuthClient + cookie store), gz',
      ours: core.signIn.gz,
      anchor: oidcSignIn.gz,
      anchorLabel: 'oidc-client-ts UserManager',
      note: `min ${kb(core.signIn.min)}; budget ${kb(BUDGETS.signIn)}`,
    },
    {
      measure: '@console/core sign-in only, gz',
      ours: core.signIn.gz,
      anchor: oauth4SignIn.gz,
      anchorLabel: 'oauth4webapi discovery + PKCE + code/refresh grants',
    },
    {
      measure: '@console/react whole (core bundled; react, query, jotai external), gz',
      ours: react.gz,
      note: `min ${kb(react.min)}`,
    },
    { measure: '@console/widgets styles.css, gz', ours: css },
    {
      measure: 'UsersTable alone from dist, gz (react, react-dom, query, jotai external)',
      ours: byName.UsersTable.dist,
      anchor: workos.gz,
      anchorLabel: '@workos-inc/widgets 1.18.0 UsersManagement',
      note: 'WorkOS bundled with its peers @radix-ui/themes and swr; its CSS not counted, nor ours',
    },
    ...Object.entries(AIMS).map(([name, aim]) => ({
      measure: `${name} from dist, JS + CSS beyond react, query, jotai, gz`,
      ours: byName[name].dist + css,
      note:
        `aim ${kb(aim)}: ${byName[name].dist + css <= aim ? 'met' : 'not met'}` +
        (name === 'UsersPanel'
          ? `; of the minified bytes: ${weightShares(usersPanel.metafile, 5)} (the invite form's zod schema; zod/mini would take most of zod off)`
          : ''),
    })),
    {
      measure: 'console initial JS (entry + what index.html loads or preloads), gz',
      ours: initial.gz,
      note: `${initial.files} files; budget ${kb(BUDGETS.consoleInitialJs)}${CEILINGS.consoleInitialJs ? `, CI ceiling ${kb(CEILINGS.consoleInitialJs)}` : ', held by CI'}`,
    },
    ...widgets.map((w) => ({
      measure: `${w.connected ? 'connected' : 'presentational'} ${w.name} alone from dist, gz`,
      ours: w.dist,
      anchor: w.src,
      anchorLabel: 'same import from src',
    })),
  ];
  return rows.map((row) => ({ unit: 'B', lowerIsBetter: true, ...row }));
}
