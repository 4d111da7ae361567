// 10,000 open notification streams and the time a notification takes to reach all of them, three ways:
// one admin API instance on PGlite, one on PostgreSQL, and two instances on one PostgreSQL with the
// streams split between them as a load balancer would (each instance hears the notification through
// LISTEN/NOTIFY and writes to its own half). Each server (examples/admin-api/scripts/benchServer.ts) and
// the load client (./fanOutClient.mjs) run in their own process; ports 4372-4377 on loopback
// (BENCH_FANOUT_PORT moves the first, the others follow; 4377 is the bare server's). BENCH_FANOUT_SETUPS picks some
// of `pglite,postgres,postgres2`. Each row's anchor is the same client against a bare Node server (the floor of this
// machine: no authentication, database or notification rows), both open at once, their rounds taking turns (bare,
// API, API, bare, ...) so the row and its anchor meet the same minute of a shared machine. One round is raised first and not counted (the
// first notification compiles the write and read paths as it runs, once per process); each note gives its p99, the
// load client's own CPU share of a round (near 100 %, the client would be what is measured) and the load average.
// Each note opens with the timeline of a round (medians over the counted rounds, from the request that raised the
// notification): when a server had it, wrote its first and last stream (BENCH_FANOUT_TRACE, written by the servers),
// when the request was answered, and the client's receipt percentiles. The bare server writes one pre-framed Buffer
// to each socket as the API does, so both "write loops" end when the last socket has the event.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aimNote } from '../../lib/aim.mjs';
import { spawnRaised, startBenchServer } from '../../lib/benchServer.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const FIRST_PORT = Number(process.env.BENCH_FANOUT_PORT ?? 4372);
// BENCH_FANOUT_PROFILE=<dir>: a CPU profile of each API instance over the rounds (not the opening), and of the
// load client, written there (open them in Chrome's DevTools).
const PROFILE = process.env.BENCH_FANOUT_PROFILE ? resolve(process.env.BENCH_FANOUT_PROFILE) : undefined;

const SETUPS = {
  pglite: { label: 'one instance (PGlite)', instances: 1, postgres: false },
  postgres: { label: 'one instance (PostgreSQL)', instances: 1, postgres: true },
  postgres2: { label: 'two instances on one PostgreSQL, streams split between them', instances: 2, postgres: true },
};

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function measureFanOut(ctx) {
  const wanted = (process.env.BENCH_FANOUT_SETUPS ?? Object.keys(SETUPS).join(',')).split(',');
  for (const name of wanted) if (!SETUPS[name]) throw new Error(`BENCH_FANOUT_SETUPS: no setup ${name}`);
  // BENCH_FANOUT_BARE=0 skips the anchor (diagnostic runs of the API alone; the rows then have no anchor).
  const noBare = process.env.BENCH_FANOUT_BARE === '0';
  // The anchor's rounds once, first, with only its own 10,000 streams open. BENCH_FANOUT_INTERLEAVE=1: its rounds take
  // turns with each row's, so both meet the same minute of a shared machine; but then 20,000 streams are open at once
  // and both sides slow down (quiet machine, PGlite row: bare pooled p99 248 ms interleaved, 159 ms alone), so the
  // aim is read without it. Never when profiling, so a profile holds the API's rounds alone.
  const interleave = !noBare && process.env.BENCH_FANOUT_INTERLEAVE === '1' && !PROFILE;
  const bareOnce = noBare
    ? { p99: Number.NaN, p50: Number.NaN, spread: Number.NaN, roundP99: Number.NaN, warmUp: 0, timeline: undefined }
    : interleave
      ? undefined
      : await measureBare(ctx);
  const rows = [];
  for (const name of wanted) {
    const { row, bare = bareOnce } = await measureSetup(ctx, SETUPS[name], interleave);
    const when = interleave ? "rounds alternating with the row's" : "rounds before the rows'";
    rows.push({
      ...row,
      anchor: bare.p99,
      anchorLabel: 'bare Node server, same client',
      timeline: row.timeline,
      bareTimeline: bare.timeline,
      note: `${row.note}; bare server (${when}): ${timelineNote(bare.timeline)}, p50 ${bare.p50.toFixed(0)} ms, first to last stream ${bare.spread.toFixed(0)} ms, median of its rounds' p99 ${bare.roundP99.toFixed(0)} ms, ${warmUpNote(bare)}`,
    });
  }
  return rows;
}

/** Starts {@link ./bareFanOutServer.mjs} writing its timings to `trace`; answers its port and its stop. */
async function startBare(trace) {
  const server = spawnRaised(process.execPath, [resolve(import.meta.dirname, 'bareFanOutServer.mjs')], {
    env: { ...process.env, PORT: String(FIRST_PORT + 5), BENCH_FANOUT_TRACE: trace },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.stdin.end();
    server.kill();
  };
  try {
    const port = await new Promise((ready, failed) => {
      let out = '';
      server.stdout.on('data', (d) => {
        out += d;
        const m = /ready (\d+)/.exec(out);
        if (m) ready(Number(m[1]));
      });
      server.once('exit', (code) => failed(new Error(`bare fan-out server exited (${code})`)));
    });
    return { port, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The client's figures against the bare server, with their timeline. */
function bareResult(ctx, r, trace) {
  r.runLabel = `${process.env.BENCH_FANOUT_LABEL ?? ''} bare`.trim();
  r.timeline = timeline(r, trace);
  ctx.log(`bare fan-out: p99 ${r.p99.toFixed(0)} ms; ${timelineNote(r.timeline)}`);
  return r;
}

/** Runs the load client against {@link ./bareFanOutServer.mjs}, alone; answers the client's figures. */
async function measureBare(ctx) {
  const trace = traceFile();
  const bare = await startBare(trace);
  try {
    ctx.log(`bare server: opening ${STREAMS} streams...`);
    return bareResult(ctx, await startClient(ctx, [`http://127.0.0.1:${bare.port}`], 'bare').result, trace);
  } finally {
    bare.stop();
  }
}

/**
 * Two gated clients (ROUND_GATE) taking turns, round by round: the first goes first in even rounds, the other in odd
 * ones, so neither always meets the machine right after the other's write loop.
 */
async function alternate(first, second) {
  const total = Number(process.env.WARM_UP_ROUNDS ?? 1) + Number(process.env.ROUNDS ?? 10);
  const turn = async (client, round) => {
    client.go();
    // The client's next gate (or its end, after the last round) says its round is over.
    await (round + 1 < total ? client.gate(round + 2) : client.result);
  };
  await Promise.all([first.gate(1), second.gate(1)]);
  for (let round = 0; round < total; round++) {
    for (const client of round % 2 === 0 ? [first, second] : [second, first]) await turn(client, round);
  }
  return Promise.all([first.result, second.result]);
}

/**
 * Starts the load client (./fanOutClient.mjs) against `apiUrls`: `result`, its JSON line once done. `onRounds` runs
 * once the streams are open. Gated (ROUND_GATE), it waits before each round for `go()`; `gate(n)` settles once it
 * waits for the n-th time (its streams open and its earlier rounds done).
 */
function startClient(ctx, apiUrls, token, { onRounds = () => {}, gated = false } = {}) {
  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const client = spawnRaised(
    process.execPath,
    [...profile, resolve(ctx.root, 'bench/sections/stream/fanOutClient.mjs')],
    {
      env: {
        ...process.env,
        API_URLS: apiUrls.join(','),
        TOKEN: token,
        STREAMS: String(STREAMS),
        ...(gated ? { ROUND_GATE: '1' } : {}),
        // A profile starts after the streams are open: a moment for it to start before the first round.
        ...(PROFILE ? { ROUNDS_DELAY_MS: '500' } : {}),
      },
      stdio: [gated ? 'pipe' : 'ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  let gates = 0;
  const waiting = [];
  const result = new Promise((done, failed) => {
    client.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) failed(new Error(`fan-out client failed (${code})`));
      else done(JSON.parse(line));
    });
  });
  // A gate never reached (the client failed) fails with the client.
  result.catch(() => {});
  client.stdout.on('data', (d) => {
    const before = out;
    out += d;
    if (!/^rounds$/m.test(before) && /^rounds$/m.test(out)) onRounds();
    gates = (out.match(/^gate$/gm) ?? []).length;
    for (const w of waiting.filter((w) => w.n <= gates)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  return {
    result,
    go: () => client.stdin.write('\n'),
    gate: (n) =>
      n <= gates
        ? Promise.resolve()
        : Promise.race([
            new Promise((resolve) => waiting.push({ n, resolve })),
            result.then(() => {
              throw new Error('fan-out client ended before its next round');
            }),
          ]),
  };
}

/** The rounds not counted, with their p99: the first notification compiles the write and read paths as it runs. */
const warmUpNote = (r) =>
  r.warmUp > 0
    ? `${r.warmUp} warm-up round not counted (p99 ${r.warmUpP99.map((p) => p.toFixed(0)).join(', ')} ms)`
    : 'no warm-up round';

/** The bench server's BENCH_CPU_PROFILE for instance `i` of `setup`, when profiling. */
const profileOf = (setup, i) =>
  PROFILE
    ? {
        BENCH_CPU_PROFILE: resolve(
          PROFILE,
          `api-${setup.instances}x-${setup.postgres ? 'pg' : 'pglite'}-${i}.cpuprofile`,
        ),
      }
    : {};

/** The 1, 5 and 15 minute load averages: the machine is shared, and a busy one moves these figures most. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One row; with `interleave`, its bare anchor too (the client's figures), measured in alternating rounds. */
async function measureSetup(ctx, setup, interleave) {
  const servers = [];
  const trace = traceFile();
  const bareTrace = interleave ? traceFile() : undefined;
  let bareServer;
  const loadBefore = load();
  try {
    const first = await startBenchServer(
      { ...ctx, root: serverRoot(ctx) },
      {
        BENCH_FANOUT_TRACE: trace,
        // No notification of the seed's own (a demo rollout finishing) in the middle of the rounds.
        BENCH_SETTLE_SEED: '1',
        API_PORT: String(FIRST_PORT),
        IDP_PORT: String(FIRST_PORT + 1),
        BARE_PORT: String(FIRST_PORT + 2),
        // A throw-away cluster, owned (and removed) by the first server.
        ...(setup.postgres ? { BENCH_POSTGRES_PORT: String(FIRST_PORT + 3) } : {}),
        ...profileOf(setup, 0),
      },
      { openFiles: true },
    );
    servers.push(first);
    const apiUrls = [first.apiUrl];
    for (let i = 1; i < setup.instances; i++) {
      const more = await startBenchServer(
        { ...ctx, root: serverRoot(ctx) },
        {
          BENCH_FANOUT_TRACE: trace,
          API_PORT: String(FIRST_PORT + 3 + i),
          IDP_PORT: '0',
          DATABASE_URL: first.databaseUrl,
          BENCH_JOIN: JSON.stringify(first.join),
          ...profileOf(setup, i),
        },
        { openFiles: true },
      );
      servers.push(more);
      apiUrls.push(more.apiUrl);
    }
    ctx.log(`${setup.label}: opening ${STREAMS} streams...`);
    // The bench server starts its profile at the first SIGUSR2 and writes it at the second.
    const signal = () => {
      for (const server of servers) if (server.pid) process.kill(server.pid, 'SIGUSR2');
    };
    let r;
    let bare;
    if (bareTrace) {
      bareServer = await startBare(bareTrace);
      const api = startClient(ctx, apiUrls, first.token, { gated: true });
      await api.gate(1);
      ctx.log(`bare server: opening ${STREAMS} streams (rounds alternating with the API's)...`);
      const anchor = startClient(ctx, [`http://127.0.0.1:${bareServer.port}`], 'bare', { gated: true });
      const [bareR, apiR] = await alternate(anchor, api);
      bare = bareResult(ctx, bareR, bareTrace);
      r = apiR;
    } else r = await startClient(ctx, apiUrls, first.token, { onRounds: PROFILE ? signal : undefined }).result;
    if (PROFILE) {
      signal();
      await new Promise((done) => setTimeout(done, 2000));
      ctx.log(`fan-out: profiles in ${PROFILE}`);
    }
    r.runLabel = `${process.env.BENCH_FANOUT_LABEL ?? ''} ${setup.label}`.trim();
    const tl = timeline(r, trace);
    ctx.log(
      `fan-out: ${r.opened} streams open in ${r.openSeconds.toFixed(1)} s; p99 ${r.p99.toFixed(0)} ms; ${timelineNote(tl)}`,
    );
    const row = {
      timeline: tl,
      measure: `fan-out to ${r.opened.toLocaleString('en-US')} open streams, ${setup.label}, p99`,
      ours: r.p99,
      unit: 'ms',
      lowerIsBetter: true,
      note: `${timelineNote(tl)}; p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, median of the rounds' p99 ${r.roundP99.toFixed(0)} ms (first to last stream ${r.spread.toFixed(0)} ms; the raising request answered in ${r.answered.toFixed(0)} ms), ${r.deliveries} deliveries in ${r.rounds} rounds after ${warmUpNote(r)}, ${r.missing} missing; load client busy ${(r.clientBusy * 100).toFixed(0)} % of a round; opened in ${r.openSeconds.toFixed(1)} s; load average ${loadBefore} before, ${load()} after; ${aimNote(r.p99, { at: 150, unit: 'ms', lowerIsBetter: true, label: 'p99 ' })}`,
    };
    return { row, bare };
  } finally {
    bareServer?.stop();
    // The joining instances first: the first one owns the database.
    for (const server of servers.reverse()) await server.stop();
  }
}

/** Where the servers (BENCH_FANOUT_SERVER_ROOT: another checkout's, for an A/B) are started from. */
const serverRoot = (ctx) => ctx.serverRoot ?? process.env.BENCH_FANOUT_SERVER_ROOT ?? ctx.root;

/** A fresh file for the servers' delivery timings (BENCH_FANOUT_TRACE). */
const traceFile = () => join(mkdtempSync(join(tmpdir(), 'fanout-trace-')), 'deliveries.jsonl');

const medianOf = (xs) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/**
 * Where a round's time went, from the request that raised the notification (0 ms): when the servers had it, wrote
 * its first stream and their last (the latest of the instances), when the request was answered, and when the client
 * received it on its first, median, 99th-percentile and last stream. Medians over the counted rounds, in ms.
 */
function timeline(r, trace) {
  // A server that writes no timings (an older checkout, in an A/B) leaves the server's columns empty.
  const timings = existsSync(trace)
    ? readFileSync(trace, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  rmSync(resolve(trace, '..'), { recursive: true, force: true });
  const rounds = r.perRound
    .filter((round) => !round.warmUp && round.id !== null)
    .map((round) => {
      const mine = timings.filter((t) => t.notificationId === round.id);
      const at = (key, pick) => (mine.length ? pick(...mine.map((t) => t[key])) - round.sentAt : Number.NaN);
      return {
        sentAt: round.sentAt,
        heard: at('heardAt', Math.min),
        started: at('startedAt', Math.min),
        lastWrite: at('endedAt', Math.max),
        writeLoop: mine.length ? Math.max(...mine.map((t) => t.endedAt - t.startedAt)) : Number.NaN,
        answered: round.answered,
        first: round.first,
        p50: round.p50,
        p99: round.p99,
        last: round.last,
        // The write loop's own time against the time it yielded, and the collections meanwhile (the slowest instance's).
        busy: mine.length ? Math.max(...mine.map((t) => t.busyMs ?? Number.NaN)) : Number.NaN,
        // CPU time of the writing process in its write loop (the slowest instance's; its slices only, for the API).
        cpu: mine.length ? Math.max(...mine.map((t) => t.cpuMs ?? Number.NaN)) : Number.NaN,
        // Its main thread's share (the other threads: the collector's, the compiler's).
        mainCpu: mine.length ? Math.max(...mine.map((t) => t.mainCpuMs ?? Number.NaN)) : Number.NaN,
        slices: mine.length ? Math.max(...mine.map((t) => t.slices ?? Number.NaN)) : Number.NaN,
        longestGap: mine.length ? Math.max(...mine.map((t) => t.longestGapMs ?? Number.NaN)) : Number.NaN,
        gc: mine.flatMap((t) => t.gc ?? []),
      };
    });
  // BENCH_FANOUT_ROUNDS=<file>: each counted round's timeline appended there as a JSON line (per-round distributions).
  if (process.env.BENCH_FANOUT_ROUNDS)
    appendFileSync(
      process.env.BENCH_FANOUT_ROUNDS,
      rounds.map((round) => `${JSON.stringify({ run: r.runLabel ?? null, load: loadavg()[0], ...round })}\n`).join(''),
    );
  if (process.env.BENCH_FANOUT_DEBUG) for (const round of rounds) console.error(timelineNote(round));
  if (rounds.length === 0) return undefined;
  return Object.fromEntries(
    Object.keys(rounds[0])
      .filter((k) => k !== 'gc' && k !== 'sentAt')
      .map((k) => [k, medianOf(rounds.map((x) => x[k]))]),
  );
}

/** The timeline in a few words. */
function timelineNote(t) {
  if (!t) return 'no timeline';
  const f = (x) => x.toFixed(0);
  // The CPU time of the write loop (the writing process's own): what the loop costs, whatever else wants the cores.
  const main = Number.isFinite(t.mainCpu) ? ` (main thread ${f(t.mainCpu)})` : '';
  const cpu = Number.isFinite(t.cpu) ? `, ${f(t.cpu)} ms of CPU${main}` : '';
  return `timeline (median of rounds, ms from the raising request): server has it ${f(t.heard)}, first write ${f(t.started)}, last write ${f(t.lastWrite)} (write loop ${f(t.writeLoop)}${cpu}), answered ${f(t.answered)}; client receipt first ${f(t.first)}, p50 ${f(t.p50)}, p99 ${f(t.p99)}, last ${f(t.last)}`;
}
