/**
 * The project list's fast path against a reference query on PostgreSQL (prepared statements, trigram
 * index, per-branch counts as the server runs them); see listReadsCases.ts. The bound of a search's matches read
 * whole (`SEARCH_PROBE`) is lowered so that the cases' words fall on both sides of it. Skipped with the reason
 * when PostgreSQL is missing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeShapes } from '../../db/prepared';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { listReadsCases } from './listReadsCases';
import { setSearchProbe } from './queries';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('project list on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    setSearchProbe(30);
  });
  afterAll(async () => {
    setSearchProbe(undefined);
    await postgres?.stop();
  });
  const stack = setupTestStack({ databaseUrl: () => postgres?.url });
  listReadsCases(stack);

  it("reads a rare word's page in one statement, whose plan PostgreSQL keeps for every word", async () => {
    const pool = (stack.ctx.database.db as unknown as { $client: pg.Pool }).$client;
    const words = Array.from({ length: 8 }, (_, i) => `delta ${String(i + 1).padStart(2, '0')}`);
    const path = (word: string) => `/workspace/project?search=${encodeURIComponent(word)}&sortBy=NAME&sortOrder=ASC`;
    // The caller's roles read first, so that only the page's statements run below.
    await stack.call('GET', path('delta 00'), { as: 'org.admin@demo.test' });
    const seen: { key: string; text: string; values: unknown[] }[] = [];
    let queries = 0;
    const query = pool.query.bind(pool);
    // The project list's statements (a reload of the roles ahead of expiry may run meanwhile on a loaded machine).
    pool.query = ((...args: Parameters<typeof query>) => {
      const [config] = args;
      if (/from "projects"/.test(typeof config === 'string' ? config : (config as { text: string }).text)) queries++;
      return query(...args);
    }) as typeof pool.query;
    observeShapes(({ key, text, values }) => seen.push({ key, text, values }));
    try {
      for (const word of words) {
        const res = await stack.call<{ items: { name: string }[]; total: number }>('GET', path(word), {
          as: 'org.admin@demo.test',
        });
        expect(res.status).toBe(200);
        expect(res.body.items.every((p) => p.name.toLowerCase().includes(word))).toBe(true);
      }
    } finally {
      pool.query = query;
      observeShapes(undefined);
    }
    // One statement (one round trip) a search: its matches, their count and the page's items together.
    expect(queries).toBe(words.length);
    expect(seen.map((s) => s.key.endsWith(':probed:30'))).toEqual(words.map(() => true));
    const [{ text }] = seen as [(typeof seen)[0]];
    expect(new Set(seen.map((s) => s.text)).size).toBe(1);
    // Prepared on a connection of its own and run for each word: PostgreSQL takes its generic plan after the first
    // five custom plans (a plan planned for a word would cost less than the generic one and be planned again).
    const client = new pg.Client({ connectionString: postgres?.url });
    await client.connect();
    try {
      for (const { values } of seen) await client.query({ name: 'probed', text, values });
      const [plans] = (
        await client.query<{ generic_plans: string; custom_plans: string }>(
          "select generic_plans, custom_plans from pg_prepared_statements where name = 'probed'",
        )
      ).rows;
      expect(Number(plans?.generic_plans)).toBeGreaterThanOrEqual(words.length - 5);
      // Planned for a word it appears in (a custom plan), a common word is planned as a rare one is: no plan
      // depends on the word, so none costs less than the generic plan (as a word's own plan would, with more rows).
      await client.query('set plan_cache_mode = force_custom_plan');
      const planFor = async (word: string) => {
        const values = (seen[0]?.values ?? []).map((v) => (v === `%${words[0]}%` ? `%${word}%` : v));
        expect(values).toContain(`%${word}%`);
        const explained = await client.query({ text: `explain (format json) ${text}`, values });
        return JSON.stringify(explained.rows);
      };
      expect(await planFor('delta')).toBe(await planFor(words[0] ?? ''));
    } finally {
      await client.end();
    }
  });
});
