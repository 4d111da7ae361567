#!/usr/bin/env node
// Paired A/B of one console landing on Lighthouse mobile (the firstpaint section's settings) on two running stacks:
// one Chromium per stack, each signed in once as `email`; then `runs` rounds, each a run on A and a run on B in
// alternating order (A B, B A, ...), the HTTP cache emptied before each run (the session cookies kept), so both see
// the same machine load. Prints each run's score, TBT and the load average, then each side's medians, and the
// simulated main-thread time by script of the last run on each side (Lighthouse's bootup-time audit).
//
//   node bench/tools/landingAB.mjs <console origin A> <console origin B> <email> <landing path> [runs=5] [out dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withCdpPage } from '../lib/cdpPage.mjs';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath, median } from '../lib/serve.mjs';

const [a, b, email, path, runsArg = '5', outDir] = process.argv.slice(2);
if (!a || !b || !email || !path) {
  console.error(
    'usage: node bench/tools/landingAB.mjs <console origin A> <console origin B> <email> <landing path> [runs] [out dir]',
  );
  process.exit(2);
}
const runs = Number(runsArg);
if (outDir) mkdirSync(outDir, { recursive: true });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const sides = [];
try {
  for (const [label, origin] of [
    ['A', a],
    ['B', b],
  ]) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    sides.push({ label, origin, chrome, samples: [], lastLhr: null });
    await withCdpPage(chrome.port, (page) => signInThroughConsole(page, origin, email));
  }
  for (let round = 0; round < runs; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      await withCdpPage(side.chrome.port, async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
      });
      const result = await lighthouse(`${side.origin}${path}`, {
        port: side.chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        maxWaitForFcp: 30_000,
        maxWaitForLoad: 60_000,
      });
      const { lhr } = result;
      if (lhr.runtimeError) {
        console.log(`round ${round + 1} ${side.label}: ${lhr.runtimeError.code}`);
        continue;
      }
      const perf = Math.round(lhr.categories.performance.score * 100);
      const tbt = lhr.audits['total-blocking-time'].numericValue;
      const fcp = lhr.audits['first-contentful-paint'].numericValue;
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      side.samples.push({ perf, tbt, fcp, lcp });
      side.lastLhr = lhr;
      if (outDir) {
        writeFileSync(`${outDir}/${side.label}-${round + 1}.json`, JSON.stringify(lhr));
        writeFileSync(`${outDir}/${side.label}-${round + 1}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      console.log(
        `round ${round + 1} ${side.label}: performance ${perf}, TBT ${Math.round(tbt)} ms, FCP ${Math.round(fcp)}, LCP ${Math.round(lcp)}; load ${load()}`,
      );
    }
  }
  for (const side of sides) {
    const m = (key) => Math.round(median(side.samples.map((s) => s[key])));
    console.log(
      `${side.label} ${side.origin}${path}: median of ${side.samples.length}: performance ${m('perf')}, TBT ${m('tbt')} ms, FCP ${m('fcp')} ms, LCP ${m('lcp')} ms`,
    );
    const items = side.lastLhr?.audits['bootup-time']?.details?.items ?? [];
    for (const item of items.slice(0, 8))
      console.log(
        `  ${String(item.url).replace(side.origin, '')}: total ${Math.round(item.total)} ms, script ${Math.round(item.scripting)} ms, parse+compile ${Math.round(item.scriptParseCompile)} ms`,
      );
  }
} finally {
  for (const side of sides) await side.chrome.kill();
}
