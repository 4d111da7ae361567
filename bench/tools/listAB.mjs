#!/usr/bin/env node
// Two versions of the admin API side by side under the project list's varied reads, measured in alternating rounds
// so that both see the same (drifting) machine load: CPU µs per request of each API process and its PostgreSQL.
//
//   node bench/tools/listAB.mjs <prepare-a> <prepare-b> [--rounds=6] [--seconds=4] [--paced]
//       [--node-options-a=...] [--node-options-b=...]
//
// Each prepare argument is a shell command run before that stack starts (e.g. one that puts a version's files in
// place); a stack keeps the modules it loaded, so the next command may change the files. Ports: BENCH_API_PORTS
// (API, IdP, bare, PostgreSQL) for A, each + 20 for B. --paced also measures, each round, the p99 of the varied
// reads at 1,000 req/s offered (the `api` section's aim). --node-options-a/-b give that side's API server Node
// options (as BENCH_SERVER_NODE_OPTIONS does), e.g. `--node-options-b=--max-semi-space-size=32` with the same
// prepare command on both sides.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { load, loadNow } from '../lib/apiLoad.mjs';
import { startBenchServer } from '../lib/benchServer.mjs';
import { variedRequests } from '../sections/api.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const rounds = Number(arg('rounds', 6));
const seconds = Number(arg('seconds', 4));
const paced = process.argv.includes('--paced');
const root = resolve(import.meta.dirname, '../..');
const ports = (process.env.BENCH_API_PORTS ?? '4362,4363,4364,4361').split(',').map(Number);
const log = (...a) => console.error(...a);

async function start(prepare, shift, nodeOptions) {
  execSync(prepare, { stdio: 'inherit', shell: '/bin/sh' });
  if (nodeOptions !== undefined) process.env.BENCH_SERVER_NODE_OPTIONS = nodeOptions;
  const [api, idp, bare, postgres] = ports.map((p) => p + shift);
  const server = await startBenchServer(
    { root, log },
    {
      BENCH_PROJECTS: process.env.BENCH_PROJECTS ?? '10000',
      API_PORT: String(api),
      IDP_PORT: String(idp),
      BARE_PORT: String(bare),
      BENCH_POSTGRES_PORT: String(postgres),
    },
  );
  const auth = { Authorization: `Bearer ${server.token}` };
  const listed = await (
    await fetch(`${server.apiUrl}/workspace/project?pageSize=200&sortBy=ID&sortOrder=ASC`, { headers: auth })
  ).json();
  return { server, auth, ids: listed.items.map((p) => p.id), results: [], pacedResults: [] };
}

const a = await start(args[0], 0, arg('node-options-a', undefined));
const b = await start(args[1], 20, arg('node-options-b', undefined));
try {
  for (const s of [a, b])
    await load(`${s.server.apiUrl}/workspace/project`, s.auth, { seconds, requests: variedRequests(1, s.ids) });
  for (let i = 0; i < rounds; i++) {
    for (const [label, s] of i % 2 === 0
      ? [
          ['A', a],
          ['B', b],
        ]
      : [
          ['B', b],
          ['A', a],
        ]) {
      const r = await load(`${s.server.apiUrl}/workspace/project`, s.auth, {
        seconds,
        requests: variedRequests(2 + i, s.ids),
        pids: { api: s.server.pid, db: s.server.databasePid ?? undefined },
      });
      s.results.push(r);
      log(
        `round ${i + 1} ${label}: ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms; API ${r.apiCpuUs?.toFixed(0)} µs + PostgreSQL ${r.dbCpuUs?.toFixed(0)} µs a request; load ${loadNow()}`,
      );
      if (!paced) continue;
      const p = await load(`${s.server.apiUrl}/workspace/project`, s.auth, {
        seconds,
        rate: 1000,
        requests: variedRequests(100 + i, s.ids),
        pids: { api: s.server.pid, db: s.server.databasePid ?? undefined },
      });
      s.pacedResults.push(p);
      log(
        `round ${i + 1} ${label} at 1,000/s: served ${p.rps.toFixed(0)} p50 ${p.p50} p99 ${p.p99} ms; API ${p.apiCpuUs?.toFixed(0)} µs + PostgreSQL ${p.dbCpuUs?.toFixed(0)} µs a request; load ${loadNow()}`,
      );
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  for (const [label, s] of [
    ['A', a],
    ['B', b],
  ])
    log(
      `${label}: median ${median(s.results.map((r) => r.rps)).toFixed(0)} req/s, API ${median(s.results.map((r) => r.apiCpuUs)).toFixed(0)} µs, PostgreSQL ${median(s.results.map((r) => r.dbCpuUs)).toFixed(0)} µs a request` +
        (paced
          ? `; at 1,000/s p99 median ${median(s.pacedResults.map((r) => r.p99))} ms (${s.pacedResults.map((r) => r.p99).join(', ')}), API ${median(s.pacedResults.map((r) => r.apiCpuUs)).toFixed(0)} µs`
          : ''),
    );
} finally {
  await Promise.all([a.server.stop(), b.server.stop()]);
}
