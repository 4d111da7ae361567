// The admin API's other lists under load (users, tickets, deployments, notebooks, the audit log), each paged by
// keyset behind page numbers (the audit log by its cursor): varied uncached reads (different pages, sorts,
// searches and filters) and a 90/10 mix of those reads and writes that change the list, beside the first page
// read again and again, with the project list's aims (PostgreSQL >= 1,200 req/s, PGlite >= 400 req/s).

import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { aimNote } from './aim.mjs';

const connections = 10;

/** A seeded generator (mulberry32), so each run offers the same sequence of requests. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, from) => from[Math.floor(next() * from.length)];
const word = (next) => String(Math.floor(next() * 1000)).padStart(3, '0');
const withQuery = (path, query) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** A varied page of a list paged by number: any page of `pages`, any order, one in five searching (its first pages). */
function pagedRead(path, sorts, pages, extra = () => '') {
  return (next) => {
    const order = `sortBy=${pick(next, sorts)}&sortOrder=${pick(next, ['ASC', 'DESC'])}`;
    const more = extra(next);
    if (next() < 0.2)
      return withQuery(path, `pageIndex=${Math.floor(next() * 5)}&pageSize=20&${order}&search=${word(next)}${more}`);
    return withQuery(path, `pageIndex=${Math.floor(next() * pages)}&pageSize=20&${order}${more}`);
  };
}

/** The lists: how a varied read and a write of each look, and how many pages a list of `size` rows has. */
function lists(paths, size) {
  const pages = Math.floor(size / 20);
  const small = Math.floor(size / 5 / 20);
  return {
    users: {
      read: pagedRead(paths.users, ['ID', 'NAME', 'CREATED_AT'], pages, (next) =>
        next() < 0.1 ? '&isActive=true' : '',
      ),
      write: (id, n) => ({ method: 'POST', path: `/users/${id}`, body: { name: `Bench user renamed ${n}` } }),
      rows: `${size.toLocaleString('en-US')} users`,
    },
    tickets: {
      read: pagedRead(paths.tickets, ['ID', 'CREATED_AT', 'PRIORITY', 'DUE'], pages, (next) =>
        next() < 0.1 ? `&status=${pick(next, ['OPEN', 'RESOLVED'])}` : '',
      ),
      write: (id, n) => ({ method: 'PUT', path: `/support/tickets/${id}`, body: { priority: ['LOW', 'HIGH'][n % 2] } }),
      rows: `${size.toLocaleString('en-US')} tickets`,
    },
    deployments: {
      read: pagedRead(paths.deployments, ['ID', 'NAME', 'CREATED_AT'], small),
      write: (id, n) => ({
        method: 'PUT',
        path: `${paths.deployments}/${id}`,
        body: { description: `Changed by the bench (${n})` },
      }),
      rows: `${(size / 5).toLocaleString('en-US')} deployments in a project`,
    },
    notebooks: {
      read: pagedRead(paths.notebooks, ['ID', 'NAME', 'CREATED_AT'], small, (next) =>
        next() < 0.1 ? '&status=FAILED' : '',
      ),
      write: (id, n) => ({
        method: 'PUT',
        path: `${paths.notebooks}/${id}`,
        body: { name: `bench-renamed-${id}-${n % 2}` },
      }),
      rows: `${(size / 5).toLocaleString('en-US')} notebooks in a project`,
    },
    audit: {
      // Newest first by cursor: before any entry, with a filter now and then.
      read: (next) => {
        const filter = pick(next, ['', '', '&resourceKind=PROJECT', '&action=UPDATE', `&resource=${word(next)}`]);
        return `${paths.audit}?limit=20&before=${1 + Math.floor(next() * size)}${filter}`;
      },
      // The log is written by every change: a project's description changed writes one entry.
      write: (id, n) => ({
        method: 'PUT',
        path: `/workspace/project/${id}`,
        body: { description: `Audited change ${n}` },
      }),
      rows: `${size.toLocaleString('en-US')} audit entries`,
    },
  };
}

/** One autocannon run; `requests` set up each request (`setupRequest`). */
async function load(url, headers, { seconds, requests } = {}) {
  // A loaded machine answers slowly: a request counts as failed after 30 s, not autocannon's 10.
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    timeout: 30,
    ...(requests ? { requests } : {}),
  });
  // Answers other than 2xx, and requests that timed out, fail the row; requests cut off when the time is up do not.
  const failed = result.timeouts + result.non2xx;
  if (failed > result.requests.total / 100)
    throw new Error(
      `${url}: ${failed} failed of ${result.requests.total} (${JSON.stringify(result.statusCodeStats)}, ${result.timeouts} timed out)`,
    );
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

/** Requests of a list: varied reads, and with `writeShare` that share of writes instead. */
function requestsOf(list, seed, ids, writeShare = 0) {
  const next = random(seed);
  let n = 0;
  return [
    {
      setupRequest: (req) => {
        n++;
        if (writeShare > 0 && next() < writeShare) {
          const w = list.write(ids[Math.floor(next() * ids.length)], n);
          return {
            ...req,
            method: w.method,
            path: w.path,
            headers: { ...req.headers, 'content-type': 'application/json' },
            body: JSON.stringify(w.body),
          };
        }
        return { ...req, method: 'GET', body: Buffer.alloc(0), path: list.read(next) };
      },
    },
  ];
}

/**
 * Rows of every list on one stack (`server`: a bench server started with BENCH_LISTS; `label`: PGlite or
 * PostgreSQL). `seconds` per load.
 */
export async function listReadRows(ctx, { server, label, size, seconds }) {
  const rows = [];
  const auth = { Authorization: `Bearer ${server.token}` };
  const isPg = label === 'PostgreSQL';
  const aim = isPg ? 1200 : 400;
  const all = lists(server.lists.paths, size);
  const idsOf = async (path) => {
    const res = await fetch(`${server.apiUrl}${withQuery(path, 'pageSize=200&sortBy=ID&sortOrder=ASC')}`, {
      headers: auth,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()).items.map((i) => i.id);
  };
  const projectIds = await idsOf('/workspace/project');
  for (const [name, list] of Object.entries(all)) {
    const ids = name === 'audit' ? projectIds : await idsOf(server.lists.paths[name]);
    const at = `${label}, ${list.rows}`;
    const first =
      name === 'audit'
        ? `${server.lists.paths.audit}?limit=20`
        : withQuery(server.lists.paths[name], 'pageIndex=0&pageSize=20');
    const url = `${server.apiUrl}${first}`;
    await load(url, auth, { seconds: 1, requests: requestsOf(list, 1, ids) }).catch(() => undefined); // warm-up
    const same = await load(url, auth, { seconds });
    const varied = await load(url, auth, { seconds, requests: requestsOf(list, 2, ids) });
    const mixed = await load(url, auth, { seconds, requests: requestsOf(list, 3, ids, 0.1) });
    const loadNow = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    ctx.log(
      `${at}: first page again ${same.rps.toFixed(0)} req/s; varied ${varied.rps.toFixed(0)} req/s p99 ${varied.p99} ms; 90/10 ${mixed.rps.toFixed(0)} req/s p99 ${mixed.p99} ms; load ${loadNow}`,
    );
    const what =
      name === 'audit'
        ? 'before any entry, 20 a page, newest first, 2 in 5 filtered'
        : `any page of 20, any order either way, 1 in 5 searching`;
    rows.push({
      measure: `${name} list, varied reads (uncached), ${at}, ${connections} connections`,
      ours: varied.rps,
      unit: 'req/s',
      anchor: same.rps,
      anchorLabel: 'first page again',
      note: `p50 ${varied.p50} ms, p99 ${varied.p99} ms; ${what}; ${aimNote(varied.rps, { at: aim, unit: 'req/s' })} (the project list's aim); load average ${loadNow}`,
    });
    rows.push({
      measure: `${name} list, 90/10 varied reads/writes, ${at}, ${connections} connections`,
      ours: mixed.rps,
      unit: 'req/s',
      anchor: varied.rps,
      anchorLabel: 'varied reads alone',
      note: `p50 ${mixed.p50} ms, p99 ${mixed.p99} ms; each write changes the list (${list.write(0, 0).method} ${list.write(0, 0).path.replace(/\/0$/, '/{id}')}) and drops what the list kept; load average ${loadNow}`,
    });
  }
  return rows;
}
