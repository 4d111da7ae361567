// 10,000 open notification streams on one admin API instance (PGlite) and the time a notification takes
// to reach all of them. The server (examples/admin-api/scripts/benchServer.ts) and the load client
// (./fanOutClient.mjs) each run in their own process; ports 4372-4374 on loopback (BENCH_FANOUT_PORT
// moves the first, the other two follow).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const FIRST_PORT = Number(process.env.BENCH_FANOUT_PORT ?? 4372);

/** Runs a command with the open-files limit raised as far as allowed (each stream is a socket). */
function spawnRaised(command, args, options) {
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return spawn('sh', ['-c', `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${quoted}`], options);
}

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function measureFanOut(ctx) {
  const cwd = resolve(ctx.root, 'examples/admin-api');
  const server = spawnRaised(resolve(ctx.root, 'node_modules/.bin/tsx'), ['scripts/benchServer.ts'], {
    cwd,
    env: {
      ...process.env,
      API_PORT: String(FIRST_PORT),
      IDP_PORT: String(FIRST_PORT + 1),
      BARE_PORT: String(FIRST_PORT + 2),
      BENCH_PROJECTS: '0',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  try {
    const ready = await new Promise((resolveReady, reject) => {
      createInterface({ input: server.stdout }).on(
        'line',
        (line) => line.startsWith('{') && resolveReady(JSON.parse(line)),
      );
      server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    ctx.log(`opening ${STREAMS} streams...`);
    const client = spawnRaised(process.execPath, [resolve(ctx.root, 'bench/sections/stream/fanOutClient.mjs')], {
      env: { ...process.env, API_URL: ready.apiUrl, TOKEN: ready.token, STREAMS: String(STREAMS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    client.stdout.on('data', (d) => {
      out += d;
    });
    const code = await new Promise((r) => client.once('exit', r));
    const line = out.split('\n').find((l) => l.startsWith('{'));
    if (code !== 0 || !line) throw new Error(`fan-out client failed (${code})`);
    const r = JSON.parse(line);
    ctx.log(`fan-out: ${r.opened} streams open in ${r.openSeconds.toFixed(1)} s; p99 ${r.p99.toFixed(0)} ms`);
    return [
      {
        measure: `fan-out to ${r.opened.toLocaleString('en-US')} open streams, one instance (PGlite), p99`,
        ours: r.p99,
        unit: 'ms',
        lowerIsBetter: true,
        note: `p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, median of the rounds' p99 ${r.roundP99.toFixed(0)} ms (first to last stream ${r.spread.toFixed(0)} ms; the raising request answered in ${r.answered.toFixed(0)} ms), ${r.deliveries} deliveries, ${r.missing} missing; opened in ${r.openSeconds.toFixed(1)} s; aim p99 <= 100 ms`,
      },
    ];
  } finally {
    server.stdin.end();
    const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}
