// Reference admin API under load: the project list and `/users/info` on PGlite and on a throw-away PostgreSQL
// 15 cluster, with 10,000 and with 100,000 projects, beside anchors measured in the same run (a bare Hono
// handler answering the same JSON, or the API's own cached read). The server
// (examples/admin-api/scripts/benchServer.ts) runs in its own process; autocannon loads it from this one.
//
// Rows, per database and size:
// - the same page again and again: answered from the read cache (labelled so), and its p99 at 1,000 req/s;
// - varied reads, what a day of users looks like: page 0-399 of 20, sorted by ID or NAME, ASC or DESC, one in
//   five with a search word (those on pages 0-4, where a search has rows) — almost every read misses the
//   cache; as fast as it goes, and its p99 at 1,000 req/s offered;
// - a 90/10 mix of those reads and writes (half a project's description changed, half a favorite toggled):
//   each write drops the cached pages, as it should;
// - the first read of a page after a write: ten clients each change a project, then read a varied page;
//   the latency of those reads.
// Bounded: BENCH_API_SECONDS (4) per row; BENCH_API_SIZES (10000,100000) the project counts.
// BENCH_POSTGRES_SOCKET=1: the API reaches PostgreSQL through its Unix socket instead of loopback TCP.
import { existsSync } from 'node:fs';
import { aimNote } from '../lib/aim.mjs';
import { connections, cpuNote, loadNow, load as loadOnce, random, requestsOf } from '../lib/apiLoad.mjs';
import { startBenchServer } from '../lib/benchServer.mjs';

export const title = 'Admin API: req/s and p99 against a bare Hono handler, PGlite and PostgreSQL';
/** Four stacks, two of them filled with 100,000 projects: longer than the default ten minutes. */
export const timeoutMs = 25 * 60_000;

const seconds = Number(process.env.BENCH_API_SECONDS ?? 4);
const sizes = (process.env.BENCH_API_SIZES ?? '10000,100000').split(',').map(Number);
/** Ports of this section (loopback): API, identity provider, bare handler, PostgreSQL (BENCH_API_PORTS overrides, in that order). */
const [api, idp, bare, postgres] = (process.env.BENCH_API_PORTS ?? '4362,4363,4364,4361').split(',').map(Number);
const PORTS = { api, idp, bare, postgres };
/** One autocannon run of `seconds` (see lib/apiLoad.mjs). */
const load = (url, headers, options = {}) => loadOnce(url, headers, { seconds, ...options });

/**
 * A varied read: page 0-399 of 20, by ID or NAME, ASC or DESC; one in five searches a word (three digits of
 * the bench's project names, or `project`, which every bench project has) on pages 0-4.
 */
function variedPath(next) {
  const sortBy = next() < 0.5 ? 'ID' : 'NAME';
  const sortOrder = next() < 0.5 ? 'ASC' : 'DESC';
  if (next() < 0.2) {
    const word = next() < 0.25 ? 'project' : String(Math.floor(next() * 1000)).padStart(3, '0');
    const page = Math.floor(next() * 5);
    return `/workspace/project?pageIndex=${page}&pageSize=20&sortBy=${sortBy}&sortOrder=${sortOrder}&search=${word}`;
  }
  const page = Math.floor(next() * 400);
  return `/workspace/project?pageIndex=${page}&pageSize=20&sortBy=${sortBy}&sortOrder=${sortOrder}`;
}

/** A write of the mix: a project's description changed, or a favorite toggled (each drops cached pages). */
function writeRequest(next, ids, n) {
  const id = ids[Math.floor(next() * ids.length)];
  if (next() < 0.5) {
    return {
      method: 'PUT',
      path: `/workspace/project/${id}`,
      body: { description: `Changed by the bench (${n})` },
    };
  }
  return { method: 'POST', path: `/workspace/project/${id}/favorite?isFavorite=${next() < 0.5}` };
}

/** Reads varied pages; with `writeShare`, that share of the requests are writes instead. */
export const variedRequests = (seed, ids, writeShare = 0) =>
  requestsOf({ read: variedPath, write: (next, n) => writeRequest(next, ids, n) }, seed, writeShare);

/** Ten clients each change a project and then read a varied page: that read's latencies (ms). */
async function firstReadsAfterWrites(apiUrl, auth, ids) {
  const next = random(7);
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const client = async () => {
    while (Date.now() < until) {
      const write = writeRequest(next, ids, ++n);
      const res = await fetch(`${apiUrl}${write.path}`, {
        method: write.method,
        headers: write.body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
        body: write.body === undefined ? undefined : JSON.stringify(write.body),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${write.method} ${write.path}: ${res.status}`);
      const started = performance.now();
      const read = await fetch(`${apiUrl}${variedPath(next)}`, { headers: auth });
      await read.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!read.ok) throw new Error(`read after write: ${read.status}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { count: latencies.length, p50: at(0.5), p99: at(0.99) };
}

const round = (ms) => Math.round(ms * 10) / 10;

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const rows = [];
  const databases = [{ label: 'PGlite', env: {} }];
  if (existsSync('/usr/lib/postgresql/15/bin/postgres') || process.env.PG_BIN) {
    databases.push({ label: 'PostgreSQL', env: { BENCH_POSTGRES_PORT: String(PORTS.postgres) } });
  } else ctx.log('PostgreSQL binaries not found: PostgreSQL rows skipped');
  const only = process.env.BENCH_API_DATABASES?.split(',');
  for (const { label, env } of databases) {
    if (only && !only.includes(label)) continue;
    for (const size of sizes) {
      const count = size.toLocaleString('en-US');
      ctx.log(`${label}: starting the stack and filling ${count} projects...`);
      const server = await startBenchServer(ctx, {
        ...env,
        BENCH_PROJECTS: String(size),
        API_PORT: String(PORTS.api),
        IDP_PORT: String(PORTS.idp),
        BARE_PORT: String(PORTS.bare),
      });
      try {
        const auth = { Authorization: `Bearer ${server.token}` };
        // The CPU time of the API process (and PostgreSQL's) per request, beside req/s: load-robust.
        const pids = { api: server.pid, db: server.databasePid ?? undefined };
        const at = `${label}, ${count} projects`;
        let cached;
        for (const [name, path] of Object.entries(server.paths)) {
          if (name === 'info' && size !== sizes[0]) continue;
          const measure = name === 'projects' ? `project list, same page again (read cache)` : '/users/info';
          await load(`${server.apiUrl}${path}`, auth).catch(() => undefined); // warm-up (JIT, pool, caches)
          const ours = await load(`${server.apiUrl}${path}`, auth, { pids });
          const bare = await load(`${server.bareUrl}${path}`, {});
          ctx.log(
            `${at} ${measure}: ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms; bare ${bare.rps.toFixed(0)} req/s`,
          );
          rows.push({
            measure: `${measure}, ${at}, ${connections} connections`,
            ours: ours.rps,
            unit: 'req/s',
            anchor: bare.rps,
            anchorLabel: 'bare Hono, same JSON',
            // Say what the number is: the same page again and again, so the API answers from its cache.
            note: `p99 ${ours.p99} ms (bare ${bare.p99} ms), p50 ${ours.p50} ms; ${cpuNote(ours, label)}; repeat reads answered from the read cache (dropped on any change to its tables)`,
          });
          if (name === 'projects') {
            cached = ours;
            const paced = await load(`${server.apiUrl}${path}`, auth, { rate: 1000 });
            const pacedBare = await load(`${server.bareUrl}${path}`, {}, { rate: 1000 });
            rows.push({
              measure: `project list, same page again (read cache), p99 at 1,000 req/s offered, ${at}`,
              ours: paced.p99,
              unit: 'ms',
              anchor: pacedBare.p99,
              anchorLabel: 'bare Hono',
              lowerIsBetter: true,
              note: `served ${paced.rps.toFixed(0)} req/s; ${aimNote(paced.p99, { at: 20, unit: 'ms', lowerIsBetter: true, label: 'p99 ' })}`,
            });
          }
        }

        // Ids the writes pick from: the first pages the org admin sees.
        const listed = await (
          await fetch(`${server.apiUrl}/workspace/project?pageSize=200&sortBy=ID&sortOrder=ASC`, { headers: auth })
        ).json();
        const ids = listed.items.map((p) => p.id);
        const projectsUrl = `${server.apiUrl}/workspace/project`;
        const isPg = label === 'PostgreSQL';

        await load(projectsUrl, auth, { requests: variedRequests(1, ids) }).catch(() => undefined); // warm-up
        const varied = await load(projectsUrl, auth, { requests: variedRequests(2, ids), pids });
        ctx.log(
          `${at} varied reads: ${varied.rps.toFixed(0)} req/s p50 ${varied.p50} ms p99 ${varied.p99} ms, ${cpuNote(varied, label)}; load ${loadNow()}`,
        );
        // The aims (#37): PostgreSQL >= 1,200 req/s, PGlite >= 400 req/s.
        const variedAim = aimNote(varied.rps, { at: isPg ? 1200 : 400, unit: 'req/s' });
        rows.push({
          measure: `project list, varied reads (uncached), ${at}, ${connections} connections`,
          ours: varied.rps,
          unit: 'req/s',
          anchor: cached.rps,
          anchorLabel: 'same page again (read cache)',
          note: `p50 ${varied.p50} ms, p99 ${varied.p99} ms; ${cpuNote(varied, label)}; pages 0-399 by ID or NAME, ASC or DESC, 1 in 5 searching; ${variedAim}; load average ${loadNow()}`,
          cpuUs: varied.apiCpuUs,
        });
        const pacedVaried = await load(projectsUrl, auth, { rate: 1000, requests: variedRequests(3, ids), pids });
        ctx.log(`${at} varied reads at 1,000 req/s: p99 ${pacedVaried.p99} ms`);
        const pacedAim = isPg
          ? aimNote(pacedVaried.p99, { at: size > 10_000 ? 50 : 25, unit: 'ms', lowerIsBetter: true, label: 'p99 ' })
          : 'no aim on PGlite';
        rows.push({
          measure: `project list, varied reads, p99 at 1,000 req/s offered, ${at}`,
          ours: pacedVaried.p99,
          unit: 'ms',
          anchor: cached.p99,
          anchorLabel: 'same page again (read cache), unpaced',
          lowerIsBetter: true,
          note: `served ${pacedVaried.rps.toFixed(0)} req/s, p50 ${pacedVaried.p50} ms; ${cpuNote(pacedVaried, label)}; ${pacedAim}; load average ${loadNow()}`,
        });

        const mixed = await load(projectsUrl, auth, { requests: variedRequests(4, ids, 0.1), pids });
        ctx.log(`${at} 90/10 reads/writes: ${mixed.rps.toFixed(0)} req/s p99 ${mixed.p99} ms`);
        rows.push({
          measure: `project list, 90/10 varied reads/writes, ${at}, ${connections} connections`,
          ours: mixed.rps,
          unit: 'req/s',
          anchor: varied.rps,
          anchorLabel: 'varied reads alone',
          note: `p50 ${mixed.p50} ms, p99 ${mixed.p99} ms; ${cpuNote(mixed, label)}; writes change a description or toggle a favorite, and drop the cached pages`,
        });

        const after = await firstReadsAfterWrites(server.apiUrl, auth, ids);
        ctx.log(`${at} first read after a write: p50 ${round(after.p50)} ms p99 ${round(after.p99)} ms`);
        rows.push({
          measure: `project list, first read of a page after a write, p99, ${at}`,
          ours: round(after.p99),
          unit: 'ms',
          anchor: cached.p99,
          anchorLabel: 'same page again (read cache)',
          lowerIsBetter: true,
          note: `p50 ${round(after.p50)} ms over ${after.count} reads; ${connections} clients each write, then read a varied page`,
        });
      } finally {
        await server.stop();
      }
    }
  }
  return rows;
}
