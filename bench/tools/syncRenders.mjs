#!/usr/bin/env node
// Who makes React render again inside a commit, on a console landing of a running stack: every queueMicrotask call
// of the page (React schedules its renders with it) in its first 4 s, with its stack through the build's source maps;
// only those from inside a commit's phases (a setState in a layout effect, a sync render within the commit's task),
// or all of them with ALL=1. Signed in as `email`, mobile viewport, no throttling.
//
//   node bench/tools/syncRenders.mjs <console origin> <console dist dir> [email] [landing path]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map-js';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';

const [origin, distDir, email = 'project.admin@demo.test', path = '/project-module/project-panel?active=0'] =
  process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const p0 = await context.newPage();
await signInThroughConsole(p0, origin, email);
await p0.close();
const page = await context.newPage();
await page.addInitScript(() => {
  Error.stackTraceLimit = 60;
  const real = window.queueMicrotask.bind(window);
  window.__qm = [];
  window.queueMicrotask = (fn) => {
    window.__qm.push({ t: performance.now(), stack: new Error().stack });
    return real(fn);
  };
});
await page.goto(origin + path);
await page.waitForTimeout(4000);
const calls = await page.evaluate(() => window.__qm);
const maps = new Map();
const map = (line) => {
  const m = /(https?:\/\/[^)\s]+\/assets\/([^:)\s]+)):(\d+):(\d+)/.exec(line);
  if (!m) return line.trim();
  const f = m[2];
  if (!maps.has(f)) {
    try {
      maps.set(
        f,
        new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(join(distDir, 'assets', f + '.map'), 'utf8'))),
      );
    } catch {
      maps.set(f, null);
    }
  }
  const c = maps.get(f);
  if (!c) return line.trim();
  const pos = c.originalPositionFor({ line: Number(m[3]), column: Number(m[4]) - 1 });
  return `${(pos.source ?? '').replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')}:${pos.line} ${pos.name ?? ''}`;
};
for (const c of calls) {
  const frames = c.stack.split('\n').slice(2).map(map);
  if (process.env.ALL || frames.some((f) => /commit|flushLayout|flushMutation/.test(f)))
    console.log(`at ${c.t.toFixed(0)} ms:\n   ${frames.slice(0, 25).join('\n   ')}`);
}
console.log(calls.length, 'calls');
await browser.close();
