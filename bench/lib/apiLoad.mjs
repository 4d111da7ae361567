// Load on the admin API's bench server (examples/admin-api/scripts/benchServer.ts), shared by the project list
// (sections/api.mjs) and the other lists (lib/listReads.mjs): a seeded request sequence, autocannon runs, and
// the CPU time the API process (and the PostgreSQL server under it) spent per request, which other work on a
// shared machine changes far less than requests per second.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export const connections = 10;

/** A seeded generator (mulberry32), so each run offers the same sequence of requests. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (next, from) => from[Math.floor(next() * from.length)];
export const withQuery = (path, query) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The load average now, as a note prints it ("3.1 4.0 5.2"). */
export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** CPU time (µs) a process has spent, user and system; undefined where /proc is not there. */
function cpuUs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return undefined;
  }
}

/** CPU time (µs) of a process's children (PostgreSQL's backends under its postmaster), themselves included. */
function treeCpuUs(pid) {
  let total = cpuUs(pid);
  if (total === undefined) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) total += cpuUs(Number(entry)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * One autocannon run against `url`: requests per second, latency percentiles (ms), and, with `pids`
 * (`{ api, db }` of the bench server), the CPU µs per answered request of the API process and of the
 * database server's processes. `rate` caps the offered load; `requests` set each request up.
 */
export async function load(url, headers, { seconds, rate, requests, pids } = {}) {
  const before = pids ? { api: cpuUs(pids.api), db: pids.db ? treeCpuUs(pids.db) : undefined } : {};
  // A loaded machine answers slowly: a request counts as failed after 30 s, not autocannon's 10.
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    timeout: 30,
    ...(rate ? { overallRate: rate } : {}),
    ...(requests ? { requests } : {}),
  });
  const after = pids ? { api: cpuUs(pids.api), db: pids.db ? treeCpuUs(pids.db) : undefined } : {};
  // Answers other than 2xx, and requests that timed out, fail the row; requests cut off when the time is up do not.
  const failed = result.timeouts + result.non2xx;
  if (failed > result.requests.total / 100)
    throw new Error(
      `${url}: ${failed} failed of ${result.requests.total} (${JSON.stringify(result.statusCodeStats)}, ${result.timeouts} timed out)`,
    );
  const answered = Math.max(1, result.requests.total);
  const per = (k) =>
    before[k] !== undefined && after[k] !== undefined ? (after[k] - before[k]) / answered : undefined;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    apiCpuUs: per('api'),
    dbCpuUs: per('db'),
  };
}

/** "API 1,234 µs CPU a request (PostgreSQL 567 µs)", for a row's note; empty when not measured. */
export function cpuNote(r, dbLabel) {
  if (r.apiCpuUs === undefined) return '';
  const us = (n) => `${Math.round(n).toLocaleString('en-US')} µs`;
  const db = r.dbCpuUs !== undefined ? ` (${dbLabel ?? 'database'} ${us(r.dbCpuUs)})` : '';
  return `API ${us(r.apiCpuUs)} CPU a request${db}`;
}

/**
 * Autocannon `requests` of a list: varied reads (`read(next)`, a path), and with `writeShare` that share of
 * writes instead (`write(next, n)`: `{ method, path, body? }`, `body` an object sent as JSON).
 */
export function requestsOf({ read, write }, seed, writeShare = 0) {
  const next = random(seed);
  let n = 0;
  return [
    {
      setupRequest: (req) => {
        n++;
        if (writeShare > 0 && next() < writeShare) {
          const w = write(next, n);
          return {
            ...req,
            method: w.method,
            path: w.path,
            headers: w.body === undefined ? req.headers : { ...req.headers, 'content-type': 'application/json' },
            body: w.body === undefined ? Buffer.alloc(0) : JSON.stringify(w.body),
          };
        }
        return { ...req, method: 'GET', body: Buffer.alloc(0), path: read(next) };
      },
    },
  ];
}
