#!/usr/bin/env node
// Two versions of the admin API side by side under one of the other lists' loads (lib/listReads.mjs: users,
// tickets, deployments, notebooks, audit), measured in alternating rounds so that both see the same (drifting)
// machine load: req/s, p99 and CPU µs per request of each API process and its PostgreSQL.
//
//   node bench/tools/listsAB.mjs --root-a=<checkout> --root-b=<checkout> [--lists=users,audit] [--rounds=4]
//       [--seconds=4] [--mix=0.1] [--profile-b=file.cpuprofile]
//
// Each root is a checkout of the repository with its dependencies installed. BENCH_API_DATABASES=PGlite for
// PGlite (PostgreSQL otherwise), BENCH_LISTS_SIZE (10000), BENCH_LISTS_PORTS (API, IdP, bare, PostgreSQL) for A,
// each + 10 for B. --mix measures the 90/10 reads/writes mix (its write share) instead of reads alone.
// --profile-b writes a CPU profile of B's API process over its last round (see profileSummary.mjs).
import { resolve } from 'node:path';
import { load, loadNow, requestsOf, withQuery } from '../lib/apiLoad.mjs';
import { startBenchServer } from '../lib/benchServer.mjs';
import { lists } from '../lib/listReads.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const here = resolve(import.meta.dirname, '../..');
const roots = { A: resolve(arg('root-a', here)), B: resolve(arg('root-b', here)) };
const rounds = Number(arg('rounds', 4));
const seconds = Number(arg('seconds', 4));
const mix = Number(arg('mix', 0));
const which = arg('lists', 'users').split(',');
const profile = arg('profile-b', undefined);
const size = Number(process.env.BENCH_LISTS_SIZE ?? 10_000);
const ports = (process.env.BENCH_LISTS_PORTS ?? '4366,4367,4368,4365').split(',').map(Number);
const pg = (process.env.BENCH_API_DATABASES ?? 'PostgreSQL') === 'PostgreSQL';
const log = (...a) => console.error(...a);

async function start(side, shift) {
  const [api, idp, bare, postgres] = ports.map((p) => p + shift);
  const server = await startBenchServer(
    { root: roots[side], log },
    {
      BENCH_PROJECTS: '1000',
      BENCH_LISTS: String(size),
      API_PORT: String(api),
      IDP_PORT: String(idp),
      BARE_PORT: String(bare),
      ...(pg ? { BENCH_POSTGRES_PORT: String(postgres) } : {}),
      ...(profile && side === 'B' ? { BENCH_CPU_PROFILE: resolve(profile) } : {}),
    },
  );
  const auth = { Authorization: `Bearer ${server.token}` };
  const idsOf = async (path) => {
    const res = await fetch(`${server.apiUrl}${withQuery(path, 'pageSize=200&sortBy=ID&sortOrder=ASC')}`, {
      headers: auth,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()).items.map((i) => i.id);
  };
  const ids = { projects: await idsOf('/workspace/project') };
  for (const name of which) if (name !== 'audit') ids[name] = await idsOf(server.lists.paths[name]);
  return { server, auth, ids, all: lists(server.lists.paths, size) };
}

const sides = { A: await start('A', 0), B: await start('B', 10) };
const results = { A: {}, B: {} };
const us = (n) => (n === undefined ? '-' : Math.round(n).toLocaleString('en-US'));
try {
  for (let round = 0; round < rounds; round++) {
    for (const name of which) {
      for (const side of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        const { server, auth, ids, all } = sides[side];
        const list = all[name];
        const listIds = name === 'audit' ? ids.projects : ids[name];
        const requests = requestsOf(
          { read: list.read, write: (next, n) => list.write(listIds[Math.floor(next() * listIds.length)], n) },
          2 + round,
          mix,
        );
        const profiling = profile && side === 'B' && round === rounds - 1;
        if (profiling) process.kill(server.pid, 'SIGUSR2');
        const r = await load(`${server.apiUrl}${server.lists.paths[name]}`, auth, {
          seconds,
          requests,
          pids: { api: server.pid, db: server.databasePid },
        });
        if (profiling) {
          process.kill(server.pid, 'SIGUSR2');
          await new Promise((r) => setTimeout(r, 1500));
        }
        results[side][name] = [...(results[side][name] ?? []), r];
        log(
          `round ${round + 1} ${name} ${side}: ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms, API ${us(r.apiCpuUs)} µs, PG ${us(r.dbCpuUs)} µs; load ${loadNow()}`,
        );
      }
    }
  }
} finally {
  await Promise.all([sides.A.server.stop(), sides.B.server.stop()]);
}
const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (s.length === 0) return undefined;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
for (const name of which)
  for (const side of ['A', 'B']) {
    const rs = results[side][name];
    console.log(
      `${pg ? 'PostgreSQL' : 'PGlite'} ${name}${mix ? ` ${100 - mix * 100}/${mix * 100}` : ''} ${side}: median ${median(rs.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(rs.map((r) => r.p99))} ms, API ${us(median(rs.map((r) => r.apiCpuUs)))} µs, PG ${us(median(rs.map((r) => r.dbCpuUs)))} µs (${rs.length} rounds)`,
    );
  }
