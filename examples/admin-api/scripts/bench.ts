/**
 * Load benchmark of the project list with 10 000 projects, on PGlite and (when Debian's postgresql is
 * installed) on PostgreSQL. Loopback only, bounded in time: BENCH_SECONDS (default 10) per run with
 * BENCH_CONNECTIONS (default 10). Prints requests per second and p99 latency.
 *
 *   pnpm --filter @console/admin-api run bench
 */
import autocannon from 'autocannon';
import { readConfig } from '../src/config';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { startStack } from '../src/stack';
import { postgresUnavailable, startPostgres } from '../src/testing/postgres';
import { fillProjects } from './benchFill';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function run(label: string, env: Record<string, string>) {
  const config = readConfig({
    API_PORT: '0',
    IDP_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    CONSOLE_ORIGIN,
    ...env,
  });
  const stack = await startStack(config, { log: false });
  try {
    await fillProjects(stack);
    const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
    const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
    const url = `${stack.apiUrl}/workspace/project?pageIndex=0&pageSize=20&sortBy=ID&sortOrder=DESC`;
    const headers = { Authorization: `Bearer ${token}` };
    const check = await fetch(url, { headers });
    const body = (await check.json()) as { total: number };
    console.log(
      `${label}: ${body.total} projects visible to the organization admin; ${seconds} s, ${connections} connections`,
    );
    await autocannon({ url, connections, duration: 1, headers }); // warm-up
    const result = await autocannon({ url, connections, duration: seconds, headers });
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms` +
        ` (${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx)`,
    );
  } finally {
    // Let requests autocannon abandoned at the deadline finish before the database closes.
    await new Promise((r) => setTimeout(r, 500));
    await stack.stop();
  }
}

await run('PGlite', {});
const why = postgresUnavailable();
if (why) console.log(`PostgreSQL: skipped (${why})`);
else {
  const pg = await startPostgres();
  try {
    await run('PostgreSQL', { DATABASE_URL: pg.url });
  } finally {
    await pg.stop();
  }
}
