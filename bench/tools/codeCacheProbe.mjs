#!/usr/bin/env node
// Diagnostic: does the browser's compiled-code cache change a sign-in? Alternates sign-ins that start from one visit
// of the sign-in screen (as the signin section does) with sign-ins whose context loaded the sign-in screen N more
// times first (the console's scripts then compiled and, from the second load on, kept in the code cache); or, with
// BENCH_PROBE_DWELL=<ms>, waited on it that long (the prefetches done); or, with BENCH_PROBE_IMPORTS=1, ran every
// landing's scripts there first.
//
//   BENCH_PROBE_VISITS=2 BENCH_PROBE_RUNS=10 node bench/tools/codeCacheProbe.mjs <console origin> [email]
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, median } from '../lib/serve.mjs';
import { signInOnce } from '../sections/signin.mjs';

const [origin, email = 'super@demo.test'] = process.argv.slice(2);
const visits = Number(process.env.BENCH_PROBE_VISITS ?? 2);
const runs = Number(process.env.BENCH_PROBE_RUNS ?? 10);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const plain = [];
const warm = [];
try {
  await signInOnce(browser, origin, email);
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? ['plain', 'warm'] : ['warm', 'plain'];
    for (const which of order) {
      const r = await signInOnce(
        browser,
        origin,
        email,
        which === 'warm'
          ? process.env.BENCH_PROBE_IMPORTS
            ? { imports: true }
            : process.env.BENCH_PROBE_DWELL
              ? { dwell: Number(process.env.BENCH_PROBE_DWELL) }
              : { visits }
          : {},
      );
      (which === 'warm' ? warm : plain).push(r);
      console.log(
        which,
        Math.round(r.total),
        'entry',
        Math.round(r.entryRun - r.response),
        'token->api',
        Math.round(r.apiStart - r.tokenEnd),
        'render',
        Math.round(r.rows - r.dataEnd),
      );
    }
  }
} finally {
  await browser.close();
}
const m = (list, pick) => Math.round(median(list.map(pick)));
for (const [name, list] of [
  ['plain', plain],
  ['warm', warm],
])
  console.log(
    name,
    'total',
    m(list, (r) => r.total),
    'entry',
    m(list, (r) => r.entryRun - r.response),
    'token->api',
    m(list, (r) => r.apiStart - r.tokenEnd),
    'api',
    m(list, (r) => r.dataEnd - r.apiStart),
    'render',
    m(list, (r) => r.rows - r.dataEnd),
  );
console.log(
  'load',
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
);
