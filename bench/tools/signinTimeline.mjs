#!/usr/bin/env node
// What happens between the sign-in's last API answer and the landing's rows painted, on a running stack: desktop
// Chromium, a fresh context per run (as the signin section measures). Prints, per run and on the callback page's
// clock, every script and API request (start and end), the long tasks, and when the frame's skeleton, the frame, the
// page's heading and the rows first appeared in the DOM, then the rows' paint.
//
//   node bench/tools/signinTimeline.mjs <console origin> [email] [runs=3]
//
// SIGNIN_TRACE=1 also records a Chromium trace of each run and lists the callback page's main-thread tasks over 2 ms;
// SIGNIN_TRACE_KEEP=dir keeps each trace (with the run's timings) as dir/trace-<time>.json, with the renderer's CPU
// samples and the network events, to read where a run's time went.
// SIGNIN_TASKS_FROM=<ms> lists the main-thread tasks from that moment of the page clock (0: the whole callback page)
// rather than from DOMContentLoaded.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';
import { rowsPaintedCall, submitWithEnter } from '../sections/signin.mjs';

const [origin, email = 'super@demo.test', runsArg = '3'] = process.argv.slice(2);
if (!origin) {
  console.error('usage: node bench/tools/signinTimeline.mjs <console origin> [email] [runs]');
  process.exit(2);
}

// Runs in every document: DOM milestones, long tasks, the rows' paint (as the signin section marks it).
const watch = () => {
  const seen = {};
  window.__milestones = seen;
  const tests = {
    skeleton: '[data-slot="frame-skeleton"], [aria-busy="true"]',
    header: 'header a[href="/"]',
    heading: 'main h1',
    table: 'table',
    rows: 'tbody[data-slot="table-body"] tr:not([data-slot="table-state-row"]), ul[data-slot="service-list"] > li[data-slot="service"]',
  };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(tests)) {
      if (seen[name] === undefined && document.querySelector(selector)) {
        seen[name] = performance.now();
        if (name === 'rows') performance.mark('rows in the page');
        if (name === 'rows')
          requestAnimationFrame(() =>
            setTimeout(() => {
              seen.rowsPainted = performance.now();
              window.__benchRowsPainted?.();
            }),
          );
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // Timers of 20 ms or more (React's throttled commits are timers), and each DOM change's first added element.
  window.__timers = [];
  const setTimeoutBefore = window.setTimeout;
  window.setTimeout = (fn, delay, ...args) => {
    if (delay >= 20) window.__timers.push([performance.now(), delay]);
    return setTimeoutBefore(fn, delay, ...args);
  };
  window.__mutations = [];
  new MutationObserver((records) => {
    const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => n.nodeType === 1);
    if (added.length)
      window.__mutations.push([
        performance.now(),
        added
          .slice(0, 3)
          .map(
            (n) =>
              `${n.tagName.toLowerCase()}${n.dataset?.slot ? `[${n.dataset.slot}]` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''}`,
          )
          .join(' ') +
          (added.length > 3 ? ` +${added.length - 3}` : '') +
          ` "${(added[0].textContent ?? '').slice(0, 60)}"`,
      ]);
  }).observe(document, { childList: true, subtree: true });
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const traceTasks = process.env.SIGNIN_TRACE === '1';
const once = async (print) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(watch);
  // As the signin section waits: the page calls in when its rows are painted (no script of the driver's runs there).
  const painted = await rowsPaintedCall(context, email);
  const page = await context.newPage();
  if (print && traceTasks)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'devtools.timeline.async',
        'disabled-by-default-devtools.timeline.frame',
        'loading',
        'navigation',
        'blink.resource',
      ],
    });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  const submitted = await submitWithEnter(page);
  await painted();
  const t = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    nav: performance.getEntriesByType('navigation')[0]?.toJSON(),
    resources: performance
      .getEntriesByType('resource')
      .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, type: r.initiatorType })),
    milestones: window.__milestones,
    longTasks: window.__longTasks,
    timers: window.__timers,
    marks: performance.getEntriesByType('mark').map((m) => [m.startTime, m.name]),
    mutations: window.__mutations,
  }));
  const trace = print && traceTasks ? JSON.parse((await browser.stopTracing()).toString()) : undefined;
  if (trace && process.env.SIGNIN_TRACE_KEEP)
    (await import('node:fs')).writeFileSync(
      `${process.env.SIGNIN_TRACE_KEEP}/trace-${Date.now()}.json`,
      JSON.stringify({ trace, t }),
    );
  await context.close();
  const total = t.timeOrigin - submitted + t.milestones.rowsPainted;
  if (print) {
    const r = (n) => Math.round(n);
    console.log(`\n${email}: total ${r(total)} ms (page clock starts ${r(t.timeOrigin - submitted)} ms after submit)`);
    console.log(
      `  nav responseEnd ${r(t.nav.responseEnd)} domInteractive ${r(t.nav.domInteractive)} DCL ${r(t.nav.domContentLoadedEventEnd)}`,
    );
    const events = [
      ...t.resources.map((x) => [x.start, `${x.type} ${x.name} ${r(x.start)}-${r(x.end)}`]),
      ...Object.entries(t.milestones).map(([k, v]) => [v, `** ${k} at ${r(v)}`]),
      ...t.longTasks.map(([s, d]) => [s, `-- long task ${r(s)}+${r(d)}`]),
      ...t.marks.map(([s, name]) => [s, `   mark ${name} at ${r(s)}`]),
      ...t.timers.map(([s, d]) => [s, `   timer at ${r(s)} for ${r(d)} ms`]),
      ...t.mutations
        .filter(([s]) => s > t.nav.domContentLoadedEventEnd)
        .map(([s, what]) => [s, `   dom at ${r(s)}: ${what}`]),
    ].sort((a, b) => a[0] - b[0]);
    for (const [, line] of events) console.log(`  ${line}`);
    if (trace) printTasks(trace, t);
  }
  return total;
};
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await once(false);
const totals = [];
for (let i = 0; i < Number(runsArg); i++) totals.push(await once(true));
console.log(
  `\ntotals ${totals.map(Math.round).join(', ')}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await browser.close();

/** The callback page's main-thread tasks over 2 ms, on the page's clock (aligned by the 'rows in the page' mark). */
function printTasks(trace, t) {
  const events = trace.traceEvents ?? trace;
  const mark = events.find((e) => e.name === 'rows in the page' && e.ph !== 'E');
  if (!mark) return console.log('  (no rows mark in the trace)');
  const offset = mark.ts / 1000 - t.milestones.rows;
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 2000);
  // SIGNIN_TASKS_FROM (page clock, ms): list tasks from then on rather than from DOMContentLoaded.
  const from = Number(process.env.SIGNIN_TASKS_FROM ?? t.nav?.domContentLoadedEventEnd ?? 0) + offset;
  const kinds = new Set([
    'FunctionCall',
    'EvaluateScript',
    'v8.compileModule',
    'v8.evaluateModule',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'ParseHTML',
    'MajorGC',
    'MinorGC',
    'v8.compile',
  ]);
  console.log('  main-thread tasks over 2 ms (start+duration: what ran, ms):');
  for (const task of tasks) {
    const start = task.ts / 1000;
    if (start < from) continue;
    const what = new Map();
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts >= task.ts + task.dur || !(e.dur > 500) || !kinds.has(e.name)) continue;
      const label = `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}`;
      what.set(label, (what.get(label) ?? 0) + e.dur / 1000);
    }
    const list = [...what]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
    console.log(`    ${Math.round(start - offset)}+${(task.dur / 1000).toFixed(1)}: ${list}`);
  }
}
