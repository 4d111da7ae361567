#!/usr/bin/env node
// The fan-out's rounds one by one (bench/sections/stream/fanOut.mjs with BENCH_FANOUT_ROUNDS=<file>), and where the
// machine's CPU went during each round's write loop.
//
//   node bench/tools/fanoutRounds.mjs sample <cpu-file> [--pg-port=7503]   (until stopped; run beside the bench)
//   node bench/tools/fanoutRounds.mjs report <rounds-file> [<cpu-file>]
//
// `sample` reads, every 5 ms, the CPU ticks of the bench's node processes (cwd inside this checkout: the API server,
// the load client), of the PostgreSQL processes under the postmaster started on --pg-port (BENCH_FANOUT_PORT + 3), and
// of the whole machine (/proc/stat), writing a line "epoch-ms kind ticks" on each change. `report` prints, per run,
// the distribution of its rounds (each round's p99, when the server had the notification, the write loop, the time
// in its slices and the time yielded between them, collections) and, with a CPU file, each round's CPU in its write
// loop: the API's, the client's, PostgreSQL's, and the machine's busy and idle time (ticks are 10 ms).
import { appendFileSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [mode, file, cpuFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const pgPort = process.argv.find((a) => a.startsWith('--pg-port='))?.slice(10) ?? '7503';
const root = resolve(import.meta.dirname, '../..');

if (mode === 'sample') sample(file);
else if (mode === 'report') report(file, cpuFile);
else throw new Error('usage: fanoutRounds.mjs sample <cpu-file> | report <rounds-file> [<cpu-file>]');

function sample(out) {
  writeFileSync(out, '');
  let kinds = new Map();
  const statOf = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  const scan = () => {
    const next = new Map();
    const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
    for (const pid of pids) {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
        if (cmd[0].includes('postgres') && cmd.includes(pgPort)) next.set(pid, 'postmaster');
        else if (cmd[0].includes('node') && readlinkSync(`/proc/${pid}/cwd`).startsWith(root)) {
          const kind = cmd.some((c) => c.includes('fanOutClient'))
            ? 'client'
            : cmd.some((c) => c.includes('benchServer'))
              ? 'api'
              : undefined;
          if (kind) next.set(pid, kind);
        }
      } catch {
        // Gone meanwhile.
      }
    }
    const postmasters = [...next].filter(([, k]) => k === 'postmaster').map(([p]) => p);
    if (postmasters.length > 0)
      for (const pid of pids) {
        try {
          if (postmasters.includes(statOf(pid)[1])) next.set(pid, 'pg');
        } catch {
          // Gone meanwhile.
        }
      }
    kinds = next;
  };
  scan();
  setInterval(scan, 1000);
  let last = {};
  setInterval(() => {
    const t = performance.timeOrigin + performance.now();
    const sums = {};
    for (const [pid, kind] of kinds) {
      try {
        const f = statOf(pid);
        const k = kind === 'postmaster' ? 'pg' : kind;
        sums[k] = (sums[k] ?? 0) + Number(f[11]) + Number(f[12]);
      } catch {
        // Gone meanwhile.
      }
    }
    const cpu = readFileSync('/proc/stat', 'latin1').split('\n')[0].split(/\s+/).slice(1).map(Number);
    sums.machineBusy = cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7];
    sums.machineIdle = cpu[3] + cpu[4];
    let lines = '';
    for (const [k, v] of Object.entries(sums)) if (last[k] !== v) lines += `${t.toFixed(1)} ${k} ${v}\n`;
    last = sums;
    if (lines) appendFileSync(out, lines);
  }, 5);
}

function report(roundsFile, cpu) {
  const rounds = readFileSync(roundsFile, 'utf8').trim().split('\n').map(JSON.parse);
  const q = (xs, p) => {
    const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : Number.NaN;
  };
  const f = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');
  const ticks = {};
  if (cpu)
    for (const line of readFileSync(cpu, 'utf8').trim().split('\n')) {
      const [t, k, v] = line.split(' ');
      ticks[k] ??= [];
      ticks[k].push([Number(t), Number(v)]);
    }
  /** CPU ms of `kind` between two epoch times (the last sample at or before each). */
  const cpuMs = (kind, from, to) => {
    const xs = ticks[kind] ?? [];
    const at = (t) => {
      let v = xs[0]?.[1] ?? 0;
      for (const [ts, value] of xs) if (ts <= t) v = value;
      return v;
    };
    return (at(to) - at(from)) * 10;
  };
  console.log(
    'run | load | rounds | rounds p99 median / p90 / max | has it median / max | write loop median / p90 | in slices median | yielded median / max | collections in loops (ms)' +
      (cpu ? ' | CPU ms in the loop, medians: API / client / PostgreSQL / machine busy / idle' : ''),
  );
  for (const run of [...new Set(rounds.map((r) => r.run))]) {
    const rs = rounds.filter((r) => r.run === run);
    const col = (k) => rs.map((r) => r[k]);
    const yielded = rs.map((r) => r.writeLoop - r.busy);
    const collected = rs.reduce(
      (sum, r) => sum + (r.gc ?? []).filter((g) => g.from >= r.started - r.heard).reduce((s, g) => s + g.ms, 0),
      0,
    );
    let cpuNote = '';
    if (cpu) {
      const per = (kind) =>
        q(
          rs.map((r) => cpuMs(kind, r.sentAt + r.started, r.sentAt + r.lastWrite)),
          0.5,
        );
      cpuNote = ` | ${['api', 'client', 'pg', 'machineBusy', 'machineIdle'].map((k) => f(per(k))).join(' / ')}`;
    }
    console.log(
      `${run} | ${q(col('load'), 0.5).toFixed(1)} | ${rs.length} | ${f(q(col('p99'), 0.5))} / ${f(q(col('p99'), 0.9))} / ${f(Math.max(...col('p99')))} | ${f(q(col('heard'), 0.5))} / ${f(Math.max(...col('heard')))} | ${f(q(col('writeLoop'), 0.5))} / ${f(q(col('writeLoop'), 0.9))} | ${f(q(col('busy'), 0.5))} | ${f(q(yielded, 0.5))} / ${f(Math.max(...yielded))} | ${f(collected)}${cpuNote}`,
    );
  }
}
