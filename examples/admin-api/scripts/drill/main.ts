/**
 * Reliability drills against the reference API, loopback only and bounded (about a minute per
 * database): PostgreSQL stopped and started under load, SIGTERM with 200 open streams, a second
 * instance's fan-out across a restart, and a burst past the rate limits. Prints, for each, what was
 * sent, received and lost; exits 1 when anything was lost or a server error nobody expected appeared.
 *
 *   pnpm drill                      # PGlite, then PostgreSQL when Debian's postgresql is installed
 *   DRILL_PORT_BASE=4443 pnpm drill # ports base..base+5; TEST_PG_PORT for the PostgreSQL server
 *   pnpm drill --soak               # the soak instead (soak.ts): SOAK_MINUTES (10), SOAK_USERS (50) and
 *                                   # SOAK_INSTANCES (2, on one PostgreSQL);
 *                                   # writes its report to drill/soak-latest.txt too (SOAK_REPORT: another name);
 *                                   # the real engines run under it unless ENGINES=simulated (soak.ts)
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresUnavailable, startPostgres } from '../../src/testing/postgres';
import { burst, databaseOutage, fanOut, sigterm } from './drills';
import { soak } from './soak';
import type { DrillResult } from './support';

const ports = { base: Number(process.env.DRILL_PORT_BASE ?? 18400) };
const results: (DrillResult & { database: string })[] = [];
const record = (database: string) => (r: DrillResult) => {
  results.push({ database, ...r });
  console.log(
    `[${database}] ${r.drill}: sent ${r.sent}, received ${r.received}, lost ${r.lost}, unexpected 5xx ${r.unexpected5xx} (${r.note})${r.ok === false ? ' FAILED' : ''}`,
  );
};

async function soakMain() {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  const users = Number(process.env.SOAK_USERS ?? 50);
  const unavailable = postgresUnavailable();
  if (unavailable) throw new Error(`the soak runs on PostgreSQL: ${unavailable}`);
  setTimeout(
    () => {
      console.error('soak: ran far past its time, stopping');
      process.exit(2);
    },
    (minutes + 5) * 60_000,
  ).unref();
  const postgres = await startPostgres();
  let ok = false;
  try {
    const instances = process.env.SOAK_INSTANCES === '1' ? 1 : 2;
    const report = await soak(postgres, ports, minutes, users, instances);
    ok = report.ok;
    const text = `${report.lines.join('\n')}\n${ok ? 'aim met: 0 lost, 0 unexpected 5xx, flat memory' : 'AIM NOT MET'}\n`;
    console.log(text);
    // Everything the instances wrote, for a look after the run.
    await writeFile(join(tmpdir(), 'console-soak-instances.log'), `${report.log.join('\n')}\n`);
    if (report.log.length > 0)
      console.log(`what the instances wrote on stderr (last 40 lines):\n${report.log.slice(-40).join('\n')}`);
    await writeFile(new URL(`../../drill/${process.env.SOAK_REPORT ?? 'soak-latest.txt'}`, import.meta.url), text);
  } finally {
    // Before exiting: the PostgreSQL server is a process of its own and would outlive the soak.
    await postgres.stop();
  }
  process.exit(ok ? 0 : 1);
}

async function main() {
  if (process.argv.includes('--soak')) return soakMain();
  // A whole run must end: cut it at five minutes whatever happens.
  setTimeout(() => {
    console.error('drills: five minutes passed, stopping');
    process.exit(2);
  }, 300_000).unref();
  const onPglite = record('PGlite');
  console.log('[PGlite] database stop/start: not applicable (the embedded database lives and dies with the API)');
  onPglite(await sigterm(ports, undefined));
  onPglite(await burst(ports, undefined));

  const unavailable = postgresUnavailable();
  if (unavailable) console.log(`[PostgreSQL] skipped: ${unavailable}`);
  else {
    const postgres = await startPostgres();
    try {
      const onPostgres = record('PostgreSQL');
      onPostgres(await databaseOutage(postgres, ports));
      onPostgres(await fanOut(postgres, ports));
      onPostgres(await sigterm(ports, postgres.url));
      onPostgres(await burst(ports, postgres.url));
    } finally {
      await postgres.stop();
    }
  }
  const lost = results.reduce((n, r) => n + r.lost, 0);
  const fives = results.reduce((n, r) => n + r.unexpected5xx, 0);
  console.log(`\ntotal: ${results.length} drills, ${lost} lost notifications, ${fives} unexpected 5xx`);
  const failed = results.filter((r) => r.ok === false).length;
  if (failed > 0) console.log(`${failed} drills failed (see FAILED above)`);
  process.exit(lost === 0 && fives === 0 && failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('drills failed:', error);
  process.exit(1);
});
