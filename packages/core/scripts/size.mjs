#!/usr/bin/env node
// Bundle-size benchmark: minified and gzip size of the whole package (ofetch and eventsource-parser
// bundled in, as an app would ship them) and of a sign-in-only import. `--check` fails over budget.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// esbuild comes with tsup (a workspace dev dependency); resolve it from there.
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup/package.json'));
const { build } = requireFromTsup('esbuild');

const BUDGET_GZIP = 10 * 1024;
const entries = [
  { name: 'whole package', code: "export * from './src/index.ts';", budget: BUDGET_GZIP },
  {
    name: 'sign-in only (AuthClient + cookie store)',
    code: "export { AuthClient, createCookieTokenStore } from './src/index.ts';",
  },
  {
    name: 'dependencies alone (ofetch, eventsource-parser)',
    code: "export { createFetch } from 'ofetch'; export { createParser } from 'eventsource-parser';",
  },
  {
    name: 'access decisions only',
    code: "export { computeRole, decideModuleEntry, landingFor } from './src/index.ts';",
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
for (const entry of entries) {
  const result = await build({
    stdin: { contents: entry.code, resolveDir: root, loader: 'ts', sourcefile: 'size-entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  const verdict = entry.budget
    ? gzip <= entry.budget
      ? ' (within budget)'
      : ` (OVER the ${kb(entry.budget)} budget)`
    : '';
  if (entry.budget && gzip > entry.budget) over = true;
  console.log(
    `${entry.name.padEnd(50)} minified ${kb(code.length).padStart(10)}   gzip ${kb(gzip).padStart(9)}${verdict}`,
  );
}
if (over && process.argv.includes('--check')) process.exit(1);
