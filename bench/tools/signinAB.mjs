#!/usr/bin/env node
// Paired A/B of the signin section (sign-in form submitted to the landing's rows painted) on two running stacks,
// alternating A and B so both see the same machine load: each round runs the section once on each stack
// (BENCH_SIGNIN_RUNS runs a role, BENCH_SIGNIN_ROLES picks roles), and the per-round medians and the load average
// are printed, then each side's median over every sample's round medians.
//
//   node bench/tools/signinAB.mjs <console origin A> <console origin B> [rounds=3]
import { loadavg } from 'node:os';
import { median } from '../lib/serve.mjs';

const [a, b, roundsArg = '3'] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node bench/tools/signinAB.mjs <console origin A> <console origin B> [rounds]');
  process.exit(2);
}
const section = await import('../sections/signin.mjs');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const results = { A: new Map(), B: new Map() };
const phases = { A: new Map(), B: new Map() };
for (let round = 0; round < Number(roundsArg); round++) {
  for (const [label, url] of round % 2
    ? [
        ['B', b],
        ['A', a],
      ]
    : [
        ['A', a],
        ['B', b],
      ]) {
    process.env.BENCH_SIGNIN_URL = url;
    const rows = await section.run({ root: process.cwd(), log: () => {} });
    for (const row of rows) {
      const role = /\(([^)]+)\)/.exec(row.measure)?.[1] ?? row.measure;
      results[label].set(role, [...(results[label].get(role) ?? []), row.ours]);
      const last = /render and paint the rows after those (\d+) ms/.exec(row.note)?.[1];
      phases[label].set(role, [...(phases[label].get(role) ?? []), Number(last)]);
      console.log(
        `round ${round + 1} ${label} ${role}: median ${Math.round(row.ours)} ms (data to rows ${last} ms); load ${load()}`,
      );
    }
  }
}
for (const role of results.A.keys()) {
  const m = (label) => Math.round(median(results[label].get(role)));
  const p = (label) => Math.round(median(phases[label].get(role)));
  console.log(`${role}: A ${m('A')} ms (data to rows ${p('A')}), B ${m('B')} ms (data to rows ${p('B')})`);
}
