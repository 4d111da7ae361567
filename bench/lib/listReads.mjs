// The admin API's other lists under load (users, tickets, deployments, notebooks, the audit log), each paged by
// keyset behind page numbers (the audit log by its cursor): varied uncached reads (different pages, sorts,
// searches and filters) and a 90/10 mix of those reads and writes that change the list, beside the first page
// read again and again, with the project list's aims (PostgreSQL >= 1,200 req/s, PGlite >= 400 req/s).

import { aimNote } from './aim.mjs';
import { connections, cpuNote, load, loadNow, pick, requestsOf, withQuery } from './apiLoad.mjs';

const word = (next) => String(Math.floor(next() * 1000)).padStart(3, '0');

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
export function lists(paths, size) {
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

/** Autocannon requests of one list: its varied reads, and with `writeShare` writes to one of `ids`. */
const listRequests = (list, seed, ids, writeShare = 0) =>
  requestsOf(
    { read: list.read, write: (next, n) => list.write(ids[Math.floor(next() * ids.length)], n) },
    seed,
    writeShare,
  );

/**
 * Rows of every list on one stack (`server`: a bench server started with BENCH_LISTS; `label`: PGlite or
 * PostgreSQL). `seconds` per load. BENCH_LISTS_ONLY (users,tickets,...) measures some of the lists.
 */
export async function listReadRows(ctx, { server, label, size, seconds }) {
  const rows = [];
  const auth = { Authorization: `Bearer ${server.token}` };
  const isPg = label === 'PostgreSQL';
  const aim = isPg ? 1200 : 400;
  const pids = { api: server.pid, db: server.databasePid };
  const all = lists(server.lists.paths, size);
  const only = process.env.BENCH_LISTS_ONLY?.split(',');
  const idsOf = async (path) => {
    const res = await fetch(`${server.apiUrl}${withQuery(path, 'pageSize=200&sortBy=ID&sortOrder=ASC')}`, {
      headers: auth,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()).items.map((i) => i.id);
  };
  const projectIds = await idsOf('/workspace/project');
  for (const [name, list] of Object.entries(all)) {
    if (only && !only.includes(name)) continue;
    const ids = name === 'audit' ? projectIds : await idsOf(server.lists.paths[name]);
    const at = `${label}, ${list.rows}`;
    const first =
      name === 'audit'
        ? `${server.lists.paths.audit}?limit=20`
        : withQuery(server.lists.paths[name], 'pageIndex=0&pageSize=20');
    const url = `${server.apiUrl}${first}`;
    await load(url, auth, { seconds: 1, requests: listRequests(list, 1, ids) }).catch(() => undefined); // warm-up
    const same = await load(url, auth, { seconds, pids });
    const varied = await load(url, auth, { seconds, requests: listRequests(list, 2, ids), pids });
    const mixed = await load(url, auth, { seconds, requests: listRequests(list, 3, ids, 0.1), pids });
    const loadAvg = loadNow();
    ctx.log(
      `${at}: first page again ${same.rps.toFixed(0)} req/s; varied ${varied.rps.toFixed(0)} req/s p99 ${varied.p99} ms, ${cpuNote(varied, label)}; 90/10 ${mixed.rps.toFixed(0)} req/s p99 ${mixed.p99} ms; load ${loadAvg}`,
    );
    const what =
      name === 'audit'
        ? 'before any entry, 20 a page, newest first, 2 in 5 filtered'
        : `any page of 20, any order either way, 1 in 5 searching`;
    const writes = `${list.write(0, 0).method} ${list.write(0, 0).path.replace(/\/0$/, '/{id}')}`;
    rows.push({
      measure: `${name} list, varied reads (uncached), ${at}, ${connections} connections`,
      ours: varied.rps,
      unit: 'req/s',
      anchor: same.rps,
      anchorLabel: 'first page again',
      note: `p50 ${varied.p50} ms, p99 ${varied.p99} ms; ${cpuNote(varied, label)}; ${what}; ${aimNote(varied.rps, { at: aim, unit: 'req/s' })} (the project list's aim); load average ${loadAvg}`,
      cpuUs: varied.apiCpuUs,
    });
    rows.push({
      measure: `${name} list, 90/10 varied reads/writes, ${at}, ${connections} connections`,
      ours: mixed.rps,
      unit: 'req/s',
      anchor: varied.rps,
      anchorLabel: 'varied reads alone',
      note: `p50 ${mixed.p50} ms, p99 ${mixed.p99} ms; ${cpuNote(mixed, label)}; each write changes the list (${writes}) and drops what the list kept; load average ${loadAvg}`,
      cpuUs: mixed.apiCpuUs,
    });
  }
  return rows;
}
