#!/usr/bin/env node
// Paired sign-ins on two running stacks, one sign-in at a time: A then B, then B then A, ... (a fresh browser context
// each, as the signin section measures), so each pair sees the same moment's machine load. Prints each pair and, per
// role, both medians, the median of the pairs' differences (B - A), how often B was faster, and the load average.
//
//   BENCH_SIGNIN_PAIRS=15 BENCH_SIGNIN_ROLES=super,project [BENCH_SIGNIN_DWELL=2000] node bench/tools/signinPaired.mjs <origin A> <origin B>
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, median } from '../lib/serve.mjs';
import { signInOnce } from '../sections/signin.mjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node bench/tools/signinPaired.mjs <console origin A> <console origin B>');
  process.exit(2);
}
const pairs = Number(process.env.BENCH_SIGNIN_PAIRS ?? 15);
const emails = {
  super: 'super@demo.test',
  org: 'org.admin@demo.test',
  branch: 'branch.admin@demo.test',
  project: 'project.admin@demo.test',
  member: 'member@demo.test',
};
const roles = (process.env.BENCH_SIGNIN_ROLES ?? 'super').split(',');
// BENCH_SIGNIN_DWELL (ms): both wait that long on the sign-in screen before its button, as a person would.
const options = { dwell: Number(process.env.BENCH_SIGNIN_DWELL ?? 0) };
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const summary = [];
  for (const role of roles) {
    const email = emails[role] ?? role;
    // Each stack's first sign-in of this account, not counted.
    await signInOnce(browser, a, email, options);
    await signInOnce(browser, b, email, options);
    const A = [];
    const B = [];
    const loads = [];
    // The phases of each sign-in, one after the other: the form's post to the callback page's fetch (the identity
    // provider's answers and redirects), that fetch to the token endpoint's answer (the callback page and the code
    // exchange), the token endpoint's answer to the first API request, that request to the last awaited API answer
    // (the session's requests and the landing's), and from that answer to the rows painted (the console's render and
    // paint). With the page clock's start after the submit they add up to the total.
    const names = ['post', 'exchange', 'token', 'api', 'render'];
    const phase = Object.fromEntries(['A', 'B'].map((x) => [x, Object.fromEntries(names.map((n) => [n, []]))]));
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 ? ['B', 'A'] : ['A', 'B'];
      const got = {};
      for (const label of order) {
        const run = await signInOnce(browser, label === 'A' ? a : b, email, options);
        got[label] = run.total;
        phase[label].post.push(run.fetchStart);
        phase[label].exchange.push(run.tokenEnd - run.fetchStart);
        phase[label].token.push(run.apiStart - run.tokenEnd);
        phase[label].api.push(run.dataEnd - run.apiStart);
        phase[label].render.push(run.rows - run.dataEnd);
      }
      A.push(got.A);
      B.push(got.B);
      loads.push(loadavg()[0]);
      console.log(`${role} pair ${i + 1}: A ${Math.round(got.A)} ms, B ${Math.round(got.B)} ms; load ${load()}`);
    }
    const diffs = A.map((x, i) => B[i] - x);
    summary.push(
      `${role}: A ${Math.round(median(A))} ms, B ${Math.round(median(B))} ms, paired median B - A ${Math.round(median(diffs))} ms, B faster in ${diffs.filter((d) => d < 0).length} of ${pairs}; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    );
    for (const [name, text] of [
      ['post', "form posted to the callback page's fetch (the provider's answers and redirects)"],
      ['exchange', "the callback page's fetch to the token endpoint's answer"],
      ['token', "the token endpoint's answer to the first API request"],
      ['api', 'the first API request to the last awaited API answer'],
      ['render', 'last awaited API answer to the rows painted'],
    ]) {
      const d = phase.A[name].map((x, i) => phase.B[name][i] - x);
      summary.push(
        `  ${text}: A ${Math.round(median(phase.A[name]))} ms, B ${Math.round(median(phase.B[name]))} ms, paired median B - A ${Math.round(median(d))} ms, B lower in ${d.filter((x) => x < 0).length} of ${pairs}`,
      );
    }
  }
  for (const line of summary) console.log(line);
} finally {
  await browser.close();
}
