#!/usr/bin/env node
// Every document.cookie read and write and every local/session storage call a console landing makes in its first 4 s
// (running stack, signed in as `email`, mobile viewport, no throttling): when, how long it took, and from where (the
// stack through the build's source maps, DEPTH frames, 4 by default). A cookie read right after a write waits on the
// browser's cookie store; this shows where those are.
//
//   node bench/tools/storageCalls.mjs <console origin> <console dist dir> [email] [landing path]
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
  Error.stackTraceLimit = 30;
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  window.__ck = [];
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      const t = performance.now();
      const v = d.get.call(this);
      window.__ck.push({ op: 'get', t, ms: performance.now() - t, stack: new Error().stack });
      return v;
    },
    set(v) {
      const t = performance.now();
      d.set.call(this, v);
      window.__ck.push({ op: 'set ' + String(v).slice(0, 30), t, ms: performance.now() - t, stack: new Error().stack });
    },
  });
  const si = Storage.prototype.setItem,
    gi = Storage.prototype.getItem;
  Storage.prototype.setItem = function (k, v) {
    const t = performance.now();
    si.call(this, k, v);
    window.__ck.push({ op: 'setItem ' + k, t, ms: performance.now() - t, stack: new Error().stack });
  };
  Storage.prototype.getItem = function (k) {
    const t = performance.now();
    const v = gi.call(this, k);
    window.__ck.push({ op: 'getItem ' + k, t, ms: performance.now() - t, stack: new Error().stack });
    return v;
  };
});
await page.goto(origin + path);
await page.waitForTimeout(4000);
const calls = await page.evaluate(() => window.__ck);
const maps = new Map();
const map = (line) => {
  const m = /(https?:\/\/[^)\s]+\/assets\/([^:)\s]+)):(\d+):(\d+)/.exec(line);
  if (!m) return line.trim().slice(0, 80);
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
  return `${(pos.source ?? '').replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? ''}`;
};
for (const c of calls) {
  const frames = c.stack
    .split('\n')
    .slice(2)
    .map(map)
    .filter((f) => !f.includes('react-dom') && !f.includes('router-core'));
  console.log(
    `${c.t.toFixed(0).padStart(5)} ${c.ms.toFixed(2).padStart(6)} ${c.op.padEnd(34)} ${frames.slice(0, Number(process.env.DEPTH ?? 4)).join(' < ')}`,
  );
}
await browser.close();
