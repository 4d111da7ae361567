// 10,000 open notification streams and the time a notification takes to reach all of them, three ways:
// one admin API instance on PGlite, one on PostgreSQL, and two instances on one PostgreSQL with the
// streams split between them as a load balancer would (each instance hears the notification through
// LISTEN/NOTIFY and writes to its own half). Each server (examples/admin-api/scripts/benchServer.ts) and
// the load client (./fanOutClient.mjs) run in their own process; ports 4372-4376 on loopback
// (BENCH_FANOUT_PORT moves the first, the others follow). BENCH_FANOUT_SETUPS picks some of
// `pglite,postgres,postgres2`.
import { resolve } from 'node:path';
import { aimNote } from '../../lib/aim.mjs';
import { spawnRaised, startBenchServer } from '../../lib/benchServer.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const FIRST_PORT = Number(process.env.BENCH_FANOUT_PORT ?? 4372);

const SETUPS = {
  pglite: { label: 'one instance (PGlite)', instances: 1, postgres: false },
  postgres: { label: 'one instance (PostgreSQL)', instances: 1, postgres: true },
  postgres2: { label: 'two instances on one PostgreSQL, streams split between them', instances: 2, postgres: true },
};

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function measureFanOut(ctx) {
  const wanted = (process.env.BENCH_FANOUT_SETUPS ?? Object.keys(SETUPS).join(',')).split(',');
  const rows = [];
  for (const name of wanted) {
    const setup = SETUPS[name];
    if (!setup) throw new Error(`BENCH_FANOUT_SETUPS: no setup ${name}`);
    rows.push(await measureSetup(ctx, setup));
  }
  return rows;
}

async function measureSetup(ctx, setup) {
  const servers = [];
  try {
    const first = await startBenchServer(
      ctx,
      {
        API_PORT: String(FIRST_PORT),
        IDP_PORT: String(FIRST_PORT + 1),
        BARE_PORT: String(FIRST_PORT + 2),
        // A throw-away cluster, owned (and removed) by the first server.
        ...(setup.postgres ? { BENCH_POSTGRES_PORT: String(FIRST_PORT + 3) } : {}),
      },
      { openFiles: true },
    );
    servers.push(first);
    const apiUrls = [first.apiUrl];
    for (let i = 1; i < setup.instances; i++) {
      const more = await startBenchServer(
        ctx,
        {
          API_PORT: String(FIRST_PORT + 3 + i),
          IDP_PORT: '0',
          DATABASE_URL: first.databaseUrl,
          BENCH_JOIN: JSON.stringify(first.join),
        },
        { openFiles: true },
      );
      servers.push(more);
      apiUrls.push(more.apiUrl);
    }
    ctx.log(`${setup.label}: opening ${STREAMS} streams...`);
    const client = spawnRaised(process.execPath, [resolve(ctx.root, 'bench/sections/stream/fanOutClient.mjs')], {
      env: { ...process.env, API_URLS: apiUrls.join(','), TOKEN: first.token, STREAMS: String(STREAMS) },
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
    return {
      measure: `fan-out to ${r.opened.toLocaleString('en-US')} open streams, ${setup.label}, p99`,
      ours: r.p99,
      unit: 'ms',
      lowerIsBetter: true,
      note: `p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, median of the rounds' p99 ${r.roundP99.toFixed(0)} ms (first to last stream ${r.spread.toFixed(0)} ms; the raising request answered in ${r.answered.toFixed(0)} ms), ${r.deliveries} deliveries, ${r.missing} missing; opened in ${r.openSeconds.toFixed(1)} s; ${aimNote(r.p99, { at: 100, unit: 'ms', lowerIsBetter: true, label: 'p99 ' })}`,
    };
  } finally {
    // The joining instances first: the first one owns the database.
    for (const server of servers.reverse()) await server.stop();
  }
}
