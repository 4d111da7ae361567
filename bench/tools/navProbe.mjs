#!/usr/bin/env node
// The sign-in's navigation from the provider's form to the callback page, request by request (CDP's network timing),
// on a running stack: node bench/tools/navProbe.mjs <console origin> [email] [runs=3]
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';
import { rowsPaintedCall, submitWithEnter, watchRows } from '../sections/signin.mjs';

const [origin, email = 'org.admin@demo.test', runsArg = '3'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (let run = 0; run <= Number(runsArg); run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const painted = await rowsPaintedCall(context, email);
  await context.addInitScript(watchRows);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const log = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document')
      log.push([
        'send',
        e.timestamp,
        e.request.method,
        e.request.url.replace(/\?.*/, ''),
        e.redirectResponse ? `(after ${e.redirectResponse.status})` : '',
      ]);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Document')
      log.push([
        'resp',
        e.timestamp,
        e.response.status,
        e.response.url.replace(/\?.*/, ''),
        JSON.stringify(
          e.response.timing && {
            req: e.response.timing.sendStart,
            hdrs: e.response.timing.receiveHeadersEnd,
            conn: e.response.timing.connectStart,
          },
        ),
      ]);
  });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  log.length = 0;
  const submitted = await submitWithEnter(page);
  await painted();
  const t = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    nav: performance.getEntriesByType('navigation')[0].toJSON(),
    painted: window.__rowsPaintedAt,
  }));
  const base = log[0]?.[1];
  if (run > 0) {
    console.log(
      `\nrun ${run}: total ${Math.round(t.origin - submitted + t.painted)} ms; page clock starts ${Math.round(t.origin - submitted)} ms after submit`,
    );
    for (const [kind, ts, ...rest] of log)
      console.log(`  +${((ts - base) * 1000).toFixed(1)} ${kind} ${rest.join(' ')}`);
    const n = t.nav;
    const f = (k) => `${k} ${n[k].toFixed(1)}`;
    console.log(
      '  nav',
      [
        'redirectStart',
        'redirectEnd',
        'fetchStart',
        'connectStart',
        'connectEnd',
        'requestStart',
        'responseStart',
        'responseEnd',
        'domInteractive',
        'domContentLoadedEventEnd',
      ]
        .map(f)
        .join(', '),
      `redirects ${n.redirectCount}`,
    );
  }
  await context.close();
}
await browser.close();
