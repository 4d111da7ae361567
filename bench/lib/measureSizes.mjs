// The size measures shared by the bench's sizes section and the CI budgets (`pnpm budgets`). Every number
// is a byte count from esbuild or gzip: deterministic, so CI can hold it to a budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  bundleSize,
  bundleSizes,
  dynamicImportsApart,
  fileGz,
  gz,
  REACT_PEERS,
  root,
  widgetExports,
} from './bundleSize.mjs';
import { coreImportsEntry } from './consoleCoreImports.mjs';
import { initialJsBreakdown } from './initialJsBreakdown.mjs';

/** Builds the packages' `dist` when it is missing (a fresh clone); CI builds them before the budgets. */
export function ensurePackagesBuilt(log = () => {}) {
  const built = ['core', 'react', 'widgets'].every((p) => existsSync(resolve(root, `packages/${p}/dist/index.js`)));
  if (built && existsSync(resolve(root, 'packages/widgets/dist/styles.css'))) return;
  log('building the packages (pnpm build)...');
  const res = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (res.status !== 0) throw new Error('pnpm build failed');
}

/** The sign-in path: the auth client and a token store, nothing of the API, stream or inbox. */
export const SIGN_IN = "export { AuthClient, createCookieTokenStore } from '@console/core';";

/**
 * `@console/core` from dist (ofetch and eventsource-parser bundled in): the whole root entry, the sign-in path
 * alone, and what the reference console imports from all of core's entry points (`consoleImports`; the client,
 * stream, inbox, inference and enum values it uses from the subpath entries included).
 */
export async function coreSizes() {
  const [whole, signIn, consoleImports] = await Promise.all([
    bundleSize("export * from '@console/core';"),
    bundleSize(SIGN_IN),
    bundleSize(coreImportsEntry(root)),
  ]);
  return { whole, signIn, consoleImports };
}

/**
 * Each exported widget imported alone from `dist` and from `src`, react, react-dom, query and jotai external: all of
 * its JS (`dist`, `src`), and its first paint from dist (`firstPaint`: without what it fetches on demand through
 * `import()`, JS only) with the share of that first paint's minified bytes that is message catalogues.
 */
export async function widgetSizes() {
  const widgets = widgetExports();
  const entries = Object.fromEntries(widgets.map(({ name, from }) => [name, `export { ${name} } from '${from}';`]));
  const [dist, src, first] = await Promise.all([
    bundleSizes(entries, { external: REACT_PEERS }),
    bundleSizes(entries, { external: REACT_PEERS, from: 'src' }),
    bundleSizes(entries, { external: REACT_PEERS, plugins: [dynamicImportsApart] }),
  ]);
  return widgets.map(({ name, connected }) => ({
    name,
    connected,
    dist: dist[name].gz,
    src: src[name].gz,
    firstPaint: first[name].gz,
    messagesShare: first[name].messagesShare,
  }));
}

/** The widgets' stylesheet, gz. */
export const cssGz = () => fileGz(resolve(root, 'packages/widgets/dist/styles.css'));

/**
 * The console's initial JS, gz: the entry chunk plus every chunk `index.html` loads or preloads and
 * their static imports (lazy route chunks are not initial), and `breakdown`, those bytes by package and workspace
 * folder. Builds `examples/console` into a scratch folder.
 */
export function consoleInitialJs(log = () => {}) {
  const app = resolve(root, 'examples/console');
  const outDir = resolve(app, 'dist/size-budget');
  log('building examples/console (vite build)...');
  const res = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error('vite build of examples/console failed');
  try {
    const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
    const start = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => resolve(outDir, `.${m[1].startsWith('/') ? '' : '/'}${m[1]}`));
    const seen = new Set();
    const queue = [...start];
    let total = 0;
    while (queue.length) {
      const file = queue.shift();
      if (seen.has(file) || !file.endsWith('.js')) continue;
      seen.add(file);
      const code = readFileSync(file);
      total += gz(code);
      // Static imports only (`import ... from"./x.js"`, `import"./x.js"`), not `import("./x.js")`.
      for (const m of code.toString().matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
        queue.push(resolve(dirname(file), m[1]));
      }
    }
    // Where those bytes come from, by package and workspace folder (from the build's source maps).
    return { gz: total, files: seen.size, breakdown: initialJsBreakdown([...seen]) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
