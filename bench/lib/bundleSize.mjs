// Bundle-size measuring shared by the sizes section and the CI budgets: bundles one import with esbuild
// (minified, ESM, browser) and reports the minified and gzip bytes, so every number is deterministic.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const root = resolve(import.meta.dirname, '../..');

/** Peers a partner's app already ships; a widget's weight is what it adds beyond them. */
export const REACT_PEERS = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'jotai'];

/** gzip at level 9, as a CDN would serve it. */
export const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

const options = ({ external, from }) => ({
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  metafile: true,
  logLevel: 'error',
  external,
  conditions: from === 'src' ? ['source'] : [],
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.css': 'empty' },
});

/**
 * Bundles `code` (an ESM entry) and returns `{ min, gz, metafile }`.
 * `from: 'dist'` resolves workspace packages to their published build, `from: 'src'` to their sources
 * (the `source` export condition).
 */
export async function bundleSize(code, { external = [], from = 'dist', resolveDir = resolve(root, 'bench') } = {}) {
  const result = await build({
    ...options({ external, from }),
    stdin: { contents: code, resolveDir, loader: 'js', sourcefile: 'size-entry.js' },
    write: false,
  });
  const js = result.outputFiles[0].contents;
  return { min: js.length, gz: gz(js), metafile: result.metafile };
}

/**
 * Bundles many entries (`{ name: code }`) in one esbuild run, each on its own (no shared chunks), so the
 * modules they share are parsed once. Returns `{ name: { min, gz } }`.
 */
export async function bundleSizes(entries, { external = [], from = 'dist', plugins = [] } = {}) {
  const ns = 'size-entry';
  const result = await build({
    ...options({ external, from }),
    entryPoints: Object.keys(entries).map((name) => ({ in: `${ns}:${name}`, out: name })),
    outdir: resolve(root, 'bench/.size-out'),
    write: false,
    plugins: [
      ...plugins,
      {
        name: ns,
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${ns}:`) }, (args) => ({
            path: args.path.slice(ns.length + 1),
            namespace: ns,
          }));
          b.onLoad({ filter: /.*/, namespace: ns }, (args) => ({
            contents: entries[args.path],
            resolveDir: resolve(root, 'bench'),
            loader: 'js',
          }));
        },
      },
    ],
  });
  const sizes = {};
  const outputs = Object.entries(result.metafile.outputs);
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const name = file.path.split('/').pop().replace(/\.js$/, '');
    const meta = outputs.find(([path]) => file.path.endsWith(path))?.[1];
    sizes[name] = { min: file.contents.length, gz: gz(file.contents), messagesShare: meta ? messagesShare(meta) : 0 };
  }
  return sizes;
}

/** Leaves every `import()` out of the bundle (as the request it is at run time). */
export const dynamicImportsApart = {
  name: 'dynamic-imports-apart',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: resolve(args.resolveDir, args.path), external: true } : undefined,
    );
  },
};

/** The widgets' message catalogues (`i18n/messages/<language>/<area>`), from src or dist. */
export const MESSAGES_PATH = /packages\/widgets\/(src|dist)\/i18n\/messages\//;

/** The share of an esbuild output's minified bytes that is message catalogues, 0 to 1. */
export function messagesShare(output) {
  let total = 0;
  let messages = 0;
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    total += bytesInOutput;
    if (MESSAGES_PATH.test(path)) messages += bytesInOutput;
  }
  return total ? messages / total : 0;
}

/** gzip bytes of a file on disk (e.g. a stylesheet). */
export const fileGz = (path) => gz(readFileSync(path));

/** The biggest inputs of a bundle by bytes kept in the output: where the weight comes from. */
export function heaviestInputs(metafile, count = 10) {
  const out = Object.values(metafile.outputs)[0];
  return Object.entries(out.inputs)
    .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** The heaviest packages (or workspace folders) of a bundle as shares of its minified bytes, e.g. "zod 26 %". */
export function weightShares(metafile, count = 4) {
  const out = Object.values(metafile.outputs)[0];
  const total = Object.values(out.inputs).reduce((n, i) => n + i.bytesInOutput, 0) || 1;
  const byPackage = {};
  for (const [path, { bytesInOutput }] of Object.entries(out.inputs)) {
    const name = path.includes('node_modules/')
      ? path.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : path
          .replace(/^(\.\.\/)+/, '')
          .split('/')
          .slice(0, 4)
          .join('/');
    byPackage[name] = (byPackage[name] ?? 0) + bytesInOutput;
  }
  return Object.entries(byPackage)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${Math.round((bytes / total) * 100)} %`)
    .join(', ');
}

/**
 * The components `@console/widgets` exports, from its root or an area entry point: an export named like the `.tsx`
 * module it comes from (`export { UsersTable } from './UsersTable'` in `src/iam/index.ts`), with the specifier to
 * import it by (`@console/widgets/iam`). Connected ones read the ConsoleProvider (`*Panel`, the inbox and the bell,
 * the provider itself); the rest are presentational.
 */
export function widgetExports() {
  const dir = resolve(root, 'packages/widgets');
  const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
  const widgets = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.source || subpath.startsWith('./locales')) continue;
    const from = subpath === '.' ? '@console/widgets' : `@console/widgets/${subpath.slice(2)}`;
    const index = readFileSync(resolve(dir, target.source), 'utf8');
    for (const m of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
      const file = m[2].split('/').pop();
      if (!/^[A-Z]/.test(file)) continue;
      const names = m[1].split(',').map((s) => s.trim());
      if (!names.includes(file)) continue;
      const connected = /Panel$|^InboxBell$|^NotificationInbox$|^NotificationBell$|Provider$/.test(file);
      widgets.push({ name: file, from, connected });
    }
  }
  return widgets;
}
