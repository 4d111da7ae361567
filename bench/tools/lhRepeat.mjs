#!/usr/bin/env node
// What a returning visit keeps between the firstpaint section's Lighthouse runs: Lighthouse `runs` times on one
// landing in one Chromium, signed in once, the HTTP cache emptied before each run (as the section does). Before each
// run it prints what the browser keeps for the console's origin (cookies and their sizes, local and session storage,
// IndexedDB, Cache Storage, service workers, storage usage, open targets); after each, the run's score and Total
// Blocking Time, every non-asset request with its size (the API's answers, to see data that grows with each visit),
// the renderer's main-thread time in the trace, and the Chromium processes' CPU over 10 idle seconds (work left
// running by a closed page). Reports and traces are written to <out dir>.
//
//   node bench/tools/lhRepeat.mjs <console origin> <email> <landing path> [runs=3] <out dir>
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withCdpPage } from '../lib/cdpPage.mjs';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';

const [origin, email, path, runsArg, outDir] = process.argv.slice(2);
if (!origin || !email || !path || !outDir) {
  console.error('usage: node bench/tools/lhRepeat.mjs <console origin> <email> <landing path> [runs] <out dir>');
  process.exit(2);
}
const runs = Number(runsArg ?? 3);
mkdirSync(outDir, { recursive: true });

async function signIn(port) {
  await withCdpPage(port, async (page) => {
    await signInThroughConsole(page, origin, email);
  });
}

/** Empties the HTTP cache and reads what the browser keeps for the origin (a page of the origin that is not the app). */
async function keptState(port) {
  return withCdpPage(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const { cookies } = await cdp.send('Network.getAllCookies');
    const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
    const targets = (await cdp.send('Target.getTargets')).targetInfos
      .filter((t) => t.type !== 'browser_ui')
      .map((t) => `${t.type}:${t.url}`);
    await page.route(`${origin}/__kept-state`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto(`${origin}/__kept-state`);
    const storage = await page.evaluate(async () => {
      const sizes = (store, tag) =>
        Array.from({ length: store.length }, (_, i) => store.key(i)).map(
          (k) => `${tag}${k}=${store.getItem(k).length}`,
        );
      return {
        storage: [...sizes(localStorage, 'local:'), ...sizes(sessionStorage, 'session:')].join(' '),
        indexedDB: ((await indexedDB.databases?.()) ?? []).map((d) => d.name).join(','),
        caches: (await caches.keys()).join(','),
        serviceWorkers: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
      };
    });
    return { cookies: cookies.map((c) => `${c.name}=${c.value.length}`).join(' '), usage, targets, ...storage };
  });
}

/** CPU ticks of the Chromium's processes (its own and its children's). */
function chromiumTicks(port) {
  const list = (cmd) => execSync(`${cmd} || true`).toString().trim().split('\n').filter(Boolean);
  const roots = list(`pgrep -f "remote-debugging-port=${port}"`);
  const all = new Set(roots.flatMap((p) => [p, ...list(`pgrep -P ${p}`)]));
  let ticks = 0;
  for (const pid of all) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks;
}

async function idleTicks(port) {
  const before = chromiumTicks(port);
  await new Promise((r) => setTimeout(r, 10_000));
  return chromiumTicks(port) - before;
}

/** The page's renderer main thread: its tasks' total and how many took 10 ms or more. */
function mainThread(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!nav) return 'no navigation in the trace';
  const tasks = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.dur);
  const total = tasks.reduce((sum, e) => sum + e.dur, 0) / 1000;
  return `${total.toFixed(0)} ms in tasks, ${tasks.filter((e) => e.dur >= 10_000).length} of 10 ms or more`;
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  await signIn(chrome.port);
  console.log(`after the sign-in, idle 10 s: Chromium ${await idleTicks(chrome.port)} CPU ticks`);
  for (let i = 1; i <= runs; i++) {
    console.log(`before run ${i} (load ${loadavg()[0].toFixed(1)}):`, JSON.stringify(await keptState(chrome.port)));
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const { lhr } = result;
    writeFileSync(`${outDir}/run-${i}.json`, JSON.stringify(lhr));
    writeFileSync(`${outDir}/trace-${i}.json`, JSON.stringify(result.artifacts.Trace.traceEvents));
    const requests = lhr.audits['network-requests'].details.items;
    console.log(
      `run ${i}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, ${requests.length} requests; renderer: ${mainThread(result.artifacts.Trace.traceEvents)}`,
    );
    for (const r of requests.filter((r) => !/\.(js|css|svg|woff2?|png)(\?|$)/.test(r.url)))
      console.log(`  ${r.statusCode} ${r.url.replace(origin, '')} ${r.resourceSize} B`);
    console.log(`after run ${i}, idle 10 s: Chromium ${await idleTicks(chrome.port)} CPU ticks`);
  }
} finally {
  await chrome.kill();
}
