#!/usr/bin/env node
// The scripts one console landing loads (signed in, HTTP cache emptied, mobile viewport), each with its gzipped size,
// until three seconds after its heading shows: to see which parts a landing carries.
//
//   node bench/tools/landingScripts.mjs <console origin> <email> <landing path>
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';

const [origin, email, path] = process.argv.slice(2);
if (!origin || !email || !path) {
  console.error('usage: node bench/tools/landingScripts.mjs <console origin> <email> <landing path>');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await signInThroughConsole(page, origin, email);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ name: url.pathname.replace('/assets/', ''), gz: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(3000);
  scripts.sort((x, y) => x.name.localeCompare(y.name));
  for (const s of scripts) console.log(`${String(s.gz).padStart(7)}  ${s.name}`);
  console.log(`${scripts.length} scripts, ${scripts.reduce((n, s) => n + s.gz, 0)} B gz`);
} finally {
  await browser.close();
}
