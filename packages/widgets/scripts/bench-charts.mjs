#!/usr/bin/env node
/**
 * Times drawing 10 000 utilisation points with TimeSeriesChart in Chromium and prints the numbers (no
 * thresholds: the machine decides the values). Builds scripts/bench-charts/ with Vite in production mode and
 * drives Debian's Chromium through playwright-core, which serves the built files itself (no port is opened).
 *
 *   pnpm bench:charts                        # 10 000 points, 10 timed runs
 *   BENCH_POINTS=50000 BENCH_RUNS=5 pnpm bench:charts
 *   CHROMIUM_PATH=/usr/bin/chromium pnpm bench:charts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const points = Number(process.env.BENCH_POINTS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const root = fileURLToPath(new URL('./bench-charts/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'bench-charts-'));

const origin = 'http://charts.bench';
let browser;
try {
  const built = performance.now();
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source'] },
    build: { outDir, emptyOutDir: true },
  });
  console.log(`built the benchmark page in ${Math.round(performance.now() - built)} ms`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Every request to the made-up origin is answered from the build output.
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    return file.startsWith(outDir) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => 'benchCharts' in window);
  const result = await page.evaluate(([n, r]) => window.benchCharts(n, r), [points, runs]);

  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
  };
  const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
  const rows = [
    ['first draw (mount to painted frame)', result.firstDraw],
    ['new data (re-render to painted frame)', result.newData],
    ['table view (toggle to painted frame)', result.tableView],
    ['bare visx line, every point, no axes', result.bareLine],
  ];
  console.log(
    `\nChromium ${browser.version()}. TimeSeriesChart, ${points.toLocaleString('en')} points, 960 px wide, drawn as ${result.drawnPoints} points; ${runs} runs after one warm-up`,
  );
  console.log(`${'step'.padEnd(40)}   median        min        max`);
  for (const [label, values] of rows) {
    const { median, min, max } = stats(values);
    console.log(`${label.padEnd(40)} ${ms(median)} ${ms(min)} ${ms(max)}`);
  }
} finally {
  await browser?.close();
  await rm(outDir, { recursive: true, force: true });
}
