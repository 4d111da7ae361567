import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKey, isBuilt, markBuilt } from './buildKey.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A workspace in a temp folder: an app, one package, a lockfile. */
function workspace() {
  root = mkdtempSync(join(tmpdir(), 'build-key-'));
  for (const dir of ['app/src', 'app/dist/port-1', 'app/e2e', 'packages/core/src'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'app/src/main.ts'), 'export {}');
  writeFileSync(join(root, 'app/index.html'), '<html></html>');
  writeFileSync(join(root, 'packages/core/src/index.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'packages/core/package.json'), '{}');
  writeFileSync(join(root, 'pnpm-lock.yaml'), '');
  return root;
}

describe('the start script’s build key', () => {
  it('stays while nothing the build reads changes, and changes with a source, a package or the environment', () => {
    workspace();
    const env = { CONSOLE_API_BASE: 'http://localhost:8080', HOME: '/root' };
    const key = buildKey(root, 'app', env);
    // Outside what a build reads: the output, the tests, variables the build does not read.
    writeFileSync(join(root, 'app/dist/port-1/index.html'), 'built');
    writeFileSync(join(root, 'app/e2e/a.spec.ts'), 'test');
    expect(buildKey(root, 'app', { ...env, HOME: '/home/me' })).toBe(key);

    expect(buildKey(root, 'app', { ...env, CONSOLE_API_BASE: 'http://localhost:9090' })).not.toBe(key);
    writeFileSync(join(root, 'packages/core/src/index.ts'), 'export const a = 2;');
    const changed = buildKey(root, 'app', env);
    expect(changed).not.toBe(key);
    // The same size but newer: changed too.
    utimesSync(join(root, 'app/src/main.ts'), new Date(), new Date(Date.now() + 5000));
    expect(buildKey(root, 'app', env)).not.toBe(changed);
  });

  it('counts a folder as built only with the same key and an index.html', () => {
    workspace();
    const out = join(root, 'app/dist/port-1');
    markBuilt(out, 'k1');
    expect(isBuilt(out, 'k1')).toBe(false);
    writeFileSync(join(out, 'index.html'), 'built');
    expect(isBuilt(out, 'k1')).toBe(true);
    expect(isBuilt(out, 'k2')).toBe(false);
    expect(isBuilt(join(root, 'app/dist/port-2'), 'k1')).toBe(false);
  });
});
