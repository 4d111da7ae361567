#!/usr/bin/env node
// Runs every suite (lint, typecheck, unit, stories, package checks, packed install, end-to-end, screenshots), keeps going after a
// failure so one run shows everything, and ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = new Set(process.argv.slice(2));
const results = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: res.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A suite that counts as one check: it passes or fails as a whole. */
function check(name, cmd, args, env) {
  if (only.size && !only.has(name)) return;
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(cmd, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function vitest() {
  if (only.size && !only.has('unit')) return;
  console.log('\n▶ unit, component and story tests (vitest)');
  const out = resolve(reports, 'vitest.json');
  const { ok, seconds } = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const json = readJson(out);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  // A run that failed without a failing test (a file that does not load, no tests found) still fails.
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'vitest', passed, failed, seconds });
}

function e2e() {
  if (only.size && !only.has('e2e')) return;
  console.log('\n▶ end-to-end tests (Playwright, Chromium, real stack)');
  const out = resolve(reports, 'e2e.json');
  const { ok, seconds } = run('pnpm', ['--filter', '@console/console', 'run', 'e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'e2e', passed, failed, seconds });
}

/**
 * The screenshot tests (examples/console/e2e-screens) on a fresh stack of their own, each shot counted. A failed
 * comparison leaves the expected, actual and diff images in the run's test-results folder, named below.
 */
function screens() {
  if (only.size && !only.has('screens')) return;
  console.log('\n▶ screenshot tests (Playwright, Chromium, real stack with a stopped clock)');
  const out = resolve(reports, 'screens.json');
  const runId = String(Date.now());
  const { ok, seconds } = run(
    'pnpm',
    ['--filter', '@console/console', 'exec', 'playwright', 'test', '-c', 'playwright.screens.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_RUN_ID: runId },
  );
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  if (stats?.unexpected)
    console.log(
      `Screenshot diffs (expected, actual, diff): examples/console/test-results/screens-${runId}/. ` +
        'If the change is intended, regenerate the baselines with `pnpm screenshots` and review docs/screens/index.html.',
    );
  results.push({ name: 'screens', passed, failed, seconds });
}

/**
 * The API reference and getting-started page (scripts/api-docs.mjs), built to a temp folder: its samples
 * type-check, every doc link resolves and every page link exists, each counted.
 */
function apiDocs() {
  if (only.size && !only.has('api-docs')) return;
  console.log('\n▶ API reference (TypeDoc, getting-started samples, links)');
  const started = Date.now();
  const res = spawnSync('node', ['scripts/api-docs.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  process.stdout.write(res.stdout);
  process.stderr.write(res.stderr);
  const count = /^(\d+) passed, (\d+) failed$/m.exec(res.stdout);
  const passed = Number(count?.[1] ?? 0);
  let failed = Number(count?.[2] ?? 0);
  if (res.status !== 0 && failed === 0) failed = 1;
  results.push({ name: 'api-docs', passed, failed, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

const chromium = run('node', ['scripts/ensure-chromium.mjs']);
if (!chromium.ok) process.exit(1);

check('lint', 'pnpm', ['run', 'lint']);
check('typecheck', 'pnpm', ['run', 'typecheck']);
vitest();
check('packages', 'pnpm', ['run', 'build']);
// The public API of every entry point against its committed report (packages/*/api/): drift fails here.
check('api', 'pnpm', ['run', 'api:check']);
// Size budgets on the packages just built (bytes, not times): see bench/budgets.mjs.
check('budgets', 'pnpm', ['run', 'budgets']);
check('package-exports', 'pnpm', ['run', 'check-packages']);
// The tarballs installed and rendered outside the workspace; reuses the build above when it passed.
const built = results.some((r) => r.name === 'packages' && r.passed);
check('pack', 'node', ['scripts/pack-test.mjs', ...(built ? ['--no-build'] : [])]);
check('release', 'node', ['scripts/release-dry-run.mjs']);
apiDocs();
e2e();
screens();

console.log('\nSuite results:');
for (const r of results) console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
