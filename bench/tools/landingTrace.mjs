#!/usr/bin/env node
// The long tasks of a console landing, from a Chromium performance trace with the CPU slowed 4x (as Lighthouse's
// mobile preset does), on a running stack: what Total Blocking Time is made of, and which scripts run in each task.
//
//   node bench/tools/landingTrace.mjs <console origin> [email ...]
//
// BENCH_TRACE_BY=function lists each task's sampled time by function (file, line, name) instead of by file;
// BENCH_TRACE_TOP=n lists n of them (8 by default).
//
// Each long task also lists where its sampled CPU time went, by source file (through the build's source maps).
//
// Signs in as each demo user (all five landings by default), empties the HTTP cache (the session cookies stay), opens
// the user's landing and records the trace until the page is quiet. Prints, per landing, each task over 50 ms on the
// page's main thread (start after navigation, duration, what ran in it) and the sum of their time over 50 ms from the
// first contentful paint on (TBT as Lighthouse counts it, but observed on this machine, not simulated). Durations grow
// with the machine's load: the load average is printed beside them. BENCH_TRACE_KEEP=dir keeps each raw trace.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map-js';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';

const LANDINGS = {
  'super@demo.test': '/super-admin/organizations',
  'org.admin@demo.test': '/org-module/branches',
  'branch.admin@demo.test': '/branch-module/branches',
  'project.admin@demo.test': '/project-module/project-panel?active=0',
  'member@demo.test': '/project-member-module/project-panel?active=0',
};
const origin = process.argv[2];
if (!origin) {
  console.error('usage: node bench/tools/landingTrace.mjs <console origin> [email ...]');
  process.exit(2);
}
const emails = process.argv.slice(3).length ? process.argv.slice(3) : Object.keys(LANDINGS);
const keep = process.env.BENCH_TRACE_KEEP;
/** The console's build the stack serves (its source maps name the sampled code): BENCH_TRACE_DIST, or the port's. */
const distDir =
  process.env.BENCH_TRACE_DIST ?? join(import.meta.dirname, `../../examples/console/dist/port-${new URL(origin).port}`);
const slowdown = Number(process.env.BENCH_TRACE_CPU ?? 4);
/** BENCH_TRACE_BY=function: each long task's samples by function (source file, line and name), not by file. */
const byFunction = process.env.BENCH_TRACE_BY === 'function';
/** How many sources (or functions) each long task lists: BENCH_TRACE_TOP, 8 by default. */
const listed = Number(process.env.BENCH_TRACE_TOP ?? 8);

/** The trace events' own names for what a task spent its time on, in a readable form. */
function describe(event) {
  const d = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${short(d.url ?? event.args?.data?.url ?? '')}`;
    case 'FunctionCall':
      return `call ${d.functionName || '(anonymous)'} ${short(d.url ?? '')}:${d.lineNumber ?? ''}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${d.type ?? ''}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${short(d.url ?? event.args?.fileName ?? '')}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'RunMicrotasks':
    case 'V8.RunMicrotasks':
      return 'microtasks';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GC_MARK_COMPACTOR':
      return 'GC';
    default:
      return null;
  }
}
/** The CPU profile's samples on the page's thread: each with its time, the time it stands for and its frame. */
function profileSamples(events, pid, tid) {
  const out = [];
  const nodes = new Map();
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id, { ts: e.args?.data?.startTime ?? e.ts });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profiles.has(e.id)) continue;
    const profile = profiles.get(e.id);
    const data = e.args?.data?.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node.callFrame);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      profile.ts += deltas[i] ?? 0;
      out.push({ ts: profile.ts, us: deltas[i + 1] ?? 0, frame: nodes.get(`${e.id}:${id}`) });
    });
  }
  return out;
}

const mapCache = new Map();
/** The source file a sampled frame ran in (through the built script's source map when it has one). */
function sourceOf(frame) {
  if (!frame) return '?';
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
  if (!mapCache.has(file)) {
    let consumer = null;
    try {
      const text = readFileSync(`${join(distDir, file.replace(/\?.*/, ''))}.map`, 'utf8');
      consumer = new sourceMap.SourceMapConsumer(JSON.parse(text));
    } catch {}
    mapCache.set(file, consumer);
  }
  const consumer = mapCache.get(file);
  if (!consumer) return short(frame.url);
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? short(frame.url))
    .replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^(?:\.\.\/)+/, '');
  return byFunction ? `${source}:${pos.line} ${pos.name ?? frame.functionName}` : source;
}

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

async function signIn(context, email) {
  const page = await context.newPage();
  await signInThroughConsole(page, origin, email);
  await page.close();
}

async function trace(browser, email) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await signIn(context, email);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const load = loadavg()[0];
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'toplevel',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(origin + LANDINGS[email], { waitUntil: 'load' });
    await page.locator('tbody[data-slot="table-body"] tr, [data-slot="page-header"] h1').first().waitFor();
    // The live stream keeps a request open, so the network never goes idle: the tasks after the rows settle in 3 s.
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `${email.split('@')[0]}.json`), buffer);
    }
    return { ...summarise(JSON.parse(buffer.toString()).traceEvents), load };
  } finally {
    await context.close();
  }
}

function summarise(events) {
  // The page's main thread: the renderer main thread of the process that painted the landing's first content.
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const pid = painted?.pid;
  const tid =
    events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid ??
    painted?.tid;
  const nav =
    events.filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= (painted?.ts ?? 0)).at(-1)?.ts ?? 0;
  const fcp = painted?.ts;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onMain
    .filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50_000)
    .filter((e) => e.ts >= nav)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    // A task nested in another (the scheduler's RunTask inside the thread's) is the same task.
    .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
  const long = tasks.map((task) => {
    const end = task.ts + task.dur;
    // Within the task: the named work, by total own time (nested events counted under their outermost name).
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts = new Map();
    for (const e of inside) {
      const what = describe(e);
      if (!what || !e.dur) continue;
      parts.set(what, (parts.get(what) ?? 0) + e.dur);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([what, us]) => `${what} ${Math.round(us / 1000)} ms`);
    return { start: Math.round((task.ts - nav) / 1000), ms: Math.round(task.dur / 1000), top, ts: task.ts, end };
  });
  const samples = profileSamples(events, pid, tid);
  for (const t of long) {
    const bySource = new Map();
    for (const s of samples) {
      if (s.ts < t.ts || s.ts > t.end) continue;
      const key = sourceOf(s.frame);
      bySource.set(key, (bySource.get(key) ?? 0) + s.us);
    }
    t.sources = [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, listed)
      .map(([what, us]) => `${what} ${Math.round(us / 1000)}`);
  }
  const tbt = long
    .filter((t) => fcp === undefined || t.ts + t.ms * 1000 > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
  return { fcp: fcp === undefined ? undefined : Math.round((fcp - nav) / 1000), long, tbt };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const email of emails) {
    const result = await trace(browser, email);
    console.log(
      `\n${LANDINGS[email]} (${email}): CPU ${slowdown}x slower, load average ${result.load.toFixed(1)}; ` +
        `FCP ${result.fcp} ms; ${result.long.length} tasks over 50 ms; observed TBT ${result.tbt} ms`,
    );
    for (const t of result.long) {
      console.log(`  at ${t.start} ms: ${t.ms} ms  ${t.top.join(', ')}`);
      if (t.sources.length) console.log(`      sampled (ms, by source): ${t.sources.join(', ')}`);
    }
  }
} finally {
  await browser.close();
}
