#!/usr/bin/env node
// One fan-out measurement (bench/sections/stream/fanOut.mjs) of this checkout, printing each row's note: for
// diagnostic runs (BENCH_FANOUT_SETUPS, BENCH_FANOUT_BARE=0, BENCH_FANOUT_ROUNDS, ...).
//
//   node bench/tools/fanoutOnce.mjs
import { resolve } from 'node:path';
import { measureFanOut } from '../sections/stream/fanOut.mjs';

const root = resolve(import.meta.dirname, '../..');
const rows = await measureFanOut({ root, log: (...a) => console.error(...a) });
for (const row of rows) console.log(`${row.measure}: ${row.ours.toFixed(0)} ms; ${row.note}`);
