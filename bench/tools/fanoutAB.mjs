#!/usr/bin/env node
// Two versions of the admin API under the stream fan-out (bench/sections/stream/fanOut.mjs), measured in alternating
// runs so that both see the same (drifting) machine load, each run with its own bare-server anchor and the same load
// client (this checkout's). Prints each run's p99, its timeline and the load average, then the medians.
//
//   node bench/tools/fanoutAB.mjs <root-a> <root-b> [--pairs=3]
//
// A root is a checkout whose examples/admin-api serves the streams (with its node_modules); BENCH_FANOUT_SETUPS
// picks the setups (default pglite), BENCH_FANOUT_PORT the ports as in the section.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { measureFanOut } from '../sections/stream/fanOut.mjs';

const [rootA, rootB] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!rootA || !rootB) throw new Error('usage: fanoutAB.mjs <root-a> <root-b> [--pairs=3]');
const pairs = Number(process.argv.find((a) => a.startsWith('--pairs='))?.slice(8) ?? 3);
process.env.BENCH_FANOUT_SETUPS ??= 'pglite';
const root = resolve(import.meta.dirname, '../..');
const log = (...a) => console.error(...a);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const results = { A: [], B: [] };
for (let pair = 0; pair < pairs; pair++) {
  // Taking turns going first.
  const order = pair % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const which of order) {
    const before = load();
    // Names the run in the per-round lines (BENCH_FANOUT_ROUNDS).
    process.env.BENCH_FANOUT_LABEL = `${which}${pair}`;
    const rows = await measureFanOut({ root, serverRoot: resolve(which === 'A' ? rootA : rootB), log });
    for (const row of rows) {
      const entry = {
        pair,
        which,
        measure: row.measure,
        p99: row.ours,
        bareP99: row.anchor,
        load: `${before} -> ${load()}`,
      };
      results[which].push({ ...entry, timeline: row.timeline, bareTimeline: row.bareTimeline });
      console.log(JSON.stringify({ ...entry, note: row.note }));
    }
  }
}
const median = (xs) => {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const list = (xs) => xs.map((x) => (Number.isFinite(x) ? x.toFixed(0) : '-')).join(', ');
// Per version and setup: the pooled p99 of each run, the median over a run's rounds of each round's p99 (less moved
// by one slow round on a busy machine), when the server had the notification and how long its write loop took.
for (const which of ['A', 'B']) {
  const rows = results[which];
  for (const measure of [...new Set(rows.map((r) => r.measure))]) {
    const mine = rows.filter((r) => r.measure === measure);
    const col = (pick) => mine.map(pick);
    const parts = [
      ['p99', col((r) => r.p99)],
      ["rounds' p99", col((r) => r.timeline?.p99)],
      ['server has it', col((r) => r.timeline?.heard)],
      ['write loop', col((r) => r.timeline?.writeLoop)],
      ['write loop CPU', col((r) => r.timeline?.cpu)],
      ['write loop CPU, main thread', col((r) => r.timeline?.mainCpu)],
      ['last write', col((r) => r.timeline?.lastWrite)],
      ['bare p99', col((r) => r.bareP99)],
      ["bare rounds' p99", col((r) => r.bareTimeline?.p99)],
      ['bare write loop CPU', col((r) => r.bareTimeline?.cpu)],
      ['bare write loop CPU, main thread', col((r) => r.bareTimeline?.mainCpu)],
    ];
    console.log(`${which} ${measure}`);
    for (const [label, xs] of parts) console.log(`  ${label}: ${list(xs)} (median ${list([median(xs)])})`);
    console.log(`  load: ${mine.map((r) => r.load).join('; ')}`);
  }
}
