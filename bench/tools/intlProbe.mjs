#!/usr/bin/env node
// Which Intl formatters each demo user's landing makes in its first seconds (constructor, options, when, how long),
// on a running stack. The first formatter of a kind on a page loads its locale data: a date format 60-140 ms on this
// machine, a number format 25-70 ms, each one task too long for a phone (Lighthouse's simulated CPU is 4x slower).
//
//   node bench/tools/intlProbe.mjs <console origin>
import { chromium } from 'playwright-core';
import { signInThroughConsole } from '../lib/consoleSignIn.mjs';

const origin = process.argv[2];
const LANDINGS = {
  'super@demo.test': '/super-admin/organizations',
  'org.admin@demo.test': '/org-module/branches',
  'branch.admin@demo.test': '/branch-module/branches',
  'project.admin@demo.test': '/project-module/project-panel?active=0',
  'member@demo.test': '/project-member-module/project-panel?active=0',
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [email, path] of Object.entries(LANDINGS)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signInThroughConsole(page, origin, email);
  const probe = await context.newPage();
  await probe.addInitScript(() => {
    const made = [];
    globalThis.__intlMade = made;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat', 'PluralRules']) {
      const Real = Intl[name];
      Intl[name] = new Proxy(Real, {
        construct(target, args) {
          const start = performance.now();
          const value = Reflect.construct(target, args);
          made.push(
            `${name} ${JSON.stringify(args[1] ?? {})} at ${Math.round(start)} ms: ${(performance.now() - start).toFixed(1)} ms`,
          );
          return value;
        },
      });
    }
  });
  await probe.goto(`${origin}${path}`);
  await probe.getByRole('heading', { level: 1 }).waitFor();
  await probe.waitForTimeout(5000);
  console.log(path, await probe.evaluate(() => globalThis.__intlMade));
  await context.close();
}
await browser.close();
