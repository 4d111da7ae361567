/**
 * How PostgreSQL's plan cache treats the project list's statements: the `api` section's varied reads (pages
 * 0-399 of 20 by ID or NAME, either way; one in five searching a word on pages 0-4) are made over HTTP on a
 * stack with 10,000 projects, the statements they ran are recorded (`observeShapes`), and each is then run
 * again on one connection under each `plan_cache_mode`: named and prepared as the API runs the pages, the
 * searches' id statements unnamed (planned for their word). Prints the time per statement and how many plans
 * were generic.
 *
 *   TEST_PG_PORT=4399 API_PORT=4350 IDP_PORT=4352 tsx scripts/planCacheProbe.ts
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { observeShapes } from '../src/db/prepared';
import { exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { startStack } from '../src/stack';
import { startPostgres } from '../src/testing/postgres';
import { benchConfig } from './benchConfig';
import { fillProjects } from './benchFill';

const env = process.env;
const postgres = await startPostgres(env.TEST_PG_PORT ? { port: Number(env.TEST_PG_PORT) } : {});
const config = benchConfig({ DATABASE_URL: postgres.url });
const stack = await startStack(config, { log: false });
const samples: { key: string; text: string; values: unknown[] }[] = [];
try {
  await fillProjects(stack, Number(env.BENCH_PROJECTS ?? 10_000));
  const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
  const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  observeShapes(({ key, text, values }) => samples.push({ key, text, values }));
  for (let i = 0; i < 600; i++) {
    const sortBy = next() < 0.5 ? 'ID' : 'NAME';
    const sortOrder = next() < 0.5 ? 'ASC' : 'DESC';
    let path = `/workspace/project?pageSize=20&sortBy=${sortBy}&sortOrder=${sortOrder}`;
    if (next() < 0.2) {
      const word = next() < 0.25 ? 'project' : String(Math.floor(next() * 1000)).padStart(3, '0');
      path += `&pageIndex=${Math.floor(next() * 5)}&search=${word}`;
    } else path += `&pageIndex=${Math.floor(next() * 400)}`;
    const res = await fetch(`${stack.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
  }
  observeShapes(undefined);

  const kinds = (key: string) =>
    key.endsWith(':ids')
      ? 'search ids (unnamed)'
      : key === 'projects:byIds'
        ? 'search page (prepared)'
        : 'page (prepared)';
  console.log(
    `${samples.length} statements recorded, ${new Set(samples.map((s) => s.key)).size} shapes; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const mode of ['auto', 'force_custom_plan', 'force_generic_plan', 'auto']) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`set plan_cache_mode = ${mode}`);
    const times = new Map<string, number[]>();
    for (let pass = 0; pass < 3; pass++) {
      for (const s of samples) {
        const started = process.hrtime.bigint();
        if (s.key.endsWith(':ids')) await client.query(s.text, s.values);
        else {
          const name = `probe_${createHash('sha1').update(s.text).digest('hex').slice(0, 20)}`;
          await client.query({ name, text: s.text, values: s.values });
        }
        const us = Number(process.hrtime.bigint() - started) / 1000;
        // The first pass prepares and warms the caches: not counted.
        if (pass > 0) {
          const kind = kinds(s.key);
          times.set(kind, [...(times.get(kind) ?? []), us]);
        }
      }
    }
    const plans = await client.query<{ generic: string; custom: string }>(
      'select coalesce(sum(generic_plans), 0) as generic, coalesce(sum(custom_plans), 0) as custom from pg_prepared_statements',
    );
    const line = [...times]
      .map(([kind, us]) => {
        const sorted = us.sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
        const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
        return `${kind}: mean ${mean.toFixed(0)} µs, median ${median.toFixed(0)} µs (${sorted.length})`;
      })
      .join('; ');
    console.log(
      `plan_cache_mode=${mode}: ${line}; prepared plans generic ${plans.rows[0]?.generic}, custom ${plans.rows[0]?.custom}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await client.end();
  }
} finally {
  await stack.stop();
  await postgres.stop();
}
process.exit(0);
