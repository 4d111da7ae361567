// Package sizes, min+gz, each bundled alone with esbuild from the built `dist` (as a partner's app would
// ship it), beside anchors bundled in the same run the same way.

import { resolve } from 'node:path';
import { build } from 'esbuild';
import { BUDGETS, CEILINGS, SMALL_WIDGETS } from '../budgets.mjs';
import {
  bundleSize,
  dynamicImportsApart,
  gz,
  REACT_PEERS,
  root,
  weightShares,
  widgetExports,
} from '../lib/bundleSize.mjs';
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
const AIMS = { NotificationInbox: BUDGETS.notificationInboxFirstPaint, UsersPanel: 40 * 1024 };

const sizeOptions = {
  absWorkingDir: root,
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  metafile: true,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.css': 'empty' },
};

/** Leaves out the modules a page has already loaded (absolute paths in `loaded`). */
const alreadyLoaded = (loaded) => ({
  name: 'already-loaded',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'inner' || args.kind === 'entry-point') return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
      return loaded.has(found.path) ? { path: found.path, external: true } : found;
    });
  },
});

/**
 * What a widget costs a page, split as a host's bundler splits it: the first load, and what it fetches on demand
 * (an `import()` the first load keeps, e.g. a dialog's form, without the modules the first load already has).
 * Returns gz bytes of both and the first load's metafile for `weightShares`. (esbuild's own code splitting is
 * not used: it makes a chunk of every `import()` in the package, even in modules tree-shaking drops, and puts
 * their shared dependencies in the first load.)
 */
export async function initialAndOnDemand(code) {
  const first = await build({
    ...sizeOptions,
    stdin: { contents: code, resolveDir: resolve(root, 'bench'), loader: 'js', sourcefile: 'size-entry.js' },
    external: REACT_PEERS,
    plugins: [dynamicImportsApart],
  });
  const out = Object.values(first.metafile.outputs)[0];
  const loaded = new Set(
    Object.entries(out.inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([path]) => resolve(root, path)),
  );
  const onDemand = [...new Set(out.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path))];
  const later = (code) =>
    build({
      ...sizeOptions,
      stdin: { contents: code, resolveDir: root, loader: 'js', sourcefile: 'later.js' },
      external: REACT_PEERS,
      plugins: [alreadyLoaded(loaded)],
    }).then((r) => gz(r.outputFiles[0].contents));
  const reexport = (path, i) => `export * as p${i} from ${JSON.stringify(path)};`;
  // Each part alone beyond the first load (parts may share code, e.g. a dialog library), and all of them together.
  const parts = await Promise.all(
    onDemand.map(async (path, i) => ({
      name: path.split('/').pop()?.replace(/\.js$/, ''),
      gz: await later(reexport(path, i)),
    })),
  );
  return {
    initial: gz(first.outputFiles[0].contents),
    onDemand: onDemand.length ? await later(onDemand.map(reexport).join('\n')) : 0,
    parts,
    metafile: first.metafile,
  };
}

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  ensurePackagesBuilt(ctx.log);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const pct = (share) => `${Math.round(share * 100)} %`;
  const core = await coreSizes();
  const [oidc, oauth4, oidcSignIn, oauth4SignIn, react] = await Promise.all([
    bundleSize(OIDC_STACK),
    bundleSize(OAUTH4_STACK),
    bundleSize(OIDC_SIGN_IN),
    bundleSize(OAUTH4_SIGN_IN),
    bundleSize("export * from '@console/react';", { external: REACT_PEERS }),
  ]);
  const entryOf = Object.fromEntries(widgetExports().map(({ name, from }) => [name, from]));
  const split = Object.fromEntries(
    await Promise.all(
      Object.keys(AIMS).map(async (name) => [
        name,
        await initialAndOnDemand(`export { ${name} } from '${entryOf[name] ?? '@console/widgets'}';`),
      ]),
    ),
  );
  const workos = await bundleSize("export { UsersManagement } from '@workos-inc/widgets';", { external: REACT_PEERS });
  const css = cssGz();
  ctx.log('bundling each widget from dist and from src...');
  const widgets = await widgetSizes();
  const byName = Object.fromEntries(widgets.map((w) => [w.name, w]));
  const initial = consoleInitialJs(ctx.log);

  const rows = [
    {
      measure: '@console/core whole (root entry; ofetch bundled), gz',
      ours: core.whole.gz,
      anchor: oidc.gz,
      anchorLabel: 'oidc-client-ts + ofetch + fetch-event-source',
      note:
        `budget ${kb(BUDGETS.coreWhole)}: ${core.whole.gz <= BUDGETS.coreWhole ? 'met' : 'not met'}. Of the minified bytes: ` +
        `${weightShares(core.whole.metafile, 6)}. The client wired together, the event stream, the inbox, inference ` +
        'and the enum values are subpath entries (@console/core/client, /stream, /notifications, /inference, /enums)',
    },
    {
      measure: '@console/core whole (root entry), gz',
      ours: core.whole.gz,
      anchor: oauth4.gz,
      anchorLabel: 'oauth4webapi + ofetch + eventsource-parser',
      note: 'core also carries the typed admin API and access decisions; the anchor has no API calls',
    },
    {
      measure: '@console/core, what the console imports (all entry points; eventsource-parser bundled), gz',
      ours: core.consoleImports.gz,
      anchor: oauth4.gz,
      anchorLabel: 'oauth4webapi + ofetch + eventsource-parser',
      note: `budget ${kb(BUDGETS.coreConsoleImports)}; the client, the stream and inbox, inference and the enum values it uses included`,
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
    ...Object.entries(AIMS).flatMap(([name, aim]) => {
      const { initial, onDemand, parts, metafile } = split[name];
      const rows = [
        {
          measure: `${name} from dist, first paint: JS + CSS beyond react, query, jotai, gz`,
          ours: initial + css,
          note: `aim ${kb(aim)}: ${initial + css <= aim ? 'met' : 'not met'}; messages ${pct(byName[name].messagesShare)} of the JS; of the minified bytes: ${weightShares(metafile, 5)}`,
        },
      ];
      if (onDemand > 0) {
        rows.push({
          measure: `${name} from dist, fetched on demand (each part when first needed), gz`,
          ours: onDemand,
          note: `all parts together; each alone: ${parts.map((p) => `${p.name} ${kb(p.gz)}`).join(', ')}; first paint + on demand: ${kb(initial + css + onDemand)}`,
        });
      }
      return rows;
    }),
    {
      measure: 'console initial JS (entry + what index.html loads or preloads), gz',
      ours: initial.gz,
      note: `${initial.files} files; budget ${kb(BUDGETS.consoleInitialJs)}${CEILINGS.consoleInitialJs ? `, CI ceiling ${kb(CEILINGS.consoleInitialJs)}` : ', held by CI'}; by package and folder (gz, from the source maps): ${initial.breakdown
        .slice(0, 16)
        .map((g) => `${g.group} ${kb(g.gz)}`)
        .join(', ')}`,
    },
    ...widgets.map((w) => ({
      measure: `${w.connected ? 'connected' : 'presentational'} ${w.name} alone from dist, gz`,
      ours: w.dist,
      anchor: w.src,
      anchorLabel: 'same import from src',
      note:
        `first paint ${kb(w.firstPaint)} JS (without what it fetches on demand), ${pct(w.messagesShare)} of it messages` +
        (SMALL_WIDGETS.includes(w.name)
          ? `; budget ${kb(BUDGETS.smallWidget)}: ${w.dist <= BUDGETS.smallWidget ? 'met' : 'not met'}`
          : ''),
    })),
  ];
  return rows.map((row) => ({ unit: 'B', lowerIsBetter: true, ...row }));
}
