#!/usr/bin/env node
// The project list's varied, uncached reads (as the `api` section offers them) on one stack, a few rounds, with
// what each request cost in CPU: the API process's and PostgreSQL's µs per answered request (robust on a shared
// machine, where req/s follow the other work), beside the bare Hono anchor measured in the same run.
//
//   node bench/tools/listProfile.mjs [--profile=file.cpuprofile] [--rounds=3] [--seconds=6] [--paced]
//
// BENCH_API_DATABASES=PGlite for PGlite (PostgreSQL otherwise), BENCH_PROJECTS (10000), BENCH_API_PORTS as the
// `api` section's. --profile writes a CPU profile of the API process over the last round (open it in Chrome's
// DevTools, or summarise it with bench/tools/profileSummary.mjs). --paced also measures p99 at 1,000 req/s offered.
import { resolve } from 'node:path';
import { load, loadNow } from '../lib/apiLoad.mjs';
import { startBenchServer } from '../lib/benchServer.mjs';
import { variedRequests } from '../sections/api.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const root = resolve(import.meta.dirname, '../..');
const rounds = Number(arg('rounds', 3));
const seconds = Number(arg('seconds', 6));
const profile = arg('profile', undefined);
const paced = process.argv.includes('--paced');
const [api, idp, bare, postgres] = (process.env.BENCH_API_PORTS ?? '4362,4363,4364,4361').split(',').map(Number);
const pg = (process.env.BENCH_API_DATABASES ?? 'PostgreSQL') === 'PostgreSQL';
const log = (...a) => console.error(...a);

const server = await startBenchServer(
  { root, log },
  {
    BENCH_PROJECTS: process.env.BENCH_PROJECTS ?? '10000',
    API_PORT: String(api),
    IDP_PORT: String(idp),
    BARE_PORT: String(bare),
    ...(pg ? { BENCH_POSTGRES_PORT: String(postgres) } : {}),
    ...(profile ? { BENCH_CPU_PROFILE: resolve(profile) } : {}),
  },
);
try {
  const auth = { Authorization: `Bearer ${server.token}` };
  const listed = await (
    await fetch(`${server.apiUrl}/workspace/project?pageSize=200&sortBy=ID&sortOrder=ASC`, { headers: auth })
  ).json();
  const ids = listed.items.map((p) => p.id);
  const url = `${server.apiUrl}/workspace/project`;
  const pids = { api: server.pid, db: server.databasePid ?? undefined };
  await load(url, auth, { seconds, requests: variedRequests(1, ids) }); // warm-up
  for (let i = 0; i < rounds; i++) {
    const last = i === rounds - 1;
    if (last && profile) process.kill(server.pid, 'SIGUSR2');
    const r = await load(url, auth, { seconds, requests: variedRequests(2 + i, ids), pids });
    if (last && profile) process.kill(server.pid, 'SIGUSR2');
    const b = await load(`${server.bareUrl}${server.paths.projects}`, {}, { seconds: 2 });
    log(
      `round ${i + 1}: varied ${r.rps.toFixed(0)} req/s p50 ${r.p50} p99 ${r.p99} ms; API ${r.apiCpuUs?.toFixed(0)} µs` +
        `${r.dbCpuUs !== undefined ? ` + db ${r.dbCpuUs.toFixed(0)} µs` : ''} a request; bare ${b.rps.toFixed(0)} req/s; load ${loadNow()}`,
    );
  }
  if (paced) {
    const p = await load(url, auth, { seconds, rate: 1000, requests: variedRequests(9, ids), pids });
    log(`paced 1,000/s: served ${p.rps.toFixed(0)} p50 ${p.p50} p99 ${p.p99} ms; API ${p.apiCpuUs?.toFixed(0)} µs`);
  }
  if (profile) {
    await new Promise((r) => setTimeout(r, 1500));
    log(`profile: ${profile}`);
  }
} finally {
  await server.stop();
}
