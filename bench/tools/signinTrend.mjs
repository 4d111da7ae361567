#!/usr/bin/env node
// Sign-ins one after another on a running stack, each total printed in order: how long a stack takes to warm up.
//   node bench/tools/signinTrend.mjs <console origin> <runs> [email,email,...]
// The emails take turns (one sign-in each per round).
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../lib/serve.mjs';
import { signInOnce } from '../sections/signin.mjs';

const [origin, runsArg = '20', emails = 'org.admin@demo.test'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const list = emails.split(',');
for (let i = 0; i < Number(runsArg); i++) {
  const line = [];
  for (const email of list) line.push(Math.round((await signInOnce(browser, origin, email)).total));
  console.log(`round ${i + 1}: ${line.join(' ')} (load ${loadavg()[0].toFixed(1)})`);
}
await browser.close();
