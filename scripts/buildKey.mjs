// Whether a Vite app's production build in an output folder is still the build of what is on disk now, so the start
// script serves it again instead of building it anew (the end-to-end and screenshot suites start the same stack one
// after the other). The key covers every file an app build reads (the app, the workspace packages' sources and
// manifests, the lockfile) by path, size and modification time, and the environment the build reads.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Folders of an app that its production build never reads. */
const SKIP = new Set([
  'dist',
  'node_modules',
  'test-results',
  'playwright-report',
  'e2e',
  'e2e-screens',
  'integration',
]);
/** Environment variables a build reads (the apps' config and `import.meta.env`). */
const ENV = /^(CONSOLE_|PORTAL_|VITE_|NODE_ENV$)/;

function walk(dir, into) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.')) walk(join(dir, entry.name), into);
    } else if (entry.isFile()) into.push(join(dir, entry.name));
  }
}

/** The key of a build of the app in `appDir` (relative to `root`) with `env`. */
export function buildKey(root, appDir, env) {
  const files = [];
  walk(resolve(root, appDir), files);
  const packages = resolve(root, 'packages');
  for (const pkg of readdirSync(packages, { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    const src = join(packages, pkg.name, 'src');
    if (existsSync(src)) walk(src, files);
    const manifest = join(packages, pkg.name, 'package.json');
    if (existsSync(manifest)) files.push(manifest);
  }
  files.push(resolve(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  for (const name of Object.keys(env)
    .filter((k) => ENV.test(k))
    .sort())
    hash.update(`${name}=${env[name]}\n`);
  return hash.digest('hex');
}

/** The file in a build's output folder that holds the key it was built with. */
const keyFile = (outDir) => join(outDir, '.build-key');

/** Whether `outDir` holds a build made with `key`. */
export function isBuilt(outDir, key) {
  try {
    return readFileSync(keyFile(outDir), 'utf8') === key && existsSync(join(outDir, 'index.html'));
  } catch {
    return false;
  }
}

/** Records that `outDir` now holds a build made with `key`. */
export function markBuilt(outDir, key) {
  writeFileSync(keyFile(outDir), key);
}
