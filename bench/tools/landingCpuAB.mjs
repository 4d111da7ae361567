#!/usr/bin/env node
// Paired A/B of one console landing's main-thread work, counted in the renderer's CPU time rather than in wall time:
// on a shared, loaded machine the wall time of a task grows with the load (Lighthouse's simulated TBT follows it), its
// CPU time much less. One Chromium, one context per stack (each signed in once as `email`); then `rounds` rounds, each
// a load of the landing on A and on B in alternating order (A B, B A, ...), the HTTP cache emptied before each, a
// mobile viewport, no CPU throttling. From each load's trace: the main thread's tasks from the first contentful paint
// on, each task's CPU time times 4 (Lighthouse mobile's CPU slowdown), and their time over 50 ms summed (TBT as
// Lighthouse counts it, from CPU time), with the whole main thread's CPU time. Prints each load and both medians.
//
//   node bench/tools/landingCpuAB.mjs <console origin A> <console origin B> <email> <landing path> [rounds=10]
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath, median } from '../lib/serve.mjs';

const [a, b, email, path, roundsArg = '10'] = process.argv.slice(2);
if (!a || !b || !email || !path) {
  console.error(
    'usage: node bench/tools/landingCpuAB.mjs <console origin A> <console origin B> <email> <path> [rounds]',
  );
  process.exit(2);
}
const SLOWDOWN = 4;

/** CPU-time TBT and totals of the page's main thread in a trace. */
function summarise(events) {
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  if (!painted) return undefined;
  const { pid } = painted;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined)
    .sort((x, y) => x.ts - y.ts)
    // A task nested in another is part of it.
    .filter((e, i, all) => !all.slice(Math.max(0, i - 3), i).some((o) => o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
  let cpu = 0;
  let tbt = 0;
  let long = 0;
  for (const task of tasks) {
    const ms = task.tdur / 1000;
    cpu += ms;
    if (task.ts + task.dur < painted.ts) continue;
    const scaled = ms * SLOWDOWN;
    if (scaled > 50) {
      tbt += scaled - 50;
      long++;
    }
  }
  return { cpu, tbt, long };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const sides = [];
  for (const [label, origin] of [
    ['A', a],
    ['B', b],
  ]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await signInThroughConsole(page, origin, email);
    await page.close();
    sides.push({ label, origin, context, samples: [] });
  }
  for (let round = 0; round < Number(roundsArg); round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const page = await side.context.newPage();
      const cdp = await side.context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'],
      });
      await page.goto(side.origin + path, { waitUntil: 'load' });
      await page.locator('tbody[data-slot="table-body"] tr, [data-slot="page-header"] h1').first().waitFor();
      // The live stream keeps a request open: the tasks after the rows settle in 3 s.
      await page.waitForTimeout(3000);
      const result = summarise(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
      await page.close();
      if (!result) continue;
      side.samples.push(result);
      console.log(
        `round ${round + 1} ${side.label}: TBT from CPU ${Math.round(result.tbt)} ms (${result.long} long tasks), main thread CPU ${Math.round(result.cpu)} ms; load ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  for (const side of sides) {
    const m = (key) => Math.round(median(side.samples.map((s) => s[key])));
    console.log(
      `${side.label} ${side.origin}${path}: median of ${side.samples.length}: TBT from CPU ${m('tbt')} ms, long tasks ${m('long')}, main thread CPU ${m('cpu')} ms`,
    );
  }
} finally {
  await browser.close();
}
