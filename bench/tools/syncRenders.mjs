#!/usr/bin/env node
// Who makes React render again inside a commit, on a console landing of a running stack: every queueMicrotask call
// of the page (React schedules its renders with it) in its first 4 s, with its stack through the build's source maps;
// only those from inside a commit's phases (a setState in a layout effect, a sync render within the commit's task),
// or all of them with ALL=1. Signed in as `email`, mobile viewport, no throttling.
//
//   node bench/tools/syncRenders.mjs <console origin> <console dist dir> [email] [landing path]
import { landingArgs, probeLanding, sourceFrames } from '../lib/landingProbe.mjs';

const { origin, distDir, email, path } = landingArgs();
const calls = await probeLanding({
  origin,
  path,
  email,
  init: () => {
    Error.stackTraceLimit = 60;
    const real = window.queueMicrotask.bind(window);
    window.__qm = [];
    window.queueMicrotask = (fn) => {
      window.__qm.push({ t: performance.now(), stack: new Error().stack });
      return real(fn);
    };
  },
  collect: () => window.__qm,
});
const map = sourceFrames(distDir);
for (const c of calls) {
  const frames = c.stack.split('\n').slice(2).map(map);
  if (process.env.ALL || frames.some((f) => /commit|flushLayout|flushMutation/.test(f)))
    console.log(`at ${c.t.toFixed(0)} ms:\n   ${frames.slice(0, 25).join('\n   ')}`);
}
console.log(calls.length, 'calls');
