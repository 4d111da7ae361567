#!/usr/bin/env node
// The main-thread tasks of a saved Chromium trace (e.g. landingAB.mjs's <out dir>/<side>-<round>.trace.json, a
// Lighthouse run's unthrottled trace) that count toward Total Blocking Time once slowed down: every task from the
// first contentful paint on of at least `min` ms of CPU time (12.5 ms: 50 ms on Lighthouse's 4x slower phone), with
// what ran in it (the trace's named events and the sampled functions, through the build's source maps).
//
//   node bench/tools/traceTasks.mjs <trace.json> <console dist dir> [min ms=12.5] [slowdown=4]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sourceMap from 'source-map-js';

const [file, distDir, minArg = '12.5', slowArg = '4'] = process.argv.slice(2);
const min = Number(minArg) * 1000;
const slow = Number(slowArg);
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? raw);
const painted = events.find((e) => e.name === 'firstContentfulPaint');
const pid = painted.pid;
const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const nav = events.filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= painted.ts).at(-1)?.ts ?? 0;
const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
const tasks = onMain
  .filter((e) => e.name === 'RunTask' && e.ts >= nav)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  .filter((e, i, all) => !all.slice(Math.max(0, i - 5), i).some((o) => o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
const mapCache = new Map();
function sourceOf(frame) {
  if (!frame) return '?';
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const f = frame.url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*/, '');
  if (!mapCache.has(f)) {
    let c = null;
    try {
      c = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`${join(distDir, f)}.map`, 'utf8')));
    } catch {}
    mapCache.set(f, c);
  }
  const c = mapCache.get(f);
  if (!c) return `${f} ${frame.functionName}`;
  const pos = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = (pos.source ?? f)
    .replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^(?:\.\.\/)+/, '');
  return `${src}:${pos.line} ${pos.name ?? frame.functionName}`;
}
const samples = [];
const parents = new Map();
const nodes = new Map();
{
  const profiles = new Map();
  for (const e of events)
    if (e.pid === pid && e.name === 'Profile' && e.tid === tid)
      profiles.set(e.id, { ts: e.args?.data?.startTime ?? e.ts });
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const data = e.args?.data?.cpuProfile ?? {};
    for (const n of data.nodes ?? []) {
      nodes.set(`${e.id}:${n.id}`, n.callFrame);
      if (n.parent !== undefined) parents.set(`${e.id}:${n.id}`, `${e.id}:${n.parent}`);
    }
    const d = e.args?.data?.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      p.ts += d[i] ?? 0;
      samples.push({ ts: p.ts, us: d[i + 1] ?? 0, frame: nodes.get(`${e.id}:${id}`), key: `${e.id}:${id}` });
    });
  }
}
const names = (t) => {
  const parts = new Map();
  for (const e of onMain) {
    if (e === t || e.ts < t.ts || e.ts + (e.dur ?? 0) > t.ts + t.dur || !e.dur) continue;
    const n = e.name === 'FunctionCall' ? `call ${e.args?.data?.functionName}` : e.name;
    if (['RunTask', 'ThreadControllerImpl::RunTask', 'ProfileCall', 'CpuProfiler::StartProfiling'].includes(n))
      continue;
    parts.set(n, (parts.get(n) ?? 0) + e.dur);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`)
    .join(', ');
};
// React's phases, recognised in a sample's stack (the outermost one that is not a mere wrapper).
const PHASES = [
  'performWorkOnRootViaSchedulerTask',
  'performWorkOnRoot',
  'flushSyncWorkAcrossRoots_impl',
  'renderRootSync',
  'renderRootConcurrent',
  'commitRoot',
  'commitRootImpl',
  'flushPassiveEffects',
  'flushPendingEffects',
  'flushMutationEffects',
  'flushLayoutEffects',
  'flushSpawnedWork',
  'commitMutationEffectsOnFiber',
  'commitLayoutEffectOnFiber',
  'commitPassiveMountOnFiber',
  'recursivelyTraverseReconnectPassiveEffects',
  'commitPassiveUnmountOnFiber',
];
const DEEP = new Set([
  'performWorkOnRootViaSchedulerTask',
  'performWorkOnRoot',
  'flushSyncWorkAcrossRoots_impl',
  'commitRoot',
  'commitRootImpl',
  'flushPendingEffects',
]);
let tbt = 0;
for (const t of tasks) {
  // The task's CPU time (tdur) where the trace has it: on a loaded machine its wall time grows with the load.
  const cpu = t.tdur ?? t.dur;
  if (cpu < min || t.ts + t.dur < painted.ts) continue;
  const over = Math.max(0, (cpu * slow) / 1000 - 50);
  tbt += over;
  const by = new Map();
  for (const s of samples)
    if (s.ts >= t.ts && s.ts <= t.ts + t.dur) by.set(sourceOf(s.frame), (by.get(sourceOf(s.frame)) ?? 0) + s.us);
  const top = [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`);
  console.log(
    `at ${((t.ts - nav) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} ms wall, ${(cpu / 1000).toFixed(1)} ms CPU (x${slow}: over 50 by ${over.toFixed(0)})  ${names(t)}`,
  );
  console.log(`    ${top.join(' | ')}`);
  const phases = new Map();
  for (const s of samples) {
    if (s.ts < t.ts || s.ts > t.ts + t.dur) continue;
    let k = s.key;
    let phase = 'other';
    const chain = [];
    while (k) {
      const name = sourceOf(nodes.get(k)).split(' ').at(-1);
      chain.push(name);
      k = parents.get(k);
    }
    // outermost first
    for (const name of chain.reverse()) {
      if (PHASES.includes(name)) {
        phase = name;
        if (DEEP.has(name)) continue;
        break;
      }
    }
    phases.set(phase, (phases.get(phase) ?? 0) + s.us);
  }
  console.log(
    `    phases: ${[...phases]
      .sort((a, b) => b[1] - a[1])
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
      .join(' | ')}`,
  );
}
console.log(`FCP at ${((painted.ts - nav) / 1000).toFixed(0)} ms; sum over 50 ms at x${slow}: ${tbt.toFixed(0)} ms`);
