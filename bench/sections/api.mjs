// Reference admin API under load: the project list with 10,000 projects and `/users/info`, on PGlite and
// on a throw-away PostgreSQL 15 cluster, beside a bare Hono handler answering the same JSON in the same
// run. The server (examples/admin-api/scripts/benchServer.ts) runs in its own process; autocannon loads it
// from this one. Bounded: BENCH_API_SECONDS (4) per row.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const title = 'Admin API: req/s and p99 against a bare Hono handler, PGlite and PostgreSQL';

const seconds = Number(process.env.BENCH_API_SECONDS ?? 4);
const connections = 10;
/** Ports of this section (loopback): API, identity provider, bare handler, PostgreSQL. */
const PORTS = { api: 4362, idp: 4363, bare: 4364, postgres: 4361 };

/** Starts benchServer.ts and resolves with what it prints once ready, and a way to stop it. */
async function startServer(ctx, env) {
  const root = ctx.root;
  const cwd = resolve(root, 'examples/admin-api');
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/benchServer.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  child.once('error', (error) => ctx.log(`bench server: ${error.message}`));
  const ready = await new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolveReady(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
  return {
    ...ready,
    async stop() {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One autocannon run: requests per second and latency percentiles (ms). `rate` caps the offered load. */
async function load(url, headers, rate) {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  const failed = result.errors + result.non2xx;
  if (failed > result.requests.total / 100) throw new Error(`${url}: ${failed} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const rows = [];
  const databases = [{ label: 'PGlite', env: {} }];
  if (existsSync('/usr/lib/postgresql/15/bin/postgres') || process.env.PG_BIN) {
    databases.push({ label: 'PostgreSQL', env: { BENCH_POSTGRES_PORT: String(PORTS.postgres) } });
  } else ctx.log('PostgreSQL binaries not found: PostgreSQL rows skipped');
  for (const { label, env } of databases) {
    ctx.log(`${label}: starting the stack and filling 10,000 projects...`);
    const server = await startServer(ctx, {
      ...env,
      API_PORT: String(PORTS.api),
      IDP_PORT: String(PORTS.idp),
      BARE_PORT: String(PORTS.bare),
    });
    try {
      const auth = { Authorization: `Bearer ${server.token}` };
      for (const [name, path] of Object.entries(server.paths)) {
        const measure = name === 'projects' ? `project list, ${server.projectsVisible} projects` : '/users/info';
        await load(`${server.apiUrl}${path}`, auth).catch(() => undefined); // warm-up (JIT, pool, caches)
        const ours = await load(`${server.apiUrl}${path}`, auth);
        const bare = await load(`${server.bareUrl}${path}`, {});
        ctx.log(
          `${label} ${measure}: ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms; bare ${bare.rps.toFixed(0)} req/s`,
        );
        rows.push({
          measure: `${measure}, ${label}, ${connections} connections`,
          ours: ours.rps,
          unit: 'req/s',
          anchor: bare.rps,
          anchorLabel: 'bare Hono, same JSON',
          // Say what the number is: the same page again and again, so the API answers from its cache.
          note: `p99 ${ours.p99} ms (bare ${bare.p99} ms), p50 ${ours.p50} ms; repeat reads answered from the read cache (dropped on any change to its tables)`,
        });
        if (name === 'projects') {
          const paced = await load(`${server.apiUrl}${path}`, auth, 1000);
          const pacedBare = await load(`${server.bareUrl}${path}`, {}, 1000);
          rows.push({
            measure: `project list p99 at 1,000 req/s offered, ${label}`,
            ours: paced.p99,
            unit: 'ms',
            anchor: pacedBare.p99,
            anchorLabel: 'bare Hono',
            lowerIsBetter: true,
            note: `served ${paced.rps.toFixed(0)} req/s; aim p99 <= 20 ms`,
          });
        }
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}
