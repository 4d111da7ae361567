#!/usr/bin/env node
// Every document.cookie read and write and every local/session storage call a console landing makes in its first 4 s
// (running stack, signed in as `email`, mobile viewport, no throttling): when, how long it took, and from where (the
// stack through the build's source maps, DEPTH frames, 4 by default). A cookie read right after a write waits on the
// browser's cookie store; this shows where those are.
//
//   node bench/tools/storageCalls.mjs <console origin> <console dist dir> [email] [landing path]
import { landingArgs, probeLanding, sourceFrames } from '../lib/landingProbe.mjs';

const { origin, distDir, email, path } = landingArgs();
const calls = await probeLanding({
  origin,
  path,
  email,
  init: () => {
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
        window.__ck.push({
          op: `set ${String(v).slice(0, 30)}`,
          t,
          ms: performance.now() - t,
          stack: new Error().stack,
        });
      },
    });
    const si = Storage.prototype.setItem,
      gi = Storage.prototype.getItem;
    Storage.prototype.setItem = function (k, v) {
      const t = performance.now();
      si.call(this, k, v);
      window.__ck.push({ op: `setItem ${k}`, t, ms: performance.now() - t, stack: new Error().stack });
    };
    Storage.prototype.getItem = function (k) {
      const t = performance.now();
      const v = gi.call(this, k);
      window.__ck.push({ op: `getItem ${k}`, t, ms: performance.now() - t, stack: new Error().stack });
      return v;
    };
  },
  collect: () => window.__ck,
});
const map = sourceFrames(distDir);
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
