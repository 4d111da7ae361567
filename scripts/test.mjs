#!/usr/bin/env node
// Runs every suite (lint, typecheck, unit, stories, package checks, packed install, end-to-end, screenshots), keeps going after a
// failure so one run shows everything, and ends with one line: "N passed, N failed". Each suite's output is printed
// whole when it ends, under its name.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = new Set(process.argv.slice(2));
const results = [];
/** The failing tests of every suite, by name, printed again just above the last line so a CI log's tail names them. */
const failures = [];

/**
 * Runs a command with its output in `.reports/<name>.log`, printed whole (under the suite's name) when it ends. A
 * positive `nice` runs it at that niceness: it takes the CPU other suites leave idle.
 */
function run(name, cmd, args, env = {}, nice = 0) {
  const started = Date.now();
  const file = resolve(reports, `${name}.log`);
  const log = createWriteStream(file);
  return new Promise((done) => {
    const [command, commandArgs] = nice > 0 ? ['nice', ['-n', String(nice), cmd, ...args]] : [cmd, args];
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n▶ ${name} (${seconds}s${code === 0 ? '' : `, exit code ${code}`})`);
        process.stdout.write(readFileSync(file, 'utf8'));
        done({ ok: code === 0, seconds });
      });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function firstLine(text) {
  return String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

/** The failed or flaky tests of a Playwright JSON report, with the first line of the first error. */
function playwrightFailures(suite, report, path = []) {
  for (const child of report?.suites ?? []) playwrightFailures(suite, child, [...path, child.title]);
  for (const spec of report?.specs ?? [])
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((r) => r.error)?.error?.message;
      failures.push(
        `${suite}${test.status === 'flaky' ? ' (flaky, passed on retry)' : ''}: ${[...path, spec.title].filter(Boolean).join(' › ')}\n      ${firstLine(error)}`,
      );
    }
}

/** A suite that counts as one check: it passes or fails as a whole. */
function check(name, cmd, args, env) {
  return checkWith(name, cmd, args, 0, env);
}

/** {@link check} at a niceness (0: as the other suites). */
async function checkWith(name, cmd, args, nice, env) {
  if (only.size && !only.has(name)) return;
  const { ok, seconds } = await run(name, cmd, args, env, nice);
  if (!ok) failures.push(`${name}: see its output above, or .reports/${name}.log`);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

async function vitest() {
  if (only.size && !only.has('unit')) return;
  const out = resolve(reports, 'vitest.json');
  const { ok, seconds } = await run('unit, component and story tests (vitest)', 'pnpm', [
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
  for (const file of json?.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(`vitest: ${where} › ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`);
    if (!failedTests.length && file.status === 'failed')
      failures.push(`vitest: ${where}\n      ${firstLine(file.message)}`);
  }
  // A run that failed without a failing test (a file that does not load, no tests found) still fails.
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'vitest', passed, failed, seconds });
}

async function e2e() {
  if (only.size && !only.has('e2e')) return;
  const out = resolve(reports, 'e2e.json');
  const { ok, seconds } = await run(
    'end-to-end tests (Playwright, Chromium, real stack)',
    'pnpm',
    ['--filter', '@console/console', 'run', 'e2e'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  const report = readJson(out);
  const stats = report?.stats;
  playwrightFailures('e2e', report);
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'e2e', passed, failed, seconds });
}

/**
 * The screenshot tests (examples/console/e2e-screens) on a fresh stack of their own, each shot counted. A failed
 * comparison leaves the expected, actual and diff images in the run's test-results folder, named below.
 */
async function screens() {
  if (only.size && !only.has('screens')) return;
  const out = resolve(reports, 'screens.json');
  const runId = String(Date.now());
  const { ok, seconds } = await run(
    'screenshot tests (Playwright, Chromium, real stack with a stopped clock)',
    'pnpm',
    ['--filter', '@console/console', 'exec', 'playwright', 'test', '-c', 'playwright.screens.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_RUN_ID: runId },
  );
  const report = readJson(out);
  const stats = report?.stats;
  playwrightFailures('screens', report);
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
async function apiDocs(nice = 0) {
  if (only.size && !only.has('api-docs')) return;
  const name = 'API reference (TypeDoc, getting-started samples, links)';
  const { ok, seconds } = await run(name, 'node', ['scripts/api-docs.mjs', '--check'], {}, nice);
  const count = /^(\d+) passed, (\d+) failed$/m.exec(readFileSync(resolve(reports, `${name}.log`), 'utf8'));
  const passed = Number(count?.[1] ?? 0);
  let failed = Number(count?.[2] ?? 0);
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'api-docs', passed, failed, seconds });
}

const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' });
if (chromium.status !== 0) process.exit(1);
// The end-to-end stack runs the real engines (JupyterHub, Prometheus) where they are installed or can be (as root on
// Debian, installed here first); elsewhere it runs simulated ones and the engine specs say they were skipped.
if (!only.size || only.has('e2e')) {
  const { chooseEngines } = await import('./engines/index.mjs');
  console.log(`End-to-end engines: ${chooseEngines(process.env)}`);
}
const started = Date.now();

/** Runs a command to its end without output, for a step that is no suite of its own. */
function quietly(cmd, args) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'ignore' });
    child.on('close', done);
    child.on('error', done);
  });
}

/**
 * The source checks: lint, then types beside every vitest project (the heaviest suite on the CPU, whose files run one
 * after the other in few workers: the type check takes its turns beside them instead of holding them up for minutes).
 * Both read the console's generated route tree (not committed), made first; the type check makes it again, unchanged
 * (the generator leaves an up-to-date file alone), and fails there if it cannot.
 */
async function sourceLane() {
  await check('lint', 'pnpm', ['run', 'lint']);
  if (!only.size || only.has('typecheck') || only.has('unit'))
    await quietly('pnpm', ['--filter', '@console/console', 'run', 'routes']);
  await Promise.all([check('typecheck', 'pnpm', ['run', 'typecheck']), vitest()]);
}

/** The packages as published: built, their API reports, sizes, exports, tarballs, release notes and reference. */
async function packageLane(nice = 0) {
  const checkNice = (name, cmd, args) => checkWith(name, cmd, args, nice);
  await checkNice('packages', 'pnpm', ['run', 'build']);
  // The public API of every entry point against its committed report (packages/*/api/): drift fails here.
  await checkNice('api', 'pnpm', ['run', 'api:check']);
  // Size budgets on the packages just built (bytes, not times): see bench/budgets.mjs.
  await checkNice('budgets', 'pnpm', ['run', 'budgets']);
  await checkNice('package-exports', 'pnpm', ['run', 'check-packages']);
  // The tarballs installed and rendered outside the workspace; reuses the build above when it passed.
  const built = results.some((r) => r.name === 'packages' && r.passed);
  await checkNice('pack', 'node', ['scripts/pack-test.mjs', ...(built ? ['--no-build'] : [])]);
  await checkNice('release', 'node', ['scripts/release-dry-run.mjs']);
  await apiDocs(nice);
}

/** The browser suites against a real stack (each starts its own; the end-to-end one with the real engines). */
async function stackLane() {
  await e2e();
  await screens();
}

// Three lanes side by side: much of the source and stack suites' time is waiting (on a browser, a server, an engine),
// and the package lane, at a lower priority, fills it; the package suites measure bytes and types, never times.
// TEST_LANES=2 runs the package lane before the stack lane at normal priority, TEST_LANES=1 everything in turn.
const lanes = process.env.TEST_LANES ?? '3';
if (lanes === '1') {
  await sourceLane();
  await packageLane();
  await stackLane();
} else if (lanes === '2') {
  await Promise.all([sourceLane(), packageLane().then(stackLane)]);
} else {
  await Promise.all([sourceLane(), stackLane(), packageLane(10)]);
}
console.log(`\nAll suites took ${((Date.now() - started) / 60000).toFixed(1)} minutes.`);

console.log('\nSuite results:');
for (const r of results) console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
